import { freeIntervals } from './free-intervals';
import type { Interval } from './intervals';
import { localDay } from './local-day';
import {
  workingIntervals,
  type ExceptionHours,
  type ScheduleHours,
  type TimeOffSpan,
  type WorkingIntervalsInput,
} from './working-intervals';

// The entry point booking and the calendar build on: free time of a staff member, a room or a device on one
// local day, as UTC intervals [start, end) in epoch milliseconds, sorted and disjoint.
export type { Interval } from './intervals';
export { localDayInterval, wallClockIntervals } from './local-day';

type BusyInput = {
  // Whatever occupies the staff member or resource that day, in any order (see freeIntervals).
  busy: readonly Interval[];
  // Room capacity or device quantity; 1 for a staff member (the default).
  capacity?: number;
  // Leave out free intervals shorter than this many minutes.
  minDurationMinutes?: number;
};

// A staff member: working time comes from their schedules, exceptions and time off.
export type StaffAvailabilityQuery = BusyInput & WorkingIntervalsInput & { working?: undefined };

// A room or device (no schedule of its own): working time is given, normally the location's opening hours
// for the day (see wallClockIntervals).
// date, locationId and zone may be passed along (one query shape for both); they are not needed here.
export type ResourceAvailabilityQuery = BusyInput & { working: readonly Interval[]; date?: string; locationId?: string; zone?: string };

export type AvailabilityQuery = StaffAvailabilityQuery | ResourceAvailabilityQuery;

// Example: availableIntervals({ date: '2026-11-23', locationId, zone: 'America/Chicago', schedules, exceptions: [], timeOff: [],
//   busy: [{ start: Date.parse('2026-11-23T16:00Z'), end: Date.parse('2026-11-23T17:00Z') }] })
export function availableIntervals(query: AvailabilityQuery): Interval[] {
  const working = query.working !== undefined ? query.working : workingIntervals(query);
  return freeIntervals(working, query.busy, { capacity: query.capacity, minDurationMinutes: query.minDurationMinutes });
}

// Example: toIsoIntervals([{ start: 0, end: 60_000 }]) → [{ start: '1970-01-01T00:00:00.000Z', end: '1970-01-01T00:01:00.000Z' }]
export function toIsoIntervals(intervals: readonly Interval[]): { start: string; end: string }[] {
  return intervals.map((interval) => ({ start: new Date(interval.start).toISOString(), end: new Date(interval.end).toISOString() }));
}

export type TeamAvailabilityQuery = {
  date: string;
  locationId: string;
  zone: string;
  // Whose availability to compute (e.g. the active staff of the location).
  staffIds: readonly string[];
  // Everyone's schedules, exceptions and time off in flat lists, as a read model returns them.
  schedules: readonly (ScheduleHours & { staffId: string })[];
  exceptions: readonly (ExceptionHours & { staffId: string })[];
  timeOff: readonly (TimeOffSpan & { staffId: string })[];
  busyByStaff: ReadonlyMap<string, readonly Interval[]>;
  minDurationMinutes?: number;
};

type StaffRecords = { schedules: ScheduleHours[]; exceptions: ExceptionHours[]; timeOff: TimeOffSpan[] };

// Every listed staff member's free intervals at a location on a day: the flat lists are grouped by staff in
// one pass, keeping only what can matter that day, then availableIntervals runs per person.
export function teamAvailability(query: TeamAvailabilityQuery): Map<string, Interval[]> {
  const { date, locationId } = query;
  const day = localDay(date, query.zone);
  const records = new Map<string, StaffRecords>();
  for (const staffId of query.staffIds) records.set(staffId, { schedules: [], exceptions: [], timeOff: [] });
  for (const schedule of query.schedules) {
    if (
      schedule.locationId !== locationId ||
      schedule.effectiveFrom > date ||
      (schedule.effectiveUntil !== null && schedule.effectiveUntil < date)
    )
      continue;
    records.get(schedule.staffId)?.schedules.push(schedule);
  }
  // An exception at another location still matters: it takes the day away from this one.
  for (const exception of query.exceptions) if (exception.date === date) records.get(exception.staffId)?.exceptions.push(exception);
  for (const item of query.timeOff) {
    if (item.status === 'approved' && item.from < day.endKey && item.until > day.startKey) records.get(item.staffId)?.timeOff.push(item);
  }
  const result = new Map<string, Interval[]>();
  for (const [staffId, own] of records) {
    const working = workingIntervals({ date, locationId, zone: query.zone, ...own }, day);
    result.set(staffId, freeIntervals(working, query.busyByStaff.get(staffId) ?? [], { minDurationMinutes: query.minDurationMinutes }));
  }
  return result;
}
