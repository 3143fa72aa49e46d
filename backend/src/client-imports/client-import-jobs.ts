import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';

// The import runs as a job in the workers (workers/src/client-imports/), one job per import, its id the
// import's id, so enqueueing twice is harmless. The contract belongs to this module: the backend enqueues
// when an import starts, the workers run runClientImport. A job that dies with its worker is picked up
// again once its lock lapses, and goes on from the import stream's last recorded batch.
export const clientImportQueueName = 'client-import';
export const clientImportJobSchema = z.object({ importId: z.uuid() });
export type ClientImportJob = z.infer<typeof clientImportJobSchema>;

// Retries for what is not the import's fault (the database restarting); each goes on where the last stopped.
export const clientImportJobSettings = { attempts: 20, backoffMs: 1000 } as const;

export type ClientImportQueue = { enqueue(job: ClientImportJob): Promise<void> };

// On the backend's own Redis connection (shared: the queue never closes it).
export function createClientImportQueue(options: { redis: Redis; prefix: string }): ClientImportQueue {
  let queue: Queue | null = null;
  return {
    async enqueue(job) {
      const data = clientImportJobSchema.parse(job);
      queue ??= new Queue(clientImportQueueName, { connection: options.redis, prefix: options.prefix });
      await queue.add('import', data, {
        jobId: data.importId,
        attempts: clientImportJobSettings.attempts,
        backoff: { type: 'exponential', delay: clientImportJobSettings.backoffMs },
        removeOnComplete: { age: 3600, count: 1000 },
        removeOnFail: { age: 7 * 24 * 3600, count: 1000 },
      });
    },
  };
}
