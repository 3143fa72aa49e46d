import type { ScheduleException, TimeOff, WeeklySchedule } from '../team/working-hours-dto';
import { normalizeOwned, subtractIntervals, type Interval } from './intervals';
import { localDay, minutesOfDay, wallClockToUtc, type LocalDay } from './local-day';

// Only the fields availability reads, so projection rows and test data need not carry ids and notes.
export type ScheduleHours = Pick<WeeklySchedule, 'locationId' | 'effectiveFrom' | 'effectiveUntil' | 'days'>;
export type ExceptionHours = Pick<ScheduleException, 'date' | 'locationId' | 'hours'>;
export type TimeOffSpan = Pick<TimeOff, 'from' | 'until' | 'status'>;

export type WorkingIntervalsInput = {
  // Local date in the zone, 'yyyy-MM-dd'.
  date: string;
  locationId: string;
  // The location's zone: its wall-clock hours and its staff's time off resolve on its clock.
  zone: string;
  // One staff member's schedules, exceptions and time off (other dates and locations are skipped here).
  schedules: readonly ScheduleHours[];
  exceptions: readonly ExceptionHours[];
  timeOff: readonly TimeOffSpan[];
};

function pushRanges(target: Interval[], day: LocalDay, ranges: readonly { start: string; end: string }[]): void {
  for (const range of ranges) {
    const start = wallClockToUtc(day, minutesOfDay(range.start));
    const end = wallClockToUtc(day, minutesOfDay(range.end));
    if (end > start) target.push({ start, end });
  }
}

// A local date-time 'yyyy-MM-ddTHH:mm' as an instant, clamped to the day (time off may span days).
function clampedInstant(day: LocalDay, dateTime: string): number {
  if (dateTime <= day.startKey) return day.start;
  if (dateTime >= day.endKey) return day.end;
  return wallClockToUtc(day, minutesOfDay(dateTime, 11));
}

// When a staff member works at a location on a date, as UTC intervals (normalized, half-open). An exception
// on the date replaces every weekly pattern: its hours count at its own location, and no hours is a day off
// everywhere. Otherwise every weekly pattern at the location in effect on the date (effectiveUntil inclusive,
// null = open-ended) gives that weekday's hours minus its breaks. Approved time off is taken out last;
// requested, declined and cancelled time off is not.
// Example: Mondays 09:00-17:00 with a 12:00-13:00 break, on Monday 2026-11-23 → [15:00Z, 18:00Z), [19:00Z, 23:00Z)
export function workingIntervals(input: WorkingIntervalsInput, day: LocalDay = localDay(input.date, input.zone)): Interval[] {
  const { date, locationId } = input;
  let hours: Interval[] = [];
  const exception = input.exceptions.find((item) => item.date === date);
  if (exception !== undefined) {
    if (exception.locationId === locationId) pushRanges(hours, day, exception.hours);
  } else {
    let breaks: Interval[] | undefined;
    for (const schedule of input.schedules) {
      if (schedule.locationId !== locationId || schedule.effectiveFrom > date) continue;
      if (schedule.effectiveUntil !== null && schedule.effectiveUntil < date) continue;
      const pattern = schedule.days.find((item) => item.weekday === day.weekday);
      if (pattern === undefined) continue;
      pushRanges(hours, day, pattern.hours);
      if (pattern.breaks.length > 0) pushRanges((breaks ??= []), day, pattern.breaks);
    }
    if (breaks !== undefined) hours = subtractIntervals(normalizeOwned(hours), normalizeOwned(breaks));
  }
  if (hours.length === 0) return hours;
  hours = normalizeOwned(hours);

  let away: Interval[] | undefined;
  for (const item of input.timeOff) {
    if (item.status !== 'approved' || item.from >= day.endKey || item.until <= day.startKey) continue;
    const start = clampedInstant(day, item.from);
    const end = clampedInstant(day, item.until);
    if (end > start) (away ??= []).push({ start, end });
  }
  return away === undefined ? hours : subtractIntervals(hours, normalizeOwned(away));
}
