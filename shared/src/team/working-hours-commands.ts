import type { WeeklyScheduleDay, TimeOffReason, TimeRange } from './working-hours-dto';

// Commands on a staff member's working-hours stream (`roster-<staffId>`), built by the server from validated
// requests (working-hours-dto.ts).

export type WeeklyScheduleData = {
  locationId: string;
  effectiveFrom: string;
  effectiveUntil: string | null;
  days: WeeklyScheduleDay[];
};

// `locationNames` only words refusals ("overlaps the Uptown schedule"); the decider stays free of I/O.
export type AddWeeklySchedule = {
  type: 'AddWeeklySchedule';
  scheduleId: string;
  locationNames?: Readonly<Record<string, string>>;
} & WeeklyScheduleData;

export type ChangeWeeklySchedule = {
  type: 'ChangeWeeklySchedule';
  scheduleId: string;
  locationNames?: Readonly<Record<string, string>>;
} & WeeklyScheduleData;

export type RemoveWeeklySchedule = { type: 'RemoveWeeklySchedule'; scheduleId: string };

export type SetScheduleException = { type: 'SetScheduleException'; date: string; locationId: string; hours: TimeRange[]; note: string };

export type ClearScheduleException = { type: 'ClearScheduleException'; date: string };

export type TimeOffData = { timeOffId: string; from: string; until: string; reason: TimeOffReason; note: string };

// A staff member asking for time off for themself: it waits for a manager.
export type RequestTimeOff = { type: 'RequestTimeOff'; requestedBy: string } & TimeOffData;

// A manager (edit_schedules) entering time off: approved at once.
export type RecordTimeOff = { type: 'RecordTimeOff'; recordedBy: string } & TimeOffData;

export type ApproveTimeOff = { type: 'ApproveTimeOff'; timeOffId: string; approvedBy: string };

export type DeclineTimeOff = { type: 'DeclineTimeOff'; timeOffId: string; declinedBy: string };

// `byManager`: the caller holds edit_schedules, the only one who may cancel approved time off.
export type CancelTimeOff = { type: 'CancelTimeOff'; timeOffId: string; cancelledBy: string; byManager: boolean };

export type WorkingHoursCommand =
  | AddWeeklySchedule
  | ChangeWeeklySchedule
  | RemoveWeeklySchedule
  | SetScheduleException
  | ClearScheduleException
  | RequestTimeOff
  | RecordTimeOff
  | ApproveTimeOff
  | DeclineTimeOff
  | CancelTimeOff;
