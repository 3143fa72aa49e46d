// The appointments module's public entry: the day book's service API and what other modules (booking now;
// POS, memberships and classes next), the live server and the workers may use. Everything else in this
// folder (the decider, its state, the day-book internals) is the module's own.
export {
  bookOnDayInPlan,
  decideOnDay,
  decideOnDayInPlan,
  dayRead,
  loadDay,
  loadDays,
  locateAppointment,
  markAppointmentPaid,
  placeHoldOnDay,
  releaseHoldOnDay,
  type DayRef,
  type LoadedDay,
  type LocatedAppointment,
} from './daybook-api';
export { loadDayFacts, loadLocationFacts, type LocationFacts } from './day-facts';
export { findHoldDay } from './appointment-hold-lookup';
export { localDateOf } from './appointment-text';
export { dayBusy, isHoldActive, type DayBusy } from './daybook-busy';
export { placeItems, type ItemPlan } from './daybook-placement';
export type { DayFacts, DaybookCommand, MoveRequest, StaffDay } from './daybook-commands';
export type { DayAppointment, DaybookState, DayHold } from './daybook-state';
export { cachedFact, watchFactNotices } from './fact-cache';
export { expireHold, lapsedHoldsFinder, type LapsedHold } from './hold-expiry';
export {
  createHoldExpiryQueue,
  holdExpiryJobSchema,
  holdExpiryQueueName,
  type ClosableHoldExpiryQueue,
  type HoldExpiryJob,
  type HoldExpiryQueue,
} from './hold-expiry-jobs';
