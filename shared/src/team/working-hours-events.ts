import type { TimeRange } from './working-hours-dto';
import type { TimeOffData, WeeklyScheduleData } from './working-hours-commands';

// Event type names are a permanent contract: change a shape by adding a new version, never by editing history.
// Working-hours streams are `roster-<staffId>` (once `staff-schedule-<staffId>`, see stream-names.ts). Dates are yyyy-MM-dd and times HH:mm, wall clock in the
// business zone; time off runs from `from` to `until` (exclusive), both yyyy-MM-ddTHH:mm.

export type WeeklyScheduleAdded = { type: 'WeeklyScheduleAdded'; data: { scheduleId: string } & WeeklyScheduleData };

export type WeeklyScheduleChanged = { type: 'WeeklyScheduleChanged'; data: { scheduleId: string } & WeeklyScheduleData };

export type WeeklyScheduleRemoved = { type: 'WeeklyScheduleRemoved'; data: { scheduleId: string } };

// On `date` the weekly pattern is replaced by these hours at this location; no hours is a day off.
export type ScheduleExceptionSet = {
  type: 'ScheduleExceptionSet';
  data: { date: string; locationId: string; hours: TimeRange[]; note: string };
};

export type ScheduleExceptionCleared = { type: 'ScheduleExceptionCleared'; data: { date: string } };

export type TimeOffRequested = { type: 'TimeOffRequested'; data: TimeOffData & { requestedBy: string } };

// Entered by a manager, so approved from the start.
export type TimeOffRecorded = { type: 'TimeOffRecorded'; data: TimeOffData & { recordedBy: string } };

export type TimeOffApproved = { type: 'TimeOffApproved'; data: { timeOffId: string; approvedBy: string } };

export type TimeOffDeclined = { type: 'TimeOffDeclined'; data: { timeOffId: string; declinedBy: string } };

export type TimeOffCancelled = { type: 'TimeOffCancelled'; data: { timeOffId: string; cancelledBy: string } };

export type WorkingHoursEvent =
  | WeeklyScheduleAdded
  | WeeklyScheduleChanged
  | WeeklyScheduleRemoved
  | ScheduleExceptionSet
  | ScheduleExceptionCleared
  | TimeOffRequested
  | TimeOffRecorded
  | TimeOffApproved
  | TimeOffDeclined
  | TimeOffCancelled;

export const workingHoursEventTypes = [
  'WeeklyScheduleAdded',
  'WeeklyScheduleChanged',
  'WeeklyScheduleRemoved',
  'ScheduleExceptionSet',
  'ScheduleExceptionCleared',
  'TimeOffRequested',
  'TimeOffRecorded',
  'TimeOffApproved',
  'TimeOffDeclined',
  'TimeOffCancelled',
] as const satisfies readonly WorkingHoursEvent['type'][];
