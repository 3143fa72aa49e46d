import { randomUUID } from 'node:crypto';
import { createEventStore } from '@chairside/platform/event-store/create-event-store';
import { loadConfig, requireSetting } from '@chairside/platform/config';
import { createDb } from '@chairside/platform/database';
import { createLogger } from '@chairside/platform/logger';
import { createRedis } from '@chairside/platform/redis';
import { startChangeFeedPublisher } from './change-feed/change-feed-publisher';
import { createProjectionPool } from './engine/projection-pool';
import { superviseProjections } from './engine/projection-supervisor';
import { projections } from './registry';
import { removeRunner, reportHeartbeat } from './runner-heartbeat';

const config = loadConfig();
const logger = createLogger('projections', config.LOG_LEVEL);
// A fixed pool: the runners share one lock session and take turns folding (see projection-pool.ts).
const pool = createProjectionPool(requireSetting(config, 'DATABASE_URL'), {
  onConnectionError: (error) => logger.warn({ err: error }, 'database connection lost; it is replaced on next use'),
});
const db = createDb<unknown>(pool);
const store = await createEventStore(config, db, pool);
const redis = createRedis(requireSetting(config, 'REDIS_URL'));
redis.on('error', (error) => logger.warn({ err: error }, 'redis connection problem'));
const runnerId = `${process.pid}-${randomUUID().slice(0, 8)}`;

async function beat() {
  try {
    await reportHeartbeat(db, runnerId);
  } catch (error) {
    logger.warn({ err: error }, 'could not report the runner heartbeat');
  }
}

await beat();
const heartbeat = setInterval(() => void beat(), 5000);
const supervisor = await superviseProjections({ db, pool, store, projections, runnerId, logger });
const feed = startChangeFeedPublisher({ db, pool, redis, redisPrefix: config.REDIS_PREFIX, logger });
logger.info({ runnerId, projections: projections.map((projection) => projection.name) }, 'projections runner started');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  clearInterval(heartbeat);
  logger.info({ signal }, 'projections runner stopping');
  await Promise.allSettled([supervisor.stop(), feed.stop()]);
  await removeRunner(db, runnerId).catch(() => undefined);
  await Promise.allSettled([store.close(), redis.quit()]);
  await db.destroy();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
