import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueBoardLinkSchema } from '@chairside/shared/system/queue-board';
import { createRedis } from '@chairside/platform/redis';
import { serverSecret } from '../booking/index';
import { createTestUser, type TestUser } from '../../testing/test-session';
import { testRedisUrl } from '../../testing/test-database';
import { startTestSystem, type TestSystem } from '../../testing/test-system';
import { boardKey, issueLink, issueSession } from './queue-board-tokens';

// The BullMQ board behind a one-time link and a path-scoped cookie, on the real system.

let system: TestSystem;
let admin: TestUser;
let staff: TestUser;
let key: Buffer;

beforeAll(async () => {
  system = await startTestSystem();
  [admin, staff] = await Promise.all([createTestUser(system, { role: 'admin' }), createTestUser(system)]);
  const redis = createRedis(testRedisUrl());
  key = boardKey(await serverSecret(redis, system.redisPrefix));
  redis.disconnect();
}, 60_000);
afterAll(() => system.stop());

const board = '/api/system/queues/board';

const requestLink = (token: string | null) =>
  fetch(`${system.baseUrl}/api/system/queues/link`, { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {} });

const open = (url: string) => fetch(`${system.baseUrl}${url}`, { redirect: 'manual' });

const openLink = (token: string) => open(`/api/system/queues/open?link=${encodeURIComponent(token)}`);

const onBoard = (path: string, cookie?: string) => fetch(`${system.baseUrl}${board}${path}`, { headers: cookie ? { Cookie: cookie } : {} });

async function adminLink(): Promise<string> {
  const response = await requestLink(admin.token);
  expect(response.status).toBe(200);
  return queueBoardLinkSchema.parse(await response.json()).url;
}

// The cookie the opened link set, as a browser would send it back.
async function boardCookie(): Promise<string> {
  const opened = await open(await adminLink());
  expect(opened.status).toBe(303);
  const setCookie = opened.headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0] as string;
}

describe('POST /api/system/queues/link', () => {
  it('gives administrators a link and refuses everyone else', async () => {
    expect((await requestLink(null)).status).toBe(401);
    const asStaff = await requestLink(staff.token);
    expect(asStaff.status).toBe(403);
    expect(await asStaff.json()).toEqual({ error: 'You do not have permission to do this' });
    const response = await requestLink(admin.token);
    expect(response.status).toBe(200);
    const link = queueBoardLinkSchema.parse(await response.json());
    expect(link.url).toMatch(/^\/api\/system\/queues\/open\?link=/);
    const lifetime = Date.parse(link.expiresAt) - Date.now();
    expect(lifetime).toBeGreaterThan(30_000);
    expect(lifetime).toBeLessThanOrEqual(60_000);
  });
});

describe('opening the link', () => {
  it('sets a signed, HttpOnly, SameSite=Strict cookie for the board path only, and shows the board', async () => {
    const opened = await open(await adminLink());
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`${board}/`);
    const setCookie = opened.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^chairside_queue_board=[^;]+;/);
    expect(setCookie).toContain(`Path=${board}`);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).toMatch(/Max-Age=900/);
    const cookie = setCookie.split(';')[0] as string;

    const page = await onBoard('/', cookie);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('x-powered-by')).toBeNull();
    // The app's CSP holds: the board's scripts come from our own origin, under the board's path.
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const html = await page.text();
    expect(html).toContain(`<base href="${board}/" />`);
    expect(html).toContain('Chairside queues');
    const scripts = [...html.matchAll(/<script defer src="([^"]+)"/g)].map((match) => match[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.startsWith('static/')).toBe(true);
      const asset = await onBoard(`/${script}`, cookie);
      expect(asset.status, script).toBe(200);
      expect(asset.headers.get('content-type'), script).toContain('javascript');
    }

    // The board's own API lists the queues the workers run.
    const queues = await onBoard('/api/queues', cookie);
    expect(queues.status).toBe(200);
    const names = ((await queues.json()) as { queues: { name: string }[] }).queues.map((queue) => queue.name).sort();
    expect(names).toEqual(['client-import', 'hold-expiry', 'missed-clock-out', 'outbox', 'system']);
    // A client-side route of the board is the board's page too.
    expect((await onBoard('/queue/outbox', cookie)).status).toBe(200);
  });

  it('opens a link once only', async () => {
    const url = await adminLink();
    expect((await open(url)).status).toBe(303);
    const again = await open(url);
    expect(again.status).toBe(401);
    expect(again.headers.get('set-cookie')).toBeNull();
  });

  it('refuses an expired, forged or malformed link', async () => {
    const expired = issueLink(key, admin.id, Date.now() - 61_000).token;
    expect((await openLink(expired)).status).toBe(401);
    const { token } = issueLink(key, admin.id);
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await openLink(forged)).status).toBe(401);
    // Another administrator's id in a link signed for this one.
    const [, ...rest] = token.split('.');
    expect((await openLink([staff.id, ...rest].join('.'))).status).toBe(401);
    const otherKey = issueLink(boardKey('another server secret of at least 32 characters'), admin.id).token;
    expect((await openLink(otherKey)).status).toBe(401);
    const malformed = await open('/api/system/queues/open?link=not-a-link');
    expect(malformed.status).toBe(401);
    expect(((await malformed.json()) as { error: string }).error).toContain('open the board again');
    expect((await open('/api/system/queues/open')).status).toBe(400);
  });

  it('refuses a well-signed link for someone who is not an administrator', async () => {
    const response = await openLink(issueLink(key, staff.id).token);
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('the board', () => {
  it('refuses every request without a valid cookie', async () => {
    for (const path of ['', '/', '/api/queues', '/queue/outbox']) {
      const response = await onBoard(path);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ error: 'Authentication required' });
    }
    // The app's own bearer token is not the board's credential.
    const withToken = await fetch(`${system.baseUrl}${board}/`, { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(withToken.status).toBe(401);
    const cookie = await boardCookie();
    const [name, value] = cookie.split('=') as [string, string];
    expect((await onBoard('/', `${name}=${value.slice(0, -2)}xx`)).status).toBe(401);
    const expired = issueSession(key, admin.id, Date.now() - 16 * 60_000).value;
    expect((await onBoard('/', `${name}=${expired}`)).status).toBe(401);
  });

  it("refuses a staff member's cookie even when it is ours", async () => {
    const response = await onBoard('/', `chairside_queue_board=${issueSession(key, staff.id).value}`);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'You do not have permission to do this' });
  });
});
