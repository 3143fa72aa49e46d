import { randomUUID } from 'node:crypto';
import { createEventStore } from '@chairside/platform/event-store/create-event-store';
import { loadConfig, requireSetting } from '@chairside/platform/config';
import { createDb, createPool } from '@chairside/platform/database';
import { createLogger } from '@chairside/platform/logger';
import { createRedis } from '@chairside/platform/redis';
import { startChangeFeedPublisher } from './change-feed/change-feed-publisher';
import { superviseProjections } from './engine/projection-supervisor';
import { projections } from './registry';
import { removeRunner, reportHeartbeat } from './runner-heartbeat';

const config = loadConfig();
const logger = createLogger('projections', config.LOG_LEVEL);
// Each runner holds a lock connection and needs another to fold; the hub and the change feed hold one each.
const pool = createPool(requireSetting(config, 'DATABASE_URL'), Math.max(12, projections.length * 2 + 4));
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
