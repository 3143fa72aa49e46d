import { Queue, type ConnectionOptions } from 'bullmq';
import type { z } from 'zod';
import { toConnectionOptions } from './outbox';

// A queue of delayed jobs, each due at a moment its payload names; a module owns the queue's name and its
// payload's schema (e.g. the appointments module's hold expiry), the platform only the plumbing. The job id
// is the payload's own id, so scheduling twice is harmless.

export type QueueConnection = ConnectionOptions | string;

export type DelayedJobScheduler<Job> = { schedule(job: Job): Promise<void> };
export type ClosableDelayedJobScheduler<Job> = DelayedJobScheduler<Job> & { close(): Promise<void> };

export function createDelayedJobScheduler<Schema extends z.ZodType>(options: {
  queueName: string;
  jobName: string;
  schema: Schema;
  jobId: (job: z.infer<Schema>) => string;
  dueAt: (job: z.infer<Schema>) => string;
  connection: QueueConnection;
  prefix: string;
  now?: () => number;
}): ClosableDelayedJobScheduler<z.infer<Schema>> {
  const queue = new Queue(options.queueName, { connection: toConnectionOptions(options.connection), prefix: options.prefix });
  const now = options.now ?? Date.now;
  return {
    async schedule(job) {
      const data = options.schema.parse(job);
      await queue.add(options.jobName, data, {
        jobId: options.jobId(data),
        delay: Math.max(0, Date.parse(options.dueAt(data)) - now()),
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
