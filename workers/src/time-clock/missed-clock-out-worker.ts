import { Queue, Worker, type ConnectionOptions } from 'bullmq';
import type { Logger } from 'pino';
import { toConnectionOptions } from '@chairside/platform/messaging/outbox';
import { MISSED_CLOCK_OUT_CHECK_EVERY_MS, missedClockOutQueueName } from '@chairside/backend/time-clock/index';

// Flags missed clock-outs: a repeatable job (one schedule per Redis prefix however many workers run) reads
// the open entries and appends ClockOutMissed to each one past its location's closing time plus the grace
// period. A run that fails (the read model being rebuilt) is simply the next run's work.

const schedulerId = 'missed-clock-out-check';

export type MissedClockOutWorkerOptions = {
  connection: ConnectionOptions | string;
  prefix: string;
  // The time clock module's check (missedClockOutFlagger): flags what is due at the given time.
  flagMissed: (now: Date) => Promise<number>;
  logger: Logger;
  everyMs?: number;
  now?: () => Date;
};

export async function startMissedClockOutWorker(options: MissedClockOutWorkerOptions): Promise<{ close(): Promise<void> }> {
  const { logger } = options;
  const now = options.now ?? (() => new Date());
  const connection = toConnectionOptions(options.connection);
  const worker = new Worker(
    missedClockOutQueueName,
    async () => {
      const flagged = await options.flagMissed(now());
      if (flagged > 0) logger.info({ flagged }, 'missed clock-outs flagged');
    },
    { connection, prefix: options.prefix, concurrency: 1 },
  );
  worker.on('failed', (job, error) =>
    logger.warn({ err: error, jobId: job?.id }, 'missed clock-out check failed; the next run tries again'),
  );
  worker.on('error', (error) => logger.warn({ err: error }, 'missed clock-out worker connection problem'));
  const queue = new Queue(missedClockOutQueueName, { connection, prefix: options.prefix });
  queue.on('error', (error) => logger.warn({ err: error }, 'missed clock-out queue connection problem'));
  await queue.upsertJobScheduler(
    schedulerId,
    { every: options.everyMs ?? MISSED_CLOCK_OUT_CHECK_EVERY_MS },
    { name: 'check', opts: { removeOnComplete: 10, removeOnFail: 50 } },
  );
  return {
    async close() {
      await Promise.allSettled([worker.close(), queue.close()]);
    },
  };
}
