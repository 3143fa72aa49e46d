import { missedClockOutFlagger } from '@chairside/backend/time-clock/index';
import type { WorkerModule } from '../worker-module';
import { startMissedClockOutWorker } from './missed-clock-out-worker';

// Flags the time clock's missed clock-outs (the time-clock module's repeatable check).
export const timeClockWorkers: WorkerModule = {
  name: 'time-clock',
  start: ({ redisUrl, prefix, store, pool, logger }) =>
    startMissedClockOutWorker({ connection: redisUrl, prefix, logger, flagMissed: missedClockOutFlagger(store, pool) }),
};
