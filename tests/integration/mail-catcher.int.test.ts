import { randomUUID } from 'node:crypto';
import type { Worker } from 'bullmq';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalSmsProvider } from '@chairside/platform/messaging/local-sms-provider';
import { createOutbox, type ClosableOutbox } from '@chairside/platform/messaging/outbox';
import { startSmtpCatcher, type CaughtEmail } from '@chairside/platform/messaging/smtp-catcher';
import { createSmtpEmailSender } from '@chairside/platform/messaging/smtp-email-sender';
import { createTestDatabase, testRedisUrl, type TestDatabase } from '@chairside/backend/testing/test-database';
import { readSms, testMailInboxUrl, testSmtpUrl, waitForEmail, waitForSms } from '@chairside/platform/testing/test-mail';
import { outboxWorkerLock, startOutboxWorker } from '@chairside/workers/outbox/outbox-worker';
import { freePort } from '../../scripts/lib/free-port.mjs';

const logger = pino({ level: 'silent' });
const from = 'Chairside <no-reply@chairside.test>';
const uniqueAddress = () => `mail-${randomUUID().slice(0, 8)}@chairside.test`;
const uniquePhone = () => `+1312555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;

type Pipeline = { outbox: ClosableOutbox; worker: Worker; stop(): Promise<void> };

// The production path: outbox → BullMQ in Redis → outbox worker → SMTP adapter / local SMS provider.
function startPipeline(database: TestDatabase, smtpUrl: string, backoffMs = 300): Pipeline {
  const prefix = `test-${randomUUID().slice(0, 8)}`;
  const outbox = createOutbox({ connection: testRedisUrl(), prefix, backoffMs });
  const email = createSmtpEmailSender({ url: smtpUrl, from });
  const worker = startOutboxWorker({ connection: testRedisUrl(), prefix, email, sms: createLocalSmsProvider(database.db), logger });
  return {
    outbox,
    worker,
    async stop() {
      await Promise.all([worker.close(), outbox.close()]);
      email.close();
    },
  };
}

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('outbox → SMTP catcher', () => {
  it('delivers an e-mail over real SMTP with its subject, text, HTML and sender', async () => {
    const pipeline = startPipeline(database, testSmtpUrl());
    try {
      const to = uniqueAddress();
      await pipeline.outbox.email({
        to,
        subject: 'Reset your password',
        text: 'Open http://localhost/reset?token=abc',
        html: '<p>Open <a href="http://localhost/reset?token=abc">this link</a></p>',
        category: 'password-reset',
      });
      const message = await waitForEmail(testMailInboxUrl(), { to: to.toUpperCase(), subject: 'Reset your password' });
      expect(message).toMatchObject({ from, to: [to], subject: 'Reset your password' });
      expect(message.text.trim()).toBe('Open http://localhost/reset?token=abc');
      expect(message.html).toContain('<a href="http://localhost/reset?token=abc">this link</a>');
      const byId = await fetch(`${testMailInboxUrl()}/messages/${message.id}`);
      expect(((await byId.json()) as CaughtEmail).subject).toBe('Reset your password');
      const others = (await (
        await fetch(`${testMailInboxUrl()}/messages?to=${encodeURIComponent(uniqueAddress())}`)
      ).json()) as CaughtEmail[];
      expect(others).toEqual([]);
    } finally {
      await pipeline.stop();
    }
  });

  it('queues a keyed e-mail once however often it is queued, and sends it with a Message-ID derived from its key', async () => {
    const pipeline = startPipeline(database, testSmtpUrl());
    try {
      const to = uniqueAddress();
      const key = `receipt.${randomUUID()}`;
      const message = { to, subject: 'Your receipt', text: 'Thank you', category: 'receipt', key };
      // A payment retried after it was taken runs its receipt step again.
      await Promise.all([pipeline.outbox.email(message), pipeline.outbox.email(message)]);
      await pipeline.outbox.email(message);
      const caught = await waitForEmail(testMailInboxUrl(), { to });
      expect(caught.messageId).toBe(`outbox.email.${key}@chairside.local`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const counts = (await (await fetch(`${testMailInboxUrl()}/message-ids`)).json()) as Record<string, number>;
      expect(counts[caught.messageId as string]).toBe(1);
      const all = (await (await fetch(`${testMailInboxUrl()}/messages?to=${encodeURIComponent(to)}`)).json()) as CaughtEmail[];
      expect(all).toHaveLength(1);
    } finally {
      await pipeline.stop();
    }
  });

  it('records an SMS with the local provider', async () => {
    const pipeline = startPipeline(database, testSmtpUrl());
    try {
      const to = uniquePhone();
      await pipeline.outbox.sms({ to, body: 'Your Chairside code is 123456', category: 'password-reset' });
      const sms = await waitForSms(database.db, to);
      expect(sms).toMatchObject({ to, body: 'Your Chairside code is 123456', category: 'password-reset', key: null, attempts: 1 });
      expect(await readSms(database.db, to)).toHaveLength(1);
    } finally {
      await pipeline.stop();
    }
  });

  it('queues a keyed SMS once however often it is queued, and the provider records it under its key', async () => {
    const pipeline = startPipeline(database, testSmtpUrl());
    try {
      const to = uniquePhone();
      const key = `password-reset-sms.${randomUUID()}`;
      const message = { to, body: 'Your Chairside code is 654321', category: 'password-reset', key };
      // A recovery request tried again after PostgreSQL came back queues the same text again.
      await Promise.all([pipeline.outbox.sms(message), pipeline.outbox.sms(message)]);
      await pipeline.outbox.sms(message);
      const sms = await waitForSms(database.db, to);
      expect(sms).toMatchObject({ to, body: message.body, key: `sms.${key}`, attempts: 1 });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await readSms(database.db, to)).toHaveLength(1);
    } finally {
      await pipeline.stop();
    }
  });

  it('sends one text per idempotency key, as a provider honouring the key does, and counts each attempt', async () => {
    const provider = createLocalSmsProvider(database.db);
    const to = uniquePhone();
    const idempotencyKey = `sms.password-reset-sms.${randomUUID()}`;
    const message = { to, body: 'Your Chairside code is 111222', category: 'password-reset', idempotencyKey };
    // A worker killed after the provider took the text, before its job was marked done: the next one sends again.
    await provider.send(message);
    await Promise.all([provider.send(message), provider.send(message)]);
    expect(await readSms(database.db, to)).toEqual([expect.objectContaining({ key: idempotencyKey, attempts: 3 })]);
    // Without a key every call is a text of its own.
    await provider.send({ to, body: 'Unkeyed', category: 'test' });
    await provider.send({ to, body: 'Unkeyed', category: 'test' });
    expect((await readSms(database.db, to)).map((sms) => [sms.body, sms.key, sms.attempts])).toEqual([
      [message.body, idempotencyKey, 3],
      ['Unkeyed', null, 1],
      ['Unkeyed', null, 1],
    ]);
  });

  it('sends a text again within seconds when its worker died mid-send, and the provider drops the copy', async () => {
    const prefix = `test-${randomUUID().slice(0, 8)}`;
    const outbox = createOutbox({ connection: testRedisUrl(), prefix, backoffMs: 300 });
    const local = createLocalSmsProvider(database.db);
    const email = createSmtpEmailSender({ url: testSmtpUrl(), from });
    // The provider takes the text, then the process dies before the job is marked done.
    const dying = startOutboxWorker({
      connection: testRedisUrl(),
      prefix,
      email,
      sms: { send: (message) => local.send(message).then(() => new Promise<void>(() => undefined)) },
      logger,
    });
    let next: Worker | undefined;
    try {
      const to = uniquePhone();
      const key = `password-reset-sms.${randomUUID()}`;
      await outbox.sms({ to, body: 'Your Chairside code is 246810', category: 'password-reset', key });
      await waitForSms(database.db, to);
      await dying.close(true);
      const diedAt = Date.now();
      next = startOutboxWorker({ connection: testRedisUrl(), prefix, email, sms: local, logger });
      for (;;) {
        const [sms] = await readSms(database.db, to);
        if (sms && sms.attempts > 1) break;
        if (Date.now() - diedAt > 20_000) throw new Error('the text was not sent again within 20 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // The lock lapses, then the next check for stalled jobs runs: seconds, not BullMQ's half a minute or more.
      expect(Date.now() - diedAt).toBeLessThan(outboxWorkerLock.lockDurationMs + 2 * outboxWorkerLock.stalledIntervalMs + 2000);
      expect(await readSms(database.db, to)).toEqual([expect.objectContaining({ key: `sms.${key}`, attempts: 2 })]);
    } finally {
      await Promise.all([next?.close(), outbox.close()]);
      email.close();
    }
  }, 40_000);

  it('refuses a malformed message before it is queued', async () => {
    const pipeline = startPipeline(database, testSmtpUrl());
    try {
      await expect(pipeline.outbox.email({ to: 'not an address', subject: 'x', text: 'x', category: 'test' })).rejects.toThrow();
      await expect(pipeline.outbox.sms({ to: 'call me', body: 'x', category: 'test' })).rejects.toThrow();
    } finally {
      await pipeline.stop();
    }
  });

  it('keeps an e-mail queued while the SMTP server is unreachable and delivers it once the server is back', async () => {
    const smtpPort = await freePort();
    const pipeline = startPipeline(database, `smtp://127.0.0.1:${smtpPort}`);
    let catcher: Awaited<ReturnType<typeof startSmtpCatcher>> | undefined;
    try {
      const firstFailure = new Promise<{ attemptsMade: number; error: Error }>((resolve) =>
        pipeline.worker.once('failed', (job, error) => resolve({ attemptsMade: job?.attemptsMade ?? 0, error })),
      );
      const to = uniqueAddress();
      await pipeline.outbox.email({ to, subject: 'Sent while the server was down', text: 'Still arrives.', category: 'test' });
      const failure = await firstFailure;
      expect(failure.attemptsMade).toBe(1);
      expect(failure.error.message).toMatch(/ECONNREFUSED/);

      catcher = await startSmtpCatcher({ smtpPort });
      const message = await waitForEmail(catcher.inboxUrl, { to, timeoutMs: 60_000 });
      expect(message.subject).toBe('Sent while the server was down');

      const cleared = await fetch(`${catcher.inboxUrl}/messages`, { method: 'DELETE' });
      expect(cleared.status).toBe(204);
      expect(await (await fetch(`${catcher.inboxUrl}/messages`)).json()).toEqual([]);
    } finally {
      await pipeline.stop();
      await catcher?.close();
    }
  }, 90_000);
});

describe('SMTP catcher inbox page', () => {
  it('escapes every field and keeps the e-mail HTML in a sandboxed frame without scripts', async () => {
    const pipeline = startPipeline(database, testSmtpUrl());
    try {
      const to = uniqueAddress();
      const subject = `<script>alert("subject")</script> ${randomUUID()}`;
      await pipeline.outbox.email({
        to,
        subject,
        text: '<img src=x onerror=alert(1)>',
        html: '<p title="q">Hi</p><script>alert("html")</script>',
        category: 'test',
      });
      await waitForEmail(testMailInboxUrl(), { to, subject });

      const page = await fetch(`${testMailInboxUrl()}/`);
      expect(page.headers.get('content-type')).toContain('text/html');
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
      const html = await page.text();
      expect(html).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(html).toContain(
        'sandbox="" srcdoc="&lt;p title=&quot;q&quot;&gt;Hi&lt;/p&gt;&lt;script&gt;alert(&quot;html&quot;)&lt;/script&gt;',
      );
      expect(html).not.toMatch(/<script|<img/i);
    } finally {
      await pipeline.stop();
    }
  });
});
