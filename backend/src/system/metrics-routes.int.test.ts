import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../../testing/test-session';
import { testRedisUrl } from '../../testing/test-database';
import { startTestSystem, type TestSystem } from '../../testing/test-system';

// GET /api/metrics on the real system: the families a scraper relies on, after real commands ran, and who may read them.

const metricsToken = `metrics-${randomUUID()}-${randomUUID()}`;
let system: TestSystem;
let admin: TestUser;
let staff: TestUser;
let socket: Socket | null = null;

beforeAll(async () => {
  system = await startTestSystem({ metricsToken });
  [admin, staff] = await Promise.all([createTestUser(system, { role: 'admin' }), createTestUser(system)]);
}, 60_000);
afterAll(async () => {
  socket?.disconnect();
  await system.stop();
});

const scrape = (authorization?: string) =>
  fetch(`${system.baseUrl}/api/metrics`, { headers: authorization ? { Authorization: authorization } : {} });

const call = (method: string, path: string, body?: unknown) =>
  fetch(`${system.baseUrl}/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

// The value of one sample (`name{labels} value`) whose labels include all of `labels`; null when there is none.
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) return Number(match[3]);
  }
  return null;
}

describe('GET /api/metrics', () => {
  it('shows requests by route pattern, command outcomes, appends, projection lag, live sockets and queues', async () => {
    const before = await (await scrape(`Bearer ${admin.token}`)).text();
    const okBefore = sample(before, 'chairside_command_outcomes_total', { command: 'CreateNoteTemplate', outcome: 'ok' }) ?? 0;

    const name = `Metrics ${randomUUID().slice(0, 8)}`;
    const created = await call('POST', '/note-templates', { name, body: 'Hello' });
    expect(created.status, await created.clone().text()).toBe(200);
    const { id } = (await created.json()) as { id: string };
    expect((await call('GET', `/users/${admin.id}`)).status).toBe(200);
    // A refusal from a read model, before any command runs (counted as a 4xx request only)…
    expect((await call('POST', '/note-templates', { name, body: 'Hello' })).status).toBe(409);
    // …and one the decider makes inside the command plan.
    expect((await call('PUT', `/note-templates/${randomUUID()}`, { name: `${name} 2`, body: 'Hello' })).status).toBe(404);
    expect((await call('GET', `/no-such-route/${id}`)).status).toBe(404);

    socket = connect(system.baseUrl, {
      auth: { token: admin.token, rooms: [] },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    await new Promise((resolve) => socket?.once('ready', resolve));

    const queue = new Queue('outbox', { connection: { url: testRedisUrl() }, prefix: system.redisPrefix });
    await queue.add('metrics-probe', { probe: true }, { delay: 60_000 });
    await queue.close();

    const response = await scrape(`Bearer ${admin.token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();

    // Requests are labelled by Express's pattern, never the address they were sent to.
    expect(
      sample(text, 'chairside_http_request_duration_seconds_count', { method: 'POST', route: '/api/note-templates', status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'chairside_http_request_duration_seconds_count', { method: 'POST', route: '/api/note-templates', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'chairside_http_request_duration_seconds_count', { method: 'GET', route: '/api/users/:id', status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'chairside_http_request_duration_seconds_count', { route: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain(admin.id);

    expect(sample(text, 'chairside_command_outcomes_total', { command: 'CreateNoteTemplate', outcome: 'ok' })).toBe(okBefore + 1);
    expect(
      sample(text, 'chairside_command_outcomes_total', { command: 'ChangeNoteTemplate', category: 'notetemplate', outcome: 'rejected' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toContain('# TYPE chairside_command_retries_total counter');
    expect(sample(text, 'chairside_event_store_append_seconds_count', { outcome: 'ok' })).toBeGreaterThanOrEqual(1);
    expect(text).toContain('chairside_event_store_append_seconds_bucket{le="0.005",outcome="ok"}');

    expect(sample(text, 'chairside_projection_lag_events', { projection: 'note_templates' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'chairside_metrics_source_up', { source: 'projections' })).toBe(1);
    expect(sample(text, 'chairside_live_sockets')).toBe(1);

    expect(sample(text, 'chairside_queue_jobs', { queue: 'outbox', state: 'delayed' })).toBe(1);
    for (const queueName of ['system', 'outbox', 'hold-expiry', 'client-import', 'missed-clock-out'])
      expect(sample(text, 'chairside_queue_jobs', { queue: queueName, state: 'failed' }), queueName).not.toBeNull();
    expect(sample(text, 'chairside_metrics_source_up', { source: 'queues' })).toBe(1);

    // prom-client's default process metrics come along.
    expect(sample(text, 'process_cpu_user_seconds_total')).not.toBeNull();
    expect(sample(text, 'nodejs_heap_size_used_bytes')).not.toBeNull();
  });

  it('answers anonymous callers 401 and staff 403, as every admin route does', async () => {
    const anonymous = await scrape();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Authentication required' });
    const asStaff = await scrape(`Bearer ${staff.token}`);
    expect(asStaff.status).toBe(403);
    expect(await asStaff.json()).toEqual({ error: 'You do not have permission to do this' });
  });

  it('lets a scraper in with METRICS_TOKEN, and no one with a token that is almost it', async () => {
    const scraper = await scrape(`Bearer ${metricsToken}`);
    expect(scraper.status).toBe(200);
    expect(await scraper.text()).toContain('chairside_http_request_duration_seconds_bucket');
    expect((await scrape(`Bearer ${metricsToken.slice(0, -1)}x`)).status).toBe(401);
    expect((await scrape(`Bearer ${metricsToken}x`)).status).toBe(401);
    expect((await scrape(metricsToken)).status).toBe(401);
  });
});
