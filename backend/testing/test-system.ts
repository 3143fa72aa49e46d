import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { pino } from 'pino';
import { startChangeFeedPublisher } from '@chairside/projections/change-feed/change-feed-publisher';
import { superviseProjections } from '@chairside/projections/engine/projection-supervisor';
import { projections } from '@chairside/projections/registry';
import { startHoldExpiryWorker } from '@chairside/workers/holds/hold-expiry-worker';
import { lapsedHoldsFinder } from '@chairside/workers/holds/lapsed-holds';
import { startOutboxWorker } from '@chairside/workers/outbox/outbox-worker';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createHoldExpiryScheduler, type ClosableHoldExpiryScheduler } from '@chairside/platform/messaging/hold-expiry-jobs';
import { createLocalSmsProvider } from '@chairside/platform/messaging/local-sms-provider';
import { createOutbox, type ClosableOutbox } from '@chairside/platform/messaging/outbox';
import { createSmtpEmailSender } from '@chairside/platform/messaging/smtp-email-sender';
import { createRedis } from '@chairside/platform/redis';
import { createBackend, type Backend } from '../src/server';
import { createTestDatabase, testRedisUrl, type TestDatabase } from './test-database';
import { testMailInboxUrl, testSmtpUrl } from '@chairside/platform/testing/test-mail';

export type TestSystem = {
  database: TestDatabase;
  store: EventStore;
  backend: Backend;
  // Also the publicUrl in links the system e-mails, so it tells this system's messages from others'.
  baseUrl: string;
  redisPrefix: string;
  outbox: ClosableOutbox;
  // Schedules a placed hold's HoldExpired; the system's hold-expiry worker runs it (and sweeps lapsed holds).
  holdExpiry: ClosableHoldExpiryScheduler;
  // The run's SMTP catcher: read e-mail with waitForEmail(mailInboxUrl, { to, contains: baseUrl }).
  mailInboxUrl: string;
  stop(): Promise<void>;
};

// Loopback port picked before the backend exists, because its links need the URL when it is created.
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

// The whole system in one process, on a database of its own: backend, projections, change feed, and the
// outbox with its worker delivering e-mail over real SMTP to the run's catcher and SMS to the local provider,
// and the hold-expiry worker turning lapsed holds into HoldExpired (its sweep every `holdSweep.everyMs`, for
// holds lapsed more than `holdSweep.graceMs` ago whose job never came).
export async function startTestSystem(
  options: { seed?: (store: EventStore) => Promise<unknown>; trustProxy?: string; holdSweep?: { everyMs: number; graceMs: number } } = {},
): Promise<TestSystem> {
  const logger = pino({ level: 'silent' });
  const database = await createTestDatabase();
  const store = createPostgresEventStore(database.db, database.pool);
  await options.seed?.(store);
  const redis = createRedis(testRedisUrl());
  const redisPrefix = `test-${randomUUID().slice(0, 8)}`;
  const supervisor = await superviseProjections({
    db: database.db,
    pool: database.pool,
    store,
    projections,
    runnerId: 'test',
    logger,
    pollMs: 200,
    lockRetryMs: 200,
  });
  const feed = startChangeFeedPublisher({ db: database.db, pool: database.pool, redis, redisPrefix, logger });
  const outbox = createOutbox({ connection: testRedisUrl(), prefix: redisPrefix, backoffMs: 200 });
  const email = createSmtpEmailSender({ url: testSmtpUrl(), from: 'Chairside <no-reply@chairside.test>' });
  const outboxWorker = startOutboxWorker({
    connection: testRedisUrl(),
    prefix: redisPrefix,
    email,
    sms: createLocalSmsProvider(database.db),
    logger,
  });
  const holdExpiry = createHoldExpiryScheduler({ connection: testRedisUrl(), prefix: redisPrefix });
  const holdSweep = options.holdSweep ?? { everyMs: 1000, graceMs: 5000 };
  const holdExpiryWorker = await startHoldExpiryWorker({
    connection: testRedisUrl(),
    prefix: redisPrefix,
    store,
    logger,
    findLapsedHolds: lapsedHoldsFinder(database.pool),
    sweepEveryMs: holdSweep.everyMs,
    sweepGraceMs: holdSweep.graceMs,
  });
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const backend = createBackend({
    db: database.db,
    pool: database.pool,
    store,
    redis,
    redisPrefix,
    logger,
    version: 'test',
    frontendDist: null,
    outbox,
    holdExpiry,
    publicUrl,
    trustProxy: options.trustProxy,
  });
  await new Promise<void>((resolve, reject) => {
    backend.server.once('error', reject);
    backend.server.listen(port, '127.0.0.1', resolve);
  });
  return {
    database,
    store,
    backend,
    baseUrl: backend.url(),
    redisPrefix,
    outbox,
    holdExpiry,
    mailInboxUrl: testMailInboxUrl(),
    async stop() {
      backend.server.close();
      await backend.close();
      await Promise.all([
        supervisor.stop(),
        feed.stop(),
        outboxWorker.close(),
        outbox.close(),
        holdExpiryWorker.close(),
        holdExpiry.close(),
      ]);
      email.close();
      await store.close();
      redis.disconnect();
      await database.drop();
    },
  };
}
