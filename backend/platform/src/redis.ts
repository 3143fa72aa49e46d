import { Redis } from 'ioredis';

export function createRedis(url: string): Redis {
  // BullMQ needs maxRetriesPerRequest null on its connections; the same setting suits ours.
  return new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false });
}
