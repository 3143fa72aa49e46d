import { Queue, type ConnectionOptions } from 'bullmq';
import type { z } from 'zod';
import { toConnectionOptions } from './outbox';

// A queue of delayed jobs, each due at a moment its payload names; a module owns the queue's name and its
// payload's schema (e.g. the appointments module's hold expiry), the platform only the plumbing. The job id
// is the payload's own id, so enqueueing twice is harmless.

export type QueueConnection = ConnectionOptions | string;

export type DelayedJobQueue<Job> = { enqueue(job: Job): Promise<void> };
export type ClosableDelayedJobQueue<Job> = DelayedJobQueue<Job> & { close(): Promise<void> };

export function createDelayedJobQueue<Schema extends z.ZodType>(options: {
  queueName: string;
  jobName: string;
  schema: Schema;
  jobId: (job: z.infer<Schema>) => string;
  dueAt: (job: z.infer<Schema>) => string;
  connection: QueueConnection;
  prefix: string;
  now?: () => number;
}): ClosableDelayedJobQueue<z.infer<Schema>> {
  const queue = new Queue(options.queueName, { connection: toConnectionOptions(options.connection), prefix: options.prefix });
  const now = options.now ?? Date.now;
  return {
    async enqueue(job) {
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
