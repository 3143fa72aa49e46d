// Events of a staff member's time clock stream (`timeclock-<staffId>`). A permanent contract: add versions,
// never edit history. `by` is the user who pressed the button (the staff member, or a manager for them);
// times are instants (ISO, UTC).
export type TimeBreak = { start: string; end: string | null };

export type ClockedIn = {
  type: 'ClockedIn';
  data: { staffId: string; entryId: string; locationId: string; at: string; by: string | null };
};
export type BreakStarted = { type: 'BreakStarted'; data: { staffId: string; entryId: string; at: string; by: string | null } };
export type BreakEnded = { type: 'BreakEnded'; data: { staffId: string; entryId: string; at: string; by: string | null } };
export type ClockedOut = { type: 'ClockedOut'; data: { staffId: string; entryId: string; at: string; by: string | null } };
// The entry was still open at its location's closing time plus the grace period: an alert until a
// manager closes it with an edit.
export type ClockOutMissed = { type: 'ClockOutMissed'; data: { staffId: string; entryId: string; dueAt: string } };
// A manager's correction of a whole entry (it is closed afterwards), with the reason kept in the history.
export type TimeEntryEdited = {
  type: 'TimeEntryEdited';
  data: {
    staffId: string;
    entryId: string;
    clockedInAt: string;
    clockedOutAt: string;
    breaks: { start: string; end: string }[];
    reason: string;
    by: string | null;
  };
};

// A manager's entry for someone who forgot to clock in: a whole, closed entry with its reason, kept in the
// entry's history like an edit's.
export type TimeEntryAdded = {
  type: 'TimeEntryAdded';
  data: {
    staffId: string;
    entryId: string;
    locationId: string;
    clockedInAt: string;
    clockedOutAt: string;
    breaks: { start: string; end: string }[];
    reason: string;
    by: string | null;
  };
};

export type TimeClockEvent = ClockedIn | BreakStarted | BreakEnded | ClockedOut | ClockOutMissed | TimeEntryEdited | TimeEntryAdded;
export const timeClockEventTypes = [
  'ClockedIn',
  'BreakStarted',
  'BreakEnded',
  'ClockedOut',
  'ClockOutMissed',
  'TimeEntryEdited',
  'TimeEntryAdded',
] as const;
export const timeClockStream = (staffId: string) => `timeclock-${staffId}`;
