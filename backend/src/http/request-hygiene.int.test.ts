import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
let token: string;

beforeAll(async () => {
  system = await startTestSystem();
  token = (await createTestUser(system, { role: 'admin' })).token;
});
afterAll(() => system.stop());

const countEvents = async () => Number((await sql<{ n: string }>`select count(*) as n from events`.execute(system.database.db)).rows[0]?.n);

async function call(method: string, path: string, init: { body?: string | Buffer; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${system.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers },
    body: init.body,
  });
  const text = await response.text();
  return { status: response.status, error: (JSON.parse(text) as { error?: string }).error, headers: response.headers };
}

const client = (firstName: string) => JSON.stringify({ firstName, lastName: 'Hostile', email: null, phone: null, notes: '' });

describe('bad input answers 4xx with a sentence and changes nothing', () => {
  it('answers a body over the size limit with 413', async () => {
    const before = await countEvents();
    const reply = await call('POST', '/api/clients', { body: client('x'.repeat(1.1 * 1024 * 1024)) });
    expect(reply.status).toBe(413);
    expect(reply.error).toBe('The request body is too large (at most 1 MB)');
    expect(await countEvents()).toBe(before);
  });

  it('answers a Content-Encoding that does not match the body with 400, and decodes one that does', async () => {
    const before = await countEvents();
    const mismatched = await call('POST', '/api/clients', { body: client('Plain'), headers: { 'Content-Encoding': 'gzip' } });
    expect(mismatched.status).toBe(400);
    expect(mismatched.error).toMatch(/could not be decoded/);
    const unknown = await call('POST', '/api/clients', { body: client('Plain'), headers: { 'Content-Encoding': 'snappy' } });
    expect(unknown.status).toBe(415);
    expect(await countEvents()).toBe(before);
    // A real gzip body of an invalid client is read, and refused for what it says.
    const gzipped = await call('POST', '/api/clients', {
      body: gzipSync(JSON.stringify({ firstName: 1 })),
      headers: { 'Content-Encoding': 'gzip' },
    });
    expect(gzipped.status).toBe(400);
    expect(gzipped.error).toMatch(/^firstName/);
  });

  it('refuses a NUL character in any string, naming the field, in bodies, query strings and addresses', async () => {
    const before = await countEvents();
    const name = await call('POST', '/api/clients', { body: client('Nul\u0000Byte') });
    expect(name).toMatchObject({ status: 400, error: 'firstName: must not contain a NUL character' });
    const notes = await call('POST', '/api/appointments', { body: JSON.stringify({ notes: 'a\u0000b' }) });
    expect(notes).toMatchObject({ status: 400, error: 'notes: must not contain a NUL character' });
    const nested = await call('PUT', '/api/services/00000000-0000-4000-8000-000000000000/staff', {
      body: JSON.stringify({ staff: [{ staffId: 'x\u0000' }] }),
    });
    expect(nested).toMatchObject({ status: 400, error: 'staff.0.staffId: must not contain a NUL character' });
    const search = await call('GET', '/api/clients?search=%00');
    expect(search).toMatchObject({ status: 400, error: 'query.search: must not contain a NUL character' });
    const address = await call('GET', '/api/clients/abc%00def');
    expect(address).toMatchObject({ status: 400, error: 'The address must not contain a NUL character' });
    expect(await countEvents()).toBe(before);
  });

  it('refuses a body that is not JSON, nesting beyond 32 levels and prototype keys', async () => {
    const before = await countEvents();
    const text = await call('POST', '/api/clients', {
      body: 'firstName=Ann',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(text).toMatchObject({ status: 415, error: 'Send the request body as JSON (Content-Type: application/json)' });
    const deep = await call('POST', '/api/clients', { body: `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}` });
    expect(deep.status).toBe(400);
    expect(deep.error).toMatch(/nested too deeply/);
    const proto = await call('POST', '/api/clients', { body: '{"firstName":"Ann","lastName":"Lee","__proto__":{"role":"admin"}}' });
    expect(proto).toMatchObject({ status: 400, error: '__proto__: is not an accepted field name' });
    const broken = await call('POST', '/api/clients', { body: '{"firstName":' });
    expect(broken).toMatchObject({ status: 400, error: 'The request body is not valid JSON' });
    expect(await countEvents()).toBe(before);
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy, nosniff, frame-ancestors and a referrer policy on every API reply (the built app: smoke.e2e.ts)', async () => {
    const response = await fetch(`${system.baseUrl}/api/health`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-powered-by')).toBeNull();
    const notFound = await fetch(`${system.baseUrl}/api/no-such-route`);
    expect(notFound.headers.get('content-security-policy')).toBe(csp);
  });
});

describe('connections', () => {
  it('keeps an idle keep-alive connection open past Node’s 5 s default, so a client reusing it is not reset', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets: unknown[] = [];
    const read = () =>
      new Promise<number>((resolve, reject) => {
        const request = http.get(`${system.baseUrl}/api/auth/verify`, { agent }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        request.on('socket', (socket) => sockets.push(socket));
        request.on('error', reject);
      });
    try {
      // Signed out: a 401 every time, from the server, whichever connection carried it.
      expect(await read()).toBe(401);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(await read()).toBe(401);
      // The second request went out on the first one's connection: the server had not closed it.
      expect(sockets).toHaveLength(2);
      expect(sockets[1]).toBe(sockets[0]);
    } finally {
      agent.destroy();
    }
  });
});
