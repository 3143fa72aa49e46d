import { loadConfig, requireSetting } from '@chairside/backend/platform/config';
import { createLogger } from '@chairside/backend/platform/logger';
import { createRedis } from '@chairside/backend/platform/redis';
import { scheduleHeartbeat, startSystemWorker, workersHeartbeatKey } from './system-queue';

const config = loadConfig();
const logger = createLogger('workers', config.LOG_LEVEL);
const redis = createRedis(requireSetting(config, 'REDIS_URL'));
redis.on('error', (error) => logger.warn({ err: error }, 'redis connection problem'));

const queue = await scheduleHeartbeat(redis, 5000, config.REDIS_PREFIX);
const worker = startSystemWorker(
  redis,
  async (at) => {
    await redis.set(`${config.REDIS_PREFIX}:${workersHeartbeatKey}`, at, 'EX', 30);
  },
  config.REDIS_PREFIX,
);
worker.on('failed', (job, error) => logger.error({ err: error, job: job?.name }, 'job failed'));
logger.info('workers started');

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'workers stopping');
  await Promise.allSettled([worker.close(), queue.close()]);
  await redis.quit().catch(() => undefined);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
