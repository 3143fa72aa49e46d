import { DelayedError, Queue, UnrecoverableError, Worker, type ConnectionOptions } from 'bullmq';
import type { Logger } from 'pino';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { toConnectionOptions } from '@chairside/platform/messaging/outbox';
import {
  expireHold,
  holdExpiryJobSchema,
  holdExpiryQueueName,
  type HoldExpiryJob,
  type LapsedHold,
} from '@chairside/backend/appointments/index';

// Turns a hold's lapse into HoldExpired on its day stream, so every screen drops it at once (the booking
// rules already ignore a hold past expiresAt; this is what the screens hear). Two ways in:
// - the delayed job the backend scheduled when the hold was placed (queue 'hold-expiry', job id = hold id);
// - a sweep (a repeatable job) over the holds read model for lapsed holds whose job was lost, e.g. a
//   backend that stopped between the append and the scheduling.
// Both run the appointments module's expireHold (its public service API), a no-op for a hold that was
// booked, released or already expired, so running it twice (job and sweep) is harmless.

export const holdSweepJobName = 'sweep';
const sweepSchedulerId = 'hold-expiry-sweep';

export type { LapsedHold };

export type HoldExpiryWorkerOptions = {
  connection: ConnectionOptions | string;
  prefix: string;
  store: EventStore;
  logger: Logger;
  // Holds whose expiresAt lies before the given time, as the read model lists them.
  findLapsedHolds: (before: Date) => Promise<LapsedHold[]>;
  // How often the sweep runs, and how long after its expiresAt a hold is left to its own job first.
  sweepEveryMs?: number;
  sweepGraceMs?: number;
  now?: () => Date;
};

export type HoldExpiryWorker = { worker: Worker; close(): Promise<void> };

export async function startHoldExpiryWorker(options: HoldExpiryWorkerOptions): Promise<HoldExpiryWorker> {
  const { logger, store } = options;
  const now = options.now ?? (() => new Date());
  const sweepGraceMs = options.sweepGraceMs ?? 10_000;
  const connection = toConnectionOptions(options.connection);

  async function expireJob(
    data: HoldExpiryJob,
    job: { moveToDelayed(timestamp: number, token?: string): Promise<void> },
    token: string | undefined,
  ) {
    const due = Date.parse(data.expiresAt);
    // A job that came early (another process's clock, a rescheduled hold) waits until the hold has lapsed.
    if (due > now().getTime()) {
      await job.moveToDelayed(due + 50, token);
      throw new DelayedError();
    }
    // A refusal ("That hold has not lapsed yet" under a skewed clock) throws, so BullMQ tries again later.
    if (await expireHold(store, data, 'job', now)) logger.info({ holdId: data.holdId }, 'hold expired');
  }

  // Never fails its job: a read that fails (the read model being rebuilt) or a hold that cannot be expired
  // now is tried again by the next sweep.
  async function sweep() {
    let lapsed: LapsedHold[];
    try {
      lapsed = await options.findLapsedHolds(new Date(now().getTime() - sweepGraceMs));
    } catch (error) {
      logger.warn({ err: error }, 'sweep could not read the lapsed holds; the next sweep tries again');
      return;
    }
    for (const hold of lapsed) {
      try {
        if (await expireHold(store, hold, 'sweep', now))
          logger.info({ holdId: hold.holdId }, 'lapsed hold expired by the sweep (its job was lost)');
      } catch (error) {
        logger.warn({ err: error, holdId: hold.holdId }, 'sweep could not expire a lapsed hold; the next sweep tries again');
      }
    }
  }

  const worker = new Worker(
    holdExpiryQueueName,
    async (job, token) => {
      if (job.name === holdSweepJobName) return sweep();
      const parsed = holdExpiryJobSchema.safeParse(job.data);
      if (!parsed.success) throw new UnrecoverableError(`malformed hold-expiry job: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
      return expireJob(parsed.data, job, token);
    },
    { connection, prefix: options.prefix, concurrency: 10 },
  );
  worker.on('failed', (job, error) =>
    logger.warn({ err: error, jobId: job?.id, job: job?.name, attempt: job?.attemptsMade }, 'hold-expiry job failed'),
  );
  worker.on('error', (error) => logger.warn({ err: error }, 'hold-expiry worker connection problem'));

  // The sweep as a repeatable job: one schedule per Redis prefix however many workers run, first run at once.
  const queue = new Queue(holdExpiryQueueName, { connection, prefix: options.prefix });
  queue.on('error', (error) => logger.warn({ err: error }, 'hold-expiry queue connection problem'));
  await queue.upsertJobScheduler(
    sweepSchedulerId,
    { every: options.sweepEveryMs ?? 30_000 },
    { name: holdSweepJobName, opts: { removeOnComplete: 10, removeOnFail: 50 } },
  );

  return {
    worker,
    async close() {
      await Promise.allSettled([worker.close(), queue.close()]);
    },
  };
}
