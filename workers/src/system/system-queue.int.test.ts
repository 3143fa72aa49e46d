import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedis } from '@chairside/platform/redis';
import { testRedisUrl } from '@chairside/platform/testing/test-database';
import { scheduleHeartbeat, startSystemWorker } from './system-queue';

const redis = createRedis(testRedisUrl());
afterAll(() => redis.quit());

describe('system queue', () => {
  it('runs the scheduled heartbeat job through Redis on a worker, again and again', async () => {
    const prefix = `test-${randomUUID()}`;
    const beats: string[] = [];
    const queue = await scheduleHeartbeat(redis, 200, prefix);
    const worker = startSystemWorker(
      redis,
      async (at) => {
        beats.push(at);
      },
      prefix,
    );
    try {
      await expect.poll(() => beats.length, { timeout: 10_000, interval: 50 }).toBeGreaterThanOrEqual(2);
      expect(new Date(beats[1]!).getTime()).toBeGreaterThan(new Date(beats[0]!).getTime());
      expect(await queue.getJobSchedulersCount()).toBe(1);
    } finally {
      await worker.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  });
});
