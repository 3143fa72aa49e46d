import { lapsedHoldsFinder } from '@chairside/backend/appointments/index';
import type { WorkerModule } from '../worker-module';
import { startHoldExpiryWorker } from './hold-expiry-worker';

// Turns lapsed holds into HoldExpired (the appointments module's delayed jobs, and the sweep for lost ones).
export const holdWorkers: WorkerModule = {
  name: 'holds',
  start: ({ redisUrl, prefix, store, pool, logger, holdSweep }) =>
    startHoldExpiryWorker({
      connection: redisUrl,
      prefix,
      store,
      logger,
      findLapsedHolds: lapsedHoldsFinder(pool),
      sweepEveryMs: holdSweep?.everyMs,
      sweepGraceMs: holdSweep?.graceMs,
    }),
};
