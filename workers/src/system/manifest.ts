import { createRedis } from '@chairside/platform/redis';
import type { WorkerModule } from '../worker-module';
import { scheduleHeartbeat, startSystemWorker, workersHeartbeatKey } from './system-queue';

// The heartbeat: a repeating job that proves the path scheduler → Redis → worker is alive, recorded under
// `<prefix>:workers:heartbeat` for half a minute.
export const systemWorkers: WorkerModule = {
  name: 'system',
  async start({ redisUrl, prefix, logger }) {
    const redis = createRedis(redisUrl);
    redis.on('error', (error) => logger.warn({ err: error }, 'redis connection problem'));
    const queue = await scheduleHeartbeat(redis, 5000, prefix);
    const worker = startSystemWorker(
      redis,
      async (at) => {
        await redis.set(`${prefix}:${workersHeartbeatKey}`, at, 'EX', 30);
      },
      prefix,
    );
    worker.on('failed', (job, error) => logger.error({ err: error, job: job?.name }, 'job failed'));
    return {
      async close() {
        await Promise.allSettled([worker.close(), queue.close()]);
        await redis.quit().catch(() => undefined);
      },
    };
  },
};
