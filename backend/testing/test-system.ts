import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { pino, type Logger } from 'pino';
import { startChangeFeedPublisher } from '@chairside/projections/change-feed/change-feed-publisher';
import { getProjectionStatuses } from '@chairside/projections/engine/projection-status';
import { superviseProjections } from '@chairside/projections/engine/projection-supervisor';
import { projections } from '@chairside/projections/registry';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { sealEventStore } from '@chairside/platform/personal-data/personal-data';
import { createOutbox, type ClosableOutbox } from '@chairside/platform/messaging/outbox';
import { createRedis } from '@chairside/platform/redis';
import { createHoldExpiryQueue, type ClosableHoldExpiryQueue } from '../src/appointments/index';
import { createBackend, type Backend } from '../src/server';
import { createTestDatabase, testRedisUrl, type TestDatabase } from './test-database';
import { testMailInboxUrl } from '@chairside/platform/testing/test-mail';

export type TestSystem = {
  database: TestDatabase;
  store: EventStore;
  backend: Backend;
  // Also the publicUrl in links the system e-mails, so it tells this system's messages from others'.
  baseUrl: string;
  redisPrefix: string;
  outbox: ClosableOutbox;
  // Queues a placed hold's HoldExpired; the hold-expiry worker runs it (and sweeps lapsed holds) when the
  // system was started with workers.
  holdExpiry: ClosableHoldExpiryQueue;
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

// What the workers of a test system are started with (the backend never imports workers: a test that needs
// them, in tests/, passes workers/testing's startTestWorkers as `workers`).
export type TestWorkerEnvironment = {
  redisUrl: string;
  redisPrefix: string;
  store: EventStore;
  database: TestDatabase;
  holdSweep: { everyMs: number; graceMs: number };
};
export type TestWorkers = (environment: TestWorkerEnvironment) => Promise<{ close(): Promise<void> }>;

async function readModelsCaughtUp(database: TestDatabase, store: EventStore, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const statuses = await getProjectionStatuses(database.db, store);
    if (statuses.length === projections.length && statuses.every((status) => status.eventsBehind === 0)) return;
    if (Date.now() > deadline) throw new Error('the read models did not fold the test seed in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

// The whole system in one process, on a database of its own: backend, projections and change feed; the
// outbox and the hold-expiry queue take jobs, and with `workers` their workers run them (e-mail over real
// SMTP to the run's catcher, SMS to the local provider, lapsed holds turned into HoldExpired, the sweep
// every `holdSweep.everyMs` for holds lapsed more than `holdSweep.graceMs` ago whose job never came).
export async function startTestSystem(
  options: {
    seed?: (store: EventStore) => Promise<unknown>;
    trustProxy?: string;
    holdSweep?: { everyMs: number; graceMs: number };
    workers?: TestWorkers;
    // The processes' log (silent unless TEST_LOG_LEVEL is set): a test that reads what is logged passes its own.
    logger?: Logger;
    // METRICS_TOKEN of the backend (a scraper's bearer token for /api/metrics).
    metricsToken?: string;
  } = {},
): Promise<TestSystem> {
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const database = await createTestDatabase();
  // Sealed as in every process (createEventStore): personal fields are ciphertext in the events table.
  const store = sealEventStore(createPostgresEventStore(database.db, database.pool), database.pool);
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
  // A test starts with its seed already in the read models, as a system that has run a while would: a
  // first request must not race the projections' first batch.
  if (options.seed) await readModelsCaughtUp(database, store);
  const feed = startChangeFeedPublisher({ db: database.db, pool: database.pool, redis, redisPrefix, logger });
  const outbox = createOutbox({ connection: testRedisUrl(), prefix: redisPrefix, backoffMs: 200 });
  const holdExpiry = createHoldExpiryQueue({ connection: testRedisUrl(), prefix: redisPrefix });
  const workers = await options.workers?.({
    redisUrl: testRedisUrl(),
    redisPrefix,
    store,
    database,
    holdSweep: options.holdSweep ?? { everyMs: 1000, graceMs: 5000 },
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
    metricsToken: options.metricsToken,
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
      await Promise.all([supervisor.stop(), feed.stop(), workers?.close(), outbox.close(), holdExpiry.close()]);
      await store.close();
      redis.disconnect();
      await database.drop();
    },
  };
}
