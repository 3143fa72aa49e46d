import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeRedis, createRedis } from '@chairside/platform/redis';
import { seedDemo } from '@chairside/backend/seed/demo-seed';
import { createBackend } from '@chairside/backend/server';
import { testRedisUrl } from '@chairside/backend/testing/test-database';
import { readSms, waitForEmail, waitForSms } from '@chairside/platform/testing/test-mail';
import { createTestUser, signIn, waitForReadModels, type TestUser } from '@chairside/backend/testing/test-session';
import { startTestSystem, type TestSystem } from '@chairside/backend/testing/test-system';
import { startTestWorkers } from '@chairside/workers/testing/test-workers';
import { userStream } from '@chairside/backend/identity/identity-streams';
import { recoveryMessages, sendResetCode } from '@chairside/backend/identity/password-recovery';
import { createDb } from '@chairside/platform/database';
import type { Outbox } from '@chairside/platform/messaging/outbox-port';
import type { ReadModels } from '@chairside/projections/database';

let system: TestSystem;

beforeAll(async () => {
  // Each test asks from an address of its own, named in X-Forwarded-For by the (trusted) loopback proxy.
  system = await startTestSystem({ seed: seedDemo, trustProxy: 'loopback', workers: startTestWorkers });
  await waitForReadModels(system);
});
afterAll(() => system.stop());

const post = (path: string, body: unknown, ip = '192.0.2.1') =>
  fetch(`${system.baseUrl}/api/auth/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  });
const verify = (token: string) => fetch(`${system.baseUrl}/api/auth/verify`, { headers: { Authorization: `Bearer ${token}` } });
// A valid US number (the exchange starts with 2–9): phone numbers are checked.
const uniquePhone = () => `+1312${2 + Math.floor(Math.random() * 8)}${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;

async function linkToken(user: TestUser): Promise<string> {
  const mail = await waitForEmail(system.mailInboxUrl, {
    to: user.email,
    subject: 'Reset your Chairside password',
    contains: system.baseUrl,
  });
  const match = new RegExp(`${system.baseUrl}/reset-password\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
  if (!match?.[1]) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
}

describe('recovery by e-mail', () => {
  it('e-mails a single-use link valid 60 minutes; the reset signs the user out everywhere', async () => {
    const user = await createTestUser(system);
    const answer = await post('forgot-password', { email: user.email.toUpperCase() });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: recoveryMessages.email });
    const token = await linkToken(user);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const { rows } = await sql<{ minutes: number; channel: string }>`
      select extract(epoch from expires_at - created_at)::int / 60 as minutes, channel from password_resets where user_id = ${user.id}`.execute(
      system.database.db,
    );
    expect(rows).toEqual([{ minutes: 60, channel: 'email' }]);

    const reset = await post('reset-password', { token, password: 'brand-new-password' });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ message: recoveryMessages.reset });
    expect((await verify(user.token)).status).toBe(401);
    await expect(signIn(system.baseUrl, user.username, 'brand-new-password')).resolves.toMatchObject({ user: { id: user.id } });
    const [latest] = await system.store.readStream(userStream(user.id), { direction: 'backwards', maxCount: 1 });
    expect(latest).toMatchObject({ type: 'UserPasswordChanged', data: { reason: 'reset' } });

    const again = await post('reset-password', { token, password: 'another-password' });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'This reset link or code is invalid or has expired' });
  });

  it('answers the same for an unknown address and issues nothing', async () => {
    const count = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from password_resets`.execute(system.database.db)).rows[0]?.n ?? 0;
    const before = await count();
    const answer = await post('forgot-password', { email: `nobody-${randomUUID().slice(0, 8)}@chairside.test` }, '192.0.2.4');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: recoveryMessages.email });
    // A known address asked afterwards gets its link; by then the unknown one would have had its row too.
    const known = await createTestUser(system);
    await post('forgot-password', { email: known.email }, '192.0.2.4');
    await linkToken(known);
    expect(await count()).toBe(before + 1);
  });

  it('refuses an expired link, and only the newest link works', async () => {
    const user = await createTestUser(system);
    await post('forgot-password', { email: user.email }, '192.0.2.2');
    const first = await linkToken(user);
    await sql`update password_resets set expires_at = now() - interval '1 second' where user_id = ${user.id}`.execute(system.database.db);
    expect((await post('reset-password', { token: first, password: 'brand-new-password' })).status).toBe(400);

    await post('forgot-password', { email: user.email }, '192.0.2.2');
    await expect.poll(async () => linkToken(user), { timeout: 20_000 }).not.toBe(first);
    const second = await linkToken(user);
    await post('forgot-password', { email: user.email }, '192.0.2.2');
    await expect.poll(async () => linkToken(user), { timeout: 20_000 }).not.toBe(second);
    const third = await linkToken(user);
    expect((await post('reset-password', { token: second, password: 'brand-new-password' })).status).toBe(400);
    expect((await post('reset-password', { token: third, password: 'brand-new-password' })).status).toBe(200);
  });

  it('escapes the user’s own text in the HTML part', async () => {
    const user = await createTestUser(system);
    const profile = { firstName: '<img src=x onerror=alert(1)>', lastName: 'Smith', email: user.email, phone: null, profilePicture: null };
    const updated = await fetch(`${system.baseUrl}/api/users/${user.id}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.token}` },
      body: JSON.stringify(profile),
    });
    expect(updated.status).toBe(200);
    await post('forgot-password', { email: user.email }, '192.0.2.3');
    const mail = await waitForEmail(system.mailInboxUrl, { to: user.email, contains: system.baseUrl });
    expect(mail.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(mail.html).not.toContain('<img');
    expect(mail.text).toContain('Hello <img src=x onerror=alert(1)>,');
  });

  it('allows 3 requests per address per hour, then 429 with Retry-After', async () => {
    const email = `limited-${randomUUID().slice(0, 8)}@chairside.test`;
    for (let i = 0; i < 3; i += 1) expect((await post('forgot-password', { email }, `192.0.2.${10 + i}`)).status).toBe(200);
    const limited = await post('forgot-password', { email }, '192.0.2.20');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: 'Too many password reset requests. Try again in 60 minutes.' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(59 * 60);
  });

  it('allows 20 requests per network address per hour', async () => {
    const ip = '192.0.2.99';
    for (let i = 0; i < 20; i += 1)
      expect((await post('forgot-password', { email: `any-${i}-${randomUUID().slice(0, 6)}@chairside.test` }, ip)).status).toBe(200);
    expect((await post('forgot-password-sms', { phone: uniquePhone() }, ip)).status).toBe(429);
  });
});

describe('recovery by SMS', () => {
  const codeOf = (body: string) => /\b(\d{6})\b/.exec(body)?.[1] as string;

  it('texts a 6-digit code valid 10 minutes; the code resets the password once', async () => {
    const phone = uniquePhone();
    const user = await createTestUser(system, { phone });
    const answer = await post(
      'forgot-password-sms',
      { phone: `${phone.slice(0, 2)} (${phone.slice(2, 5)}) ${phone.slice(5, 8)}-${phone.slice(8)}` },
      '192.0.2.30',
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: recoveryMessages.sms });
    const sms = await waitForSms(system.database.db, phone);
    expect(sms.category).toBe('password-reset');
    const code = codeOf(sms.body);
    expect(code).toMatch(/^\d{6}$/);
    const { rows } = await sql<{
      id: string;
      minutes: number;
    }>`select id, extract(epoch from expires_at - created_at)::int / 60 as minutes from password_resets where user_id = ${user.id}`.execute(
      system.database.db,
    );
    expect(rows).toEqual([{ id: expect.any(String), minutes: 10 }]);
    // Queued under the code's own key, which reaches the provider as its idempotency key.
    expect(sms.key).toBe(`sms.password-reset-sms.${rows[0]?.id}`);

    expect((await post('reset-password', { phone, code, password: 'texted-new-password' }, '192.0.2.31')).status).toBe(200);
    expect((await verify(user.token)).status).toBe(401);
    await expect(signIn(system.baseUrl, user.username, 'texted-new-password')).resolves.toBeTruthy();
    expect((await post('reset-password', { phone, code, password: 'again-new-password' }, '192.0.2.31')).status).toBe(400);
  });

  it('burns a code after 5 wrong tries', async () => {
    const phone = uniquePhone();
    const user = await createTestUser(system, { phone });
    await post('forgot-password-sms', { phone }, '192.0.2.40');
    const code = codeOf((await waitForSms(system.database.db, phone)).body);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const response = await post('reset-password', { phone, code: wrong, password: 'guessed-password' }, '192.0.2.41');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'This reset link or code is invalid or has expired' });
    }
    expect((await post('reset-password', { phone, code, password: 'guessed-password' }, '192.0.2.41')).status).toBe(400);
    await expect(signIn(system.baseUrl, user.username, user.password)).resolves.toBeTruthy();
  });

  it('waits out a moment without Redis or PostgreSQL after answering: one code, one text, and it works', async () => {
    const phone = uniquePhone();
    const user = await createTestUser(system, { phone });
    let refused = 0;
    // Queueing fails twice as it does while Redis restarts; the first failure comes after the text was queued.
    const outbox: Outbox = {
      email: (message) => system.outbox.email(message),
      async sms(message) {
        if (refused === 0) await system.outbox.sms(message);
        if (refused < 2) {
          refused += 1;
          throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
        }
        await system.outbox.sms(message);
      },
    };
    const deps = { db: system.database.db, readDb: createDb<ReadModels>(system.database.pool), store: system.store, outbox, publicUrl: '' };
    await expect(sendResetCode(deps, phone, { forMs: 10_000, firstDelayMs: 10, maxDelayMs: 50 })).resolves.toBe(true);
    expect(refused).toBe(2);
    const sms = await waitForSms(system.database.db, phone);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await readSms(system.database.db, phone)).toHaveLength(1);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from password_resets where user_id = ${user.id}`.execute(
      system.database.db,
    );
    expect(rows).toEqual([{ n: 1 }]);
    expect((await post('reset-password', { phone, code: codeOf(sms.body), password: 'retried-new-password' }, '192.0.2.61')).status).toBe(
      200,
    );
  });

  it('gives up at once on a failure that waiting cannot fix', async () => {
    const phone = uniquePhone();
    await createTestUser(system, { phone });
    let tries = 0;
    const outbox: Outbox = {
      email: (message) => system.outbox.email(message),
      async sms() {
        tries += 1;
        throw new Error('a bug');
      },
    };
    const deps = { db: system.database.db, readDb: createDb<ReadModels>(system.database.pool), store: system.store, outbox, publicUrl: '' };
    await expect(sendResetCode(deps, phone, { forMs: 10_000, firstDelayMs: 10, maxDelayMs: 50 })).rejects.toThrow('a bug');
    expect(tries).toBe(1);
  });

  it('answers the same for an unknown number and texts nothing', async () => {
    const phone = uniquePhone();
    const answer = await post('forgot-password-sms', { phone }, '192.0.2.50');
    expect(await answer.json()).toEqual({ message: recoveryMessages.sms });
    // A known number sent afterwards arrives; the unknown one never got anything.
    const known = uniquePhone();
    await createTestUser(system, { phone: known });
    await post('forgot-password-sms', { phone: known }, '192.0.2.50');
    await waitForSms(system.database.db, known);
    expect(await readSms(system.database.db, phone)).toEqual([]);
  });
});

describe('without an outbox', () => {
  it('answers 503 and says why', async () => {
    const redis = createRedis(testRedisUrl());
    const backend = createBackend({
      db: system.database.db,
      pool: system.database.pool,
      store: system.store,
      redis,
      redisPrefix: `nobox-${randomUUID().slice(0, 6)}`,
      logger: pino({ level: 'silent' }),
      version: 'test',
      frontendDist: null,
    });
    await new Promise<void>((resolve) => backend.server.listen(0, '127.0.0.1', resolve));
    try {
      for (const [path, body] of [
        ['forgot-password', { email: 'admin@chairside.test' }],
        ['forgot-password-sms', { phone: '+13125550100' }],
        ['reset-password', { token: 'x'.repeat(43), password: 'whatever-password' }],
      ] as const) {
        const response = await fetch(`${backend.url()}/api/auth/${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        expect(response.status).toBe(503);
        expect(await response.json()).toEqual({ error: 'Password recovery is not available: no outbox is configured' });
      }
    } finally {
      backend.server.close();
      await backend.close();
      await closeRedis(redis);
    }
  });
});
