// The time clock module's public entry: what the workers use (the missed clock-out job).
export { missedClockOutFlagger, MISSED_CLOCK_OUT_GRACE_MINUTES } from './time-clock-service';
export { MISSED_CLOCK_OUT_CHECK_EVERY_MS, missedClockOutQueueName } from './missed-clock-out-jobs';
