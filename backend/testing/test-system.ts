import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { pino } from 'pino';
import { startChangeFeedPublisher } from '@chairside/projections/change-feed/change-feed-publisher';
import { superviseProjections } from '@chairside/projections/engine/projection-supervisor';
import { projections } from '@chairside/projections/registry';
import { startOutboxWorker } from '@chairside/workers/outbox/outbox-worker';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
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
// outbox with its worker delivering e-mail over real SMTP to the run's catcher and SMS to the local provider.
export async function startTestSystem(options: { seed?: (store: EventStore) => Promise<unknown>; trustProxy?: string } = {}): Promise<TestSystem> {
  const logger = pino({ level: 'silent' });
  const database = await createTestDatabase();
  const store = createPostgresEventStore(database.db, database.pool);
  await options.seed?.(store);
  const redis = createRedis(testRedisUrl());
  const redisPrefix = `test-${randomUUID().slice(0, 8)}`;
  const supervisor = await superviseProjections({ db: database.db, pool: database.pool, store, projections, runnerId: 'test', logger, pollMs: 200, lockRetryMs: 200 });
  const feed = startChangeFeedPublisher({ db: database.db, pool: database.pool, redis, redisPrefix, logger });
  const outbox = createOutbox({ connection: testRedisUrl(), prefix: redisPrefix, backoffMs: 200 });
  const email = createSmtpEmailSender({ url: testSmtpUrl(), from: 'Chairside <no-reply@chairside.test>' });
  const outboxWorker = startOutboxWorker({ connection: testRedisUrl(), prefix: redisPrefix, email, sms: createLocalSmsProvider(database.db), logger });
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const backend = createBackend({ db: database.db, pool: database.pool, store, redis, redisPrefix, logger, version: 'test', frontendDist: null, outbox, publicUrl, trustProxy: options.trustProxy });
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
    mailInboxUrl: testMailInboxUrl(),
    async stop() {
      backend.server.close();
      await backend.close();
      await Promise.all([supervisor.stop(), feed.stop(), outboxWorker.close(), outbox.close()]);
      email.close();
      await store.close();
      redis.disconnect();
      await database.drop();
    },
  };
}
