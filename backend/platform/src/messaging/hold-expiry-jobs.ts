import { Queue, type ConnectionOptions } from 'bullmq';
import { z } from 'zod';
import { toConnectionOptions } from './outbox';

// Holds lapse by themselves (every booking rule ignores a hold past expiresAt); this queue makes the lapse
// an event: one delayed job per hold, due at expiresAt, that the workers turn into HoldExpired on the hold's
// day stream, so every screen drops it at once. The job id is the hold id, so scheduling twice is harmless.

export const holdExpiryQueueName = 'hold-expiry';

export const holdExpiryJobSchema = z.object({
  holdId: z.uuid(),
  locationId: z.uuid(),
  // The day stream's local date (yyyy-MM-dd).
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type HoldExpiryJob = z.infer<typeof holdExpiryJobSchema>;

export type HoldExpiryScheduler = { schedule(job: HoldExpiryJob): Promise<void> };
export type ClosableHoldExpiryScheduler = HoldExpiryScheduler & { close(): Promise<void> };

export function createHoldExpiryScheduler(options: {
  connection: ConnectionOptions | string;
  prefix: string;
  now?: () => number;
}): ClosableHoldExpiryScheduler {
  const queue = new Queue(holdExpiryQueueName, { connection: toConnectionOptions(options.connection), prefix: options.prefix });
  const now = options.now ?? Date.now;
  return {
    async schedule(job) {
      const data = holdExpiryJobSchema.parse(job);
      await queue.add('expire', data, {
        jobId: data.holdId,
        delay: Math.max(0, Date.parse(data.expiresAt) - now()),
        attempts: 8,
        backoff: { type: 'exponential', delay: 500 },
        removeOnComplete: { age: 3600, count: 1000 },
        removeOnFail: { age: 7 * 24 * 3600, count: 5000 },
      });
    },
    async close() {
      await queue.close();
    },
  };
}
