import { HOUR_MS } from '@chairside/shared/format/durations';
import type { TimeBreak, TimeClockEvent, TimeEntryAdded, TimeEntryEdited } from '@chairside/shared/time-clock/time-clock-events';
import { type Decider, unhandled, unknownEvent } from '../commands/decider';
import { DomainError } from '../commands/domain-error';

type Who = { staffId: string; by: string | null };
export type TimeClockCommand =
  | ({ type: 'ClockIn'; entryId: string; locationId: string } & Who)
  | ({ type: 'StartBreak' } & Who)
  | ({ type: 'EndBreak' } & Who)
  | ({ type: 'ClockOut' } & Who)
  | { type: 'FlagMissedClockOut'; staffId: string; entryId: string; dueAt: string }
  | ({ type: 'EditTimeEntry' } & TimeEntryEdited['data'])
  | ({ type: 'AddTimeEntry' } & TimeEntryAdded['data']);

type OpenEntry = { entryId: string; locationId: string; clockedInAt: string; breaks: TimeBreak[]; missed: boolean };
// The open entry in full; of the closed ones only their span, which an edit must not overlap.
export type TimeClockState = { open: OpenEntry | null; closed: Map<string, { clockedInAt: string; clockedOutAt: string }> };

export const MAX_ENTRY_HOURS = 24;
const onBreak = (entry: OpenEntry) => entry.breaks.some((pause) => pause.end === null);
const withClosed = (state: TimeClockState, entryId: string, span: { clockedInAt: string; clockedOutAt: string }) =>
  new Map(state.closed).set(entryId, span);

// Whether a corrected entry makes sense: in order, within a day, not in the future, its breaks inside it and
// apart, and clear of the person's other entries. Refuses with the sentence a manager reads.
function checkEdit(command: Omit<TimeEntryEdited['data'], 'by'>, state: TimeClockState, now: Date): void {
  const start = Date.parse(command.clockedInAt);
  const end = Date.parse(command.clockedOutAt);
  if (end <= start) throw new DomainError('The clock-out must come after the clock-in', 400);
  if (end - start > MAX_ENTRY_HOURS * HOUR_MS) throw new DomainError(`An entry is at most ${MAX_ENTRY_HOURS} hours long`, 400);
  if (end > now.getTime()) throw new DomainError('The clock-out cannot be in the future', 400);
  const breaks = [...command.breaks].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  let previousEnd = start;
  for (const pause of breaks) {
    const [from, to] = [Date.parse(pause.start), Date.parse(pause.end)];
    if (to <= from || from < previousEnd || to > end)
      throw new DomainError('Each break must end after it starts, fall within the entry and not overlap another', 400);
    previousEnd = to;
  }
  const others = [...state.closed].filter(([entryId]) => entryId !== command.entryId).map(([, span]) => span);
  if (state.open && state.open.entryId !== command.entryId)
    others.push({ clockedInAt: state.open.clockedInAt, clockedOutAt: new Date(8.64e15).toISOString() });
  if (others.some((span) => start < Date.parse(span.clockedOutAt) && Date.parse(span.clockedInAt) < end))
    throw new DomainError('That overlaps another entry of this staff member; correct that one first', 409);
}

// One stream per staff member (`timeclock-<staffId>`): at most one entry open at a time, whatever the day
// or location, so clocking in twice is refused even across midnight. Events carry instants; days and
// hours are worked out on the location's clock when timesheets are read.
export const timeClockDecider: Decider<TimeClockState, TimeClockCommand, TimeClockEvent> = {
  initialState: () => ({ open: null, closed: new Map() }),

  evolve(state, event) {
    switch (event.type) {
      case 'ClockedIn':
        return {
          ...state,
          open: { entryId: event.data.entryId, locationId: event.data.locationId, clockedInAt: event.data.at, breaks: [], missed: false },
        };
      case 'BreakStarted':
        return state.open
          ? { ...state, open: { ...state.open, breaks: [...state.open.breaks, { start: event.data.at, end: null }] } }
          : state;
      case 'BreakEnded':
        return state.open
          ? {
              ...state,
              open: {
                ...state.open,
                breaks: state.open.breaks.map((pause) => (pause.end === null ? { ...pause, end: event.data.at } : pause)),
              },
            }
          : state;
      case 'ClockedOut':
        return state.open
          ? {
              open: null,
              closed: withClosed(state, state.open.entryId, { clockedInAt: state.open.clockedInAt, clockedOutAt: event.data.at }),
            }
          : state;
      case 'ClockOutMissed':
        return state.open?.entryId === event.data.entryId ? { ...state, open: { ...state.open, missed: true } } : state;
      case 'TimeEntryAdded':
        return {
          ...state,
          closed: withClosed(state, event.data.entryId, { clockedInAt: event.data.clockedInAt, clockedOutAt: event.data.clockedOutAt }),
        };
      case 'TimeEntryEdited': {
        const span = { clockedInAt: event.data.clockedInAt, clockedOutAt: event.data.clockedOutAt };
        const open = state.open?.entryId === event.data.entryId ? null : state.open;
        return { open, closed: withClosed(state, event.data.entryId, span) };
      }
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state, now) {
    const at = now.toISOString();
    const { open } = state;
    switch (command.type) {
      case 'ClockIn':
        if (open?.missed) throw new DomainError('The last clock-out was missed: a manager closes that entry before clocking in again', 409);
        if (open) throw new DomainError('Already clocked in: clock out before clocking in again', 409);
        return [
          {
            type: 'ClockedIn',
            data: { staffId: command.staffId, entryId: command.entryId, locationId: command.locationId, at, by: command.by },
          },
        ];
      case 'StartBreak':
        if (!open) throw new DomainError('Not clocked in: clock in before starting a break', 409);
        if (onBreak(open)) throw new DomainError('Already on a break: end it before starting another', 409);
        return [{ type: 'BreakStarted', data: { staffId: command.staffId, entryId: open.entryId, at, by: command.by } }];
      case 'EndBreak':
        if (!open) throw new DomainError('Not clocked in: there is no break to end', 409);
        if (!onBreak(open)) throw new DomainError('No break started: start a break before ending one', 409);
        return [{ type: 'BreakEnded', data: { staffId: command.staffId, entryId: open.entryId, at, by: command.by } }];
      case 'ClockOut': {
        if (!open) throw new DomainError('Not clocked in: clock in before clocking out', 409);
        if (open.missed) throw new DomainError('This entry missed its clock-out: a manager closes it with an edit', 409);
        const data = { staffId: command.staffId, entryId: open.entryId, at, by: command.by };
        // Clocking out on a break ends the break at the same moment.
        return onBreak(open)
          ? [
              { type: 'BreakEnded', data },
              { type: 'ClockedOut', data },
            ]
          : [{ type: 'ClockedOut', data }];
      }
      case 'FlagMissedClockOut':
        // Flagged once, and only while that very entry is still open (the job may run after a clock-out).
        if (open?.entryId !== command.entryId || open.missed) return [];
        if (Date.parse(command.dueAt) > now.getTime()) throw new DomainError('That clock-out is not due yet', 409);
        return [{ type: 'ClockOutMissed', data: { staffId: command.staffId, entryId: command.entryId, dueAt: command.dueAt } }];
      case 'EditTimeEntry': {
        const { type: _type, ...data } = command;
        if (open?.entryId !== command.entryId && !state.closed.has(command.entryId)) throw new DomainError('Time entry not found', 404);
        checkEdit(data, state, now);
        return [{ type: 'TimeEntryEdited', data }];
      }
      case 'AddTimeEntry': {
        const { type: _type, ...data } = command;
        if (open?.entryId === command.entryId || state.closed.has(command.entryId))
          throw new DomainError('That time entry exists already', 409);
        checkEdit(data, state, now);
        return [{ type: 'TimeEntryAdded', data }];
      }
      default:
        return unhandled(command);
    }
  },
};
