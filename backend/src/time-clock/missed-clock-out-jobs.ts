import { MINUTE_MS } from '@chairside/shared/format/durations';

// The missed clock-out check runs as a repeatable job on this queue (workers/src/time-clock): every run
// flags the open entries whose location closed more than the grace period ago. The contract belongs to the
// time clock module; the workers run it.
export const missedClockOutQueueName = 'missed-clock-out';
export const MISSED_CLOCK_OUT_CHECK_EVERY_MS = MINUTE_MS;
