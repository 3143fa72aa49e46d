import { z } from 'zod';
import {
  createDelayedJobQueue,
  type ClosableDelayedJobQueue,
  type DelayedJobQueue,
  type QueueConnection,
} from '@chairside/platform/messaging/delayed-jobs';

// Holds lapse by themselves (every booking rule ignores a hold past expiresAt); this queue makes the lapse
// an event: one delayed job per hold, due at expiresAt, that the workers turn into HoldExpired on the hold's
// day stream (expireHold), so every screen drops it at once. The job id is the hold id, so enqueueing
// twice is harmless. The contract belongs to the appointments module: the backend enqueues, the workers run.

export const holdExpiryQueueName = 'hold-expiry';

export const holdExpiryJobSchema = z.object({
  holdId: z.uuid(),
  locationId: z.uuid(),
  // The day stream's local date (yyyy-MM-dd).
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  expiresAt: z.iso.datetime({ offset: true }),
});
export type HoldExpiryJob = z.infer<typeof holdExpiryJobSchema>;

export type HoldExpiryQueue = DelayedJobQueue<HoldExpiryJob>;
export type ClosableHoldExpiryQueue = ClosableDelayedJobQueue<HoldExpiryJob>;

export function createHoldExpiryQueue(options: {
  connection: QueueConnection;
  prefix: string;
  now?: () => number;
}): ClosableHoldExpiryQueue {
  return createDelayedJobQueue({
    ...options,
    queueName: holdExpiryQueueName,
    jobName: 'expire',
    schema: holdExpiryJobSchema,
    jobId: (job) => job.holdId,
    dueAt: (job) => job.expiresAt,
  });
}
