import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loginReplySchema, verifyReplySchema } from '@chairside/shared/identity/identity-dto';
import { hashToken } from '../auth/principal';
import { SESSION_LIFETIME_MS } from '../auth/sessions';
import { seedDemo } from '../seed/demo-seed';
import { demoPassword, demoUsers } from './demo-users';
import { createTestSession, createTestUser, signIn, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';
import { setUserActive } from './user-service';
import { signInStream, unknownSignInStream } from './identity-streams';

let system: TestSystem;

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo, trustProxy: 'loopback' });
  await waitForReadModels(system);
});
afterAll(() => system.stop());

// Each test signs in from an address of its own (this system trusts X-Forwarded-For from loopback, as
// TRUST_PROXY=loopback would), so the per-address limits of one test do not spill into another.
const login = (identifier: string, password: string, ip = '203.0.113.1') =>
  fetch(`${system.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify({ identifier, password }),
  });
const verify = (token?: string) =>
  fetch(`${system.baseUrl}/api/auth/verify`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });

describe('sign-in', () => {
  it('signs in by username or e-mail, whatever their case, with a 12-hour opaque token', async () => {
    for (const identifier of ['frontdesk', 'FrontDesk', ' frontdesk@chairside.test', 'FRONTDESK@CHAIRSIDE.TEST']) {
      const response = await login(identifier, demoPassword, '203.0.113.10');
      expect(response.status).toBe(200);
      const reply = loginReplySchema.parse(await response.json());
      expect(reply.user).toEqual({
        id: demoUsers.frontdesk.id,
        role: 'staff',
        username: 'frontdesk',
        firstName: 'Fran',
        lastName: 'Desk',
        email: 'frontdesk@chairside.test',
        phone: '+13125550101',
        profilePicture: null,
        permissionGroups: [{ id: 'bbbbbbbb-bbbb-4bbb-8bbb-000000000001', name: 'Front Desk' }],
        isActive: true,
      });
      expect(Buffer.from(reply.token, 'base64url')).toHaveLength(32);
      const lifetime = new Date(reply.expiresAt).getTime() - Date.now();
      expect(lifetime).toBeGreaterThan(SESSION_LIFETIME_MS - 60_000);
      expect(lifetime).toBeLessThanOrEqual(SESSION_LIFETIME_MS);
      // Only the token's hash is stored.
      const { rows } = await sql<{
        token_hash: string;
      }>`select token_hash from auth_sessions where token_hash in (${reply.token}, ${hashToken(reply.token)})`.execute(system.database.db);
      expect(rows.map((row) => row.token_hash)).toEqual([hashToken(reply.token)]);
    }
    expect(SESSION_LIFETIME_MS).toBe(12 * 60 * 60 * 1000);
  });

  it('answers an unknown account and a wrong password with the same 401', async () => {
    const wrong = await login('frontdesk', 'not-the-password', '203.0.113.20');
    const unknown = await login('nobody-here', demoPassword, '203.0.113.20');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'Incorrect username, e-mail or password' });
    expect(await unknown.json()).toEqual({ error: 'Incorrect username, e-mail or password' });
    const blank = await login('', '', '203.0.113.20');
    expect(blank.status).toBe(400);
  });

  it('verifies a token, and logs out by revoking it', async () => {
    const { token, user } = await signIn(system.baseUrl, 'basic', demoPassword);
    const verified = await verify(token);
    expect(verified.status).toBe(200);
    expect(verifyReplySchema.parse(await verified.json()).user).toEqual(user);
    expect((await verify()).status).toBe(401);
    expect((await verify('made-up-token')).status).toBe(401);

    expect((await fetch(`${system.baseUrl}/api/auth/logout`, { method: 'POST' })).status).toBe(401);
    const out = await fetch(`${system.baseUrl}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    expect(out.status).toBe(204);
    expect((await verify(token)).status).toBe(401);
  });

  it('refuses a deactivated account with 403 (only with the right password), and ends its sessions at once', async () => {
    const user = await createTestUser(system);
    const context = { userId: null, source: 'api' as const };
    await setUserActive({ store: system.store }, user.id, false, context);
    await waitForReadModels(system);
    expect((await verify(user.token)).status).toBe(401);
    const refused = await login(user.username, user.password, '203.0.113.30');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'This account has been deactivated. Ask an administrator to reactivate it.' });
    expect((await login(user.username, 'wrong-password', '203.0.113.30')).status).toBe(401);

    await setUserActive({ store: system.store }, user.id, true, context);
    await waitForReadModels(system);
    expect((await verify(user.token)).status).toBe(200);
  });

  it('takes the role from the user, not from the session', async () => {
    // A session claiming admin for the client account still acts as the client.
    const token = await createTestSession(system.database.db, { userId: demoUsers.client.id, role: 'admin' });
    const users = await fetch(`${system.baseUrl}/api/users`, { headers: { Authorization: `Bearer ${token}` } });
    expect(users.status).toBe(403);
  });
});

describe('sign-in limits', () => {
  it('allows 5 failures per identifier and address in 15 minutes, then answers 429 even to the right password', async () => {
    const user = await createTestUser(system);
    const ip = '198.51.100.7';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(user.username, 'wrong-password', ip)).status).toBe(401);
    const limited = await login(user.username, user.password, ip);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: 'Too many failed sign-ins. Try again in 15 minutes. Wait, or reset your password with "Forgot password?".',
    });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another address is counted apart; the e-mail address names the same account, so it is not.
    expect((await login(user.username, user.password, '198.51.100.8')).status).toBe(200);
    expect((await login(user.email, user.password, ip)).status).toBe(429);
  });

  it('allows 8 failures per account in 15 minutes across addresses, then answers 429 from any address', async () => {
    const user = await createTestUser(system);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const identifier = attempt % 2 === 0 ? user.username : user.email;
      expect((await login(identifier, 'wrong-password', `198.51.100.${100 + attempt}`)).status).toBe(401);
    }
    const limited = await login(user.username, user.password, '198.51.100.120');
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: string }).error).toMatch(
      /^Too many failed sign-ins\. Try again in \d+ minutes\. Wait, or reset your password/,
    );
    // Other accounts are not affected.
    expect((await login('frontdesk', demoPassword, '198.51.100.121')).status).toBe(200);
  });

  it('a successful sign-in clears the failures counted for it', async () => {
    const user = await createTestUser(system);
    const ip = '198.51.100.9';
    for (let round = 0; round < 3; round += 1) {
      for (let attempt = 0; attempt < 4; attempt += 1) expect((await login(user.username, 'wrong-password', ip)).status).toBe(401);
      expect((await login(user.username, user.password, ip)).status).toBe(200);
    }
  });

  it('allows 50 failures per address in 15 minutes whatever the accounts', async () => {
    const ip = '198.51.100.50';
    const attempts = await Promise.all(Array.from({ length: 50 }, () => login(`ghost-${randomUUID().slice(0, 8)}`, 'wrong-password', ip)));
    expect(attempts.map((response) => response.status)).toEqual(Array(50).fill(401));
    const limited = await login('frontdesk', demoPassword, ip);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: string }).error).toMatch(/^Too many failed sign-ins\. Try again in \d+ minutes\./);
  });
});

describe('sign-in limits without a trusted proxy (TRUST_PROXY unset)', () => {
  let direct: TestSystem;
  beforeAll(async () => {
    direct = await startTestSystem();
  });
  afterAll(() => direct.stop());

  it('ignores X-Forwarded-For, so forged addresses do not get a guesser more tries', async () => {
    const user = await createTestUser(direct);
    const forged = (n: number) =>
      fetch(`${direct.baseUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${n}` },
        body: JSON.stringify({ identifier: user.username, password: 'wrong-password' }),
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await forged(attempt)).status).toBe(401);
    expect((await forged(99)).status).toBe(429);
  });
});

describe('sign-in history', () => {
  const logout = (token: string) =>
    fetch(`${system.baseUrl}/api/auth/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': '203.0.113.44' },
    });
  const rawRows = async (ids: string[]) =>
    (
      await sql<{ row: string }>`select (data || metadata)::text as row from events where event_id::text in (${sql.join(ids)})`.execute(
        system.database.db,
      )
    ).rows.map((row) => row.row);
  const unknownNamesEvents = async (since: Date) => {
    // The day's stream of unknown names; two when the test runs across midnight (UTC).
    const streams = [...new Set([unknownSignInStream(since), unknownSignInStream(new Date())])];
    return (await Promise.all(streams.map((stream) => system.store.readStream(stream)))).flat();
  };

  it('records sign-ins, failed sign-ins and sign-outs: who, when, from where, never the password', async () => {
    const user = await createTestUser(system);
    const since = new Date();
    expect((await login(` ${user.username.toUpperCase()} `, 'a-mistyped-secret', '203.0.113.40')).status).toBe(401);
    const right = await login(user.email, user.password, '203.0.113.41');
    expect(right.status).toBe(200);
    const { token } = loginReplySchema.parse(await right.json());
    const ghost = `ghost-${randomUUID().slice(0, 8)}`;
    expect((await login(ghost, 'a-guessed-secret', '203.0.113.42')).status).toBe(401);
    expect((await logout(token)).status).toBe(204);

    // The first is createTestUser's own sign-in.
    const events = (await system.store.readStream(signInStream(user.id))).slice(1);
    expect(events.map((event) => [event.type, event.data])).toEqual([
      ['SignInFailed', { username: user.username.toUpperCase(), userId: user.id, reason: 'wrong-password' }],
      ['SignedIn', { userId: user.id, method: 'password' }],
      ['SignedOut', { userId: user.id }],
    ]);
    // Nobody proved who they are on a failure; the account named is in the data.
    expect(events.map((event) => [event.metadata.userId, event.metadata.ip, event.metadata.source])).toEqual([
      [null, '203.0.113.40', 'api'],
      [user.id, '203.0.113.41', 'api'],
      [user.id, '203.0.113.44', 'api'],
    ]);
    for (const event of events) {
      expect(event.metadata.correlationId).toEqual(expect.any(String));
      expect(new Date(event.metadata.occurredAt).getTime()).toBeGreaterThanOrEqual(since.getTime() - 1000);
      expect(new Date(event.metadata.occurredAt).getTime()).toBeLessThanOrEqual(Date.now());
    }

    const unknown = (await unknownNamesEvents(since)).filter((event) => event.data.username === ghost);
    expect(unknown.map((event) => [event.type, event.data, event.metadata.userId, event.metadata.ip])).toEqual([
      ['SignInFailed', { username: ghost, reason: 'unknown-user' }, null, '203.0.113.42'],
    ]);

    // As stored: no password anywhere, and the name typed for an account is sealed with that user's key.
    const stored = await rawRows([...events, ...unknown].map((event) => event.id));
    expect(stored).toHaveLength(4);
    for (const row of stored) {
      expect(row).not.toContain('a-mistyped-secret');
      expect(row).not.toContain(user.password);
      expect(row).not.toContain('a-guessed-secret');
      expect(row.toLowerCase()).not.toContain(user.username.toLowerCase());
    }
  });

  it('records a deactivated account refused, the first attempt over a limit once, and a long name cut', async () => {
    const user = await createTestUser(system);
    const context = { userId: null, source: 'api' as const };
    await setUserActive({ store: system.store }, user.id, false, context);
    await waitForReadModels(system);
    expect((await login(user.username, user.password, '203.0.113.50')).status).toBe(403);
    await setUserActive({ store: system.store }, user.id, true, context);
    await waitForReadModels(system);
    const ip = '203.0.113.51';
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(user.username, 'wrong-password', ip)).status).toBe(401);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await login(user.username, user.password, ip)).status).toBe(429);
    const reasons = (await system.store.readStream(signInStream(user.id))).slice(1).map((event) => event.data.reason);
    expect(reasons).toEqual(['inactive', ...Array(5).fill('wrong-password'), 'rate-limited']);

    const since = new Date();
    const long = `${'é'.repeat(130)}-${randomUUID()}`;
    expect((await login(long, 'whatever', '203.0.113.52')).status).toBe(401);
    const cut = (await unknownNamesEvents(since)).filter((event) => event.data.username === 'é'.repeat(120));
    expect(cut).toHaveLength(1);
  });

  it('answers 503 and opens no session when the sign-in cannot be recorded', async () => {
    const user = await createTestUser(system);
    const append = vi.spyOn(system.store, 'appendToStream').mockRejectedValueOnce(new Error('event store unavailable'));
    try {
      const refused = await login(user.username, user.password, '203.0.113.60');
      expect(refused.status).toBe(503);
      expect(await refused.json()).toEqual({ error: 'Signing in is not possible right now; try again in a moment' });
      expect(append).toHaveBeenCalledWith(signInStream(user.id), expect.anything(), { expectedRevision: 'any' });
    } finally {
      append.mockRestore();
    }
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from auth_sessions where user_id = ${user.id}`.execute(
      system.database.db,
    );
    // createTestUser's own session only.
    expect(rows[0]?.n).toBe(1);
    expect((await login(user.username, user.password, '203.0.113.60')).status).toBe(200);
  });
});
