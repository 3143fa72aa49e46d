import type { WeeklyScheduleDay, TimeOffStatus, TimeRange } from '@chairside/shared/team/working-hours-dto';
import type { WorkingHoursCommand, TimeOffData, WeeklyScheduleData } from '@chairside/shared/team/working-hours-commands';
import type { WorkingHoursEvent } from '@chairside/shared/team/working-hours-events';
import { type Decider, unhandled, unknownEvent } from '../commands/decider';
import { DomainError } from '../commands/domain-error';
import { without } from '../state-maps';
import { clockTime, dateRange, dateTime, weekdayName } from './working-hours-text';

export type TimeOffState = TimeOffData & { status: TimeOffStatus; requestedBy: string | null; decidedBy: string | null };
export type ExceptionState = { locationId: string; hours: TimeRange[]; note: string };

export type WorkingHoursState = {
  schedules: Map<string, WeeklyScheduleData>;
  // Every schedule id ever used, so a removed schedule's id is never reused.
  usedScheduleIds: Set<string>;
  exceptions: Map<string, ExceptionState>;
  timeOff: Map<string, TimeOffState>;
};

const byStart = (a: TimeRange, b: TimeRange) => a.start.localeCompare(b.start);
const ranges = (items: readonly TimeRange[]): TimeRange[] => items.map(({ start, end }) => ({ start, end })).sort(byStart);

// The pattern as stored: weekdays in order, blocks of hours and breaks by start time.
function normalised(input: WeeklyScheduleData): WeeklyScheduleData {
  if (input.days.length === 0) throw new DomainError('Choose at least one working day', 400);
  if (input.effectiveUntil !== null && input.effectiveUntil < input.effectiveFrom)
    throw new DomainError('The schedule cannot end before it starts', 400);
  const days: WeeklyScheduleDay[] = [...input.days]
    .sort((a, b) => a.weekday - b.weekday)
    .map((day) => ({ weekday: day.weekday, hours: ranges(day.hours), breaks: ranges(day.breaks) }));
  return { locationId: input.locationId, effectiveFrom: input.effectiveFrom, effectiveUntil: input.effectiveUntil, days };
}

const farFuture = '9999-12-31';
// Inclusive date ranges; an open end runs forever.
const datesOverlap = (a: WeeklyScheduleData, b: WeeklyScheduleData) =>
  a.effectiveFrom <= (b.effectiveUntil ?? farFuture) && b.effectiveFrom <= (a.effectiveUntil ?? farFuture);
const timesOverlap = (a: TimeRange, b: TimeRange) => a.start < b.end && b.start < a.end;

// A person cannot work two schedules at once: the first clash with another of their schedules, if any.
function findClash(
  candidate: WeeklyScheduleData,
  others: Iterable<WeeklyScheduleData>,
): { other: WeeklyScheduleData; weekday: number; hours: TimeRange } | null {
  for (const other of others) {
    if (!datesOverlap(candidate, other)) continue;
    for (const day of candidate.days) {
      const otherDay = other.days.find((item) => item.weekday === day.weekday);
      const hours = otherDay?.hours.find((block) => day.hours.some((mine) => timesOverlap(mine, block)));
      if (hours) return { other, weekday: day.weekday, hours };
    }
  }
  return null;
}

function refuseClash(
  candidate: WeeklyScheduleData,
  others: Iterable<WeeklyScheduleData>,
  locationNames: Readonly<Record<string, string>> | undefined,
) {
  const clash = findClash(candidate, others);
  if (!clash) return;
  const where = locationNames?.[clash.other.locationId] ?? 'another location';
  throw new DomainError(
    `This overlaps the schedule at ${where} on ${weekdayName(clash.weekday)}s, ${clockTime(clash.hours.start)} to ${clockTime(clash.hours.end)} (${dateRange(clash.other.effectiveFrom, clash.other.effectiveUntil)}); nobody can work two schedules at once`,
    409,
  );
}

// Events come back from the store as jsonb, whose key order is not the one written: compare with sorted keys.
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, item]) => [key, canonical(item)]),
    );
  return value;
}
const sameData = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

function existingTimeOff(state: WorkingHoursState, timeOffId: string): TimeOffState {
  const timeOff = state.timeOff.get(timeOffId);
  if (!timeOff) throw new DomainError('Time off not found', 404);
  return timeOff;
}

// Time off that is asked for or granted already covers part of this period: approve or cancel that one instead.
function refuseOverlappingTimeOff(state: WorkingHoursState, data: TimeOffData) {
  if (state.timeOff.has(data.timeOffId)) throw new DomainError('That time off already exists', 409);
  for (const other of state.timeOff.values()) {
    if (other.status !== 'requested' && other.status !== 'approved') continue;
    if (data.from < other.until && other.from < data.until) {
      throw new DomainError(`This overlaps time off already ${other.status} from ${dateTime(other.from)} to ${dateTime(other.until)}`, 409);
    }
  }
}

const timeOffData = ({ timeOffId, from, until, reason, note }: TimeOffData): TimeOffData => ({
  timeOffId,
  from,
  until,
  reason,
  note: note.trim(),
});

function withTimeOff(state: WorkingHoursState, timeOffId: string, change: Partial<TimeOffState>): WorkingHoursState {
  const current = state.timeOff.get(timeOffId);
  if (!current) return state;
  return { ...state, timeOff: new Map(state.timeOff).set(timeOffId, { ...current, ...change }) };
}

export const workingHoursDecider: Decider<WorkingHoursState, WorkingHoursCommand, WorkingHoursEvent> = {
  initialState: () => ({ schedules: new Map(), usedScheduleIds: new Set(), exceptions: new Map(), timeOff: new Map() }),

  evolve(state, event) {
    switch (event.type) {
      case 'WeeklyScheduleAdded':
      case 'WeeklyScheduleChanged': {
        const { scheduleId, ...data } = event.data;
        return {
          ...state,
          schedules: new Map(state.schedules).set(scheduleId, data),
          usedScheduleIds: new Set(state.usedScheduleIds).add(scheduleId),
        };
      }
      case 'WeeklyScheduleRemoved':
        return { ...state, schedules: without(state.schedules, event.data.scheduleId) };
      case 'ScheduleExceptionSet': {
        const { date, ...exception } = event.data;
        return { ...state, exceptions: new Map(state.exceptions).set(date, exception) };
      }
      case 'ScheduleExceptionCleared':
        return { ...state, exceptions: without(state.exceptions, event.data.date) };
      case 'TimeOffRequested': {
        const { requestedBy, ...data } = event.data;
        return {
          ...state,
          timeOff: new Map(state.timeOff).set(data.timeOffId, { ...data, status: 'requested', requestedBy, decidedBy: null }),
        };
      }
      case 'TimeOffRecorded': {
        const { recordedBy, ...data } = event.data;
        return {
          ...state,
          timeOff: new Map(state.timeOff).set(data.timeOffId, {
            ...data,
            status: 'approved',
            requestedBy: recordedBy,
            decidedBy: recordedBy,
          }),
        };
      }
      case 'TimeOffApproved':
        return withTimeOff(state, event.data.timeOffId, { status: 'approved', decidedBy: event.data.approvedBy });
      case 'TimeOffDeclined':
        return withTimeOff(state, event.data.timeOffId, { status: 'declined', decidedBy: event.data.declinedBy });
      case 'TimeOffCancelled':
        return withTimeOff(state, event.data.timeOffId, { status: 'cancelled', decidedBy: event.data.cancelledBy });
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'AddWeeklySchedule': {
        if (state.usedScheduleIds.has(command.scheduleId)) throw new DomainError('That schedule already exists', 409);
        const data = normalised(command);
        refuseClash(data, state.schedules.values(), command.locationNames);
        return [{ type: 'WeeklyScheduleAdded', data: { scheduleId: command.scheduleId, ...data } }];
      }
      case 'ChangeWeeklySchedule': {
        const current = state.schedules.get(command.scheduleId);
        if (!current) throw new DomainError('Schedule not found', 404);
        const data = normalised(command);
        if (sameData(data, current)) return [];
        refuseClash(
          data,
          [...state.schedules].filter(([id]) => id !== command.scheduleId).map(([, schedule]) => schedule),
          command.locationNames,
        );
        return [{ type: 'WeeklyScheduleChanged', data: { scheduleId: command.scheduleId, ...data } }];
      }
      case 'RemoveWeeklySchedule':
        if (!state.schedules.has(command.scheduleId)) throw new DomainError('Schedule not found', 404);
        return [{ type: 'WeeklyScheduleRemoved', data: { scheduleId: command.scheduleId } }];
      case 'SetScheduleException': {
        const exception: ExceptionState = { locationId: command.locationId, hours: ranges(command.hours), note: command.note.trim() };
        if (exception.hours.some((block, index) => index > 0 && (exception.hours[index - 1] as TimeRange).end > block.start))
          throw new DomainError('Working hours on the same day overlap', 400);
        const current = state.exceptions.get(command.date);
        if (current && sameData(current, exception)) return [];
        return [{ type: 'ScheduleExceptionSet', data: { date: command.date, ...exception } }];
      }
      case 'ClearScheduleException':
        if (!state.exceptions.has(command.date)) throw new DomainError('There is no exception on that date', 404);
        return [{ type: 'ScheduleExceptionCleared', data: { date: command.date } }];
      case 'RequestTimeOff': {
        const data = timeOffData(command);
        if (data.until <= data.from) throw new DomainError('Time off must end after it starts', 400);
        refuseOverlappingTimeOff(state, data);
        return [{ type: 'TimeOffRequested', data: { ...data, requestedBy: command.requestedBy } }];
      }
      case 'RecordTimeOff': {
        const data = timeOffData(command);
        if (data.until <= data.from) throw new DomainError('Time off must end after it starts', 400);
        refuseOverlappingTimeOff(state, data);
        return [{ type: 'TimeOffRecorded', data: { ...data, recordedBy: command.recordedBy } }];
      }
      case 'ApproveTimeOff': {
        const timeOff = existingTimeOff(state, command.timeOffId);
        if (timeOff.status === 'approved') return [];
        if (timeOff.status !== 'requested') throw new DomainError(`This time off was ${timeOff.status}; it can no longer be approved`, 409);
        return [{ type: 'TimeOffApproved', data: { timeOffId: command.timeOffId, approvedBy: command.approvedBy } }];
      }
      case 'DeclineTimeOff': {
        const timeOff = existingTimeOff(state, command.timeOffId);
        if (timeOff.status === 'declined') return [];
        if (timeOff.status === 'approved') throw new DomainError('Approved time off cannot be declined; cancel it instead', 409);
        if (timeOff.status === 'cancelled') throw new DomainError('This time off was cancelled; there is nothing to decline', 409);
        return [{ type: 'TimeOffDeclined', data: { timeOffId: command.timeOffId, declinedBy: command.declinedBy } }];
      }
      case 'CancelTimeOff': {
        const timeOff = existingTimeOff(state, command.timeOffId);
        if (timeOff.status === 'cancelled') return [];
        if (timeOff.status === 'declined') throw new DomainError('This time off was declined; there is nothing to cancel', 409);
        if (!command.byManager) {
          if (timeOff.requestedBy !== command.cancelledBy) throw new DomainError('You can only cancel your own time off requests', 403);
          if (timeOff.status === 'approved') throw new DomainError('Approved time off can only be cancelled by a manager', 403);
        }
        return [{ type: 'TimeOffCancelled', data: { timeOffId: command.timeOffId, cancelledBy: command.cancelledBy } }];
      }
      default:
        return unhandled(command);
    }
  },
};
