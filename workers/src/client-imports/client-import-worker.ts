import { UnrecoverableError, Worker, type ConnectionOptions } from 'bullmq';
import type { Logger } from 'pino';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { toConnectionOptions } from '@chairside/platform/messaging/outbox';
import { clientImportJobSchema, clientImportQueueName, runClientImportJob } from '@chairside/backend/client-imports/index';

// Runs CSV imports of clients (the client-imports module's job), one at a time per process: an import is
// long and writes in large batches. The lock is short so that a job whose workers process died is picked
// up again within seconds by the next one to start; it goes on from its last recorded batch.
export const clientImportLock = { lockDurationMs: 6000, stalledIntervalMs: 3000 };

export function startClientImportWorker(options: {
  connection: ConnectionOptions | string;
  prefix: string;
  store: EventStore;
  db: Parameters<typeof runClientImportJob>[0]['db'];
  logger: Logger;
}): { close(): Promise<void> } {
  const { logger } = options;
  const worker = new Worker(
    clientImportQueueName,
    async (job) => {
      const parsed = clientImportJobSchema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`malformed client-import job: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      const outcome = await runClientImportJob(options, parsed.data.importId);
      logger.info({ importId: parsed.data.importId, outcome }, 'client import job done');
    },
    {
      connection: toConnectionOptions(options.connection),
      prefix: options.prefix,
      concurrency: 1,
      lockDuration: clientImportLock.lockDurationMs,
      stalledInterval: clientImportLock.stalledIntervalMs,
      // A job stalls each time its process dies; it is never given up for that.
      maxStalledCount: 1000,
    },
  );
  worker.on('failed', (job, error) => logger.warn({ err: error, jobId: job?.id, attempt: job?.attemptsMade }, 'client-import job failed'));
  worker.on('error', (error) => logger.warn({ err: error }, 'client-import worker connection problem'));
  return { close: () => worker.close() };
}
