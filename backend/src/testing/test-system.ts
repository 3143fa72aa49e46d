import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { startChangeFeedPublisher } from '@chairside/projections/change-feed/change-feed-publisher';
import { superviseProjections } from '@chairside/projections/engine/projection-supervisor';
import { projections } from '@chairside/projections/registry';
import type { EventStore } from '../event-store/event-store';
import { createPostgresEventStore } from '../event-store/postgres-event-store';
import { createRedis } from '../platform/redis';
import { createBackend, type Backend } from '../server';
import { createTestDatabase, testRedisUrl, type TestDatabase } from './test-database';

export type TestSystem = { database: TestDatabase; store: EventStore; backend: Backend; baseUrl: string; redisPrefix: string; stop(): Promise<void> };

// The whole system in one process, on a database of its own: backend, projections and change feed.
export async function startTestSystem(options: { seed?: (store: EventStore) => Promise<unknown> } = {}): Promise<TestSystem> {
  const logger = pino({ level: 'silent' });
  const database = await createTestDatabase();
  const store = createPostgresEventStore(database.db, database.pool);
  await options.seed?.(store);
  const redis = createRedis(testRedisUrl());
  const redisPrefix = `test-${randomUUID().slice(0, 8)}`;
  const supervisor = await superviseProjections({ db: database.db, pool: database.pool, store, projections, runnerId: 'test', logger, pollMs: 200, lockRetryMs: 200 });
  const feed = startChangeFeedPublisher({ db: database.db, pool: database.pool, redis, redisPrefix, logger });
  const backend = createBackend({ db: database.db, pool: database.pool, store, redis, redisPrefix, logger, version: 'test', frontendDist: null });
  await new Promise<void>((resolve) => backend.server.listen(0, '127.0.0.1', resolve));
  return {
    database,
    store,
    backend,
    baseUrl: backend.url(),
    redisPrefix,
    async stop() {
      backend.server.close();
      await backend.close();
      await Promise.all([supervisor.stop(), feed.stop()]);
      await store.close();
      redis.disconnect();
      await database.drop();
    },
  };
}
