import type { StaffWorkingHours, TimeOff, TimeRange, WeeklySchedule } from '@chairside/shared/team/working-hours-dto';
import { workingIntervals } from '@chairside/shared/availability/working-intervals';
import { formatTime } from '@chairside/shared/format/date-format';
import { addDays, formatRange, isoWeekday, weekdayShortNames } from '../../format/calendar-dates';

// What one staff member's day looks like on the team week grid. The hours worked come from the shared
// availability logic (the same that booking uses: the date's exception replaces the weekly patterns,
// breaks and approved time off are taken out); every time off touching the date is listed besides.

// working: the hours worked at the location, ready to read, e.g. ['9:00 AM–12:00 PM', '12:30 PM–5:00 PM'].
export type WorkBlock = { locationId: string; working: string[] };
export type DayTimeOff = { timeOff: TimeOff; range: TimeRange; allDay: boolean };
export type WorkingDay = {
  date: string;
  blocks: WorkBlock[];
  // The date's exception: custom hours, or a day off when it has no hours.
  exception: { locationId: string; hours: TimeRange[]; note: string } | null;
  timeOff: DayTimeOff[];
};

const END_OF_DAY = '24:00';

export function scheduleCovers(schedule: Pick<WeeklySchedule, 'effectiveFrom' | 'effectiveUntil'>, date: string): boolean {
  return schedule.effectiveFrom <= date && (schedule.effectiveUntil === null || date <= schedule.effectiveUntil);
}

// The part of a time off on a date ('yyyy-MM-ddTHH:mm' bounds, until exclusive), or null when it misses the date.
export function timeOffOnDate(timeOff: Pick<TimeOff, 'from' | 'until'>, date: string): { range: TimeRange; allDay: boolean } | null {
  const dayStart = `${date}T00:00`;
  const nextDay = `${addDays(date, 1)}T00:00`;
  if (timeOff.from >= nextDay || timeOff.until <= dayStart) return null;
  const start = timeOff.from > dayStart ? timeOff.from.slice(11, 16) : '00:00';
  const end = timeOff.until < nextDay ? timeOff.until.slice(11, 16) : END_OF_DAY;
  return { range: { start, end }, allDay: start === '00:00' && end === END_OF_DAY };
}

const shown = (timeOff: TimeOff) => timeOff.status === 'approved' || timeOff.status === 'requested';

// Each location's hours and time off read on that location's clock (zoneOf gives its zone).
export function workingDay(
  hours: Pick<StaffWorkingHours, 'schedules' | 'exceptions' | 'timeOff'>,
  date: string,
  zoneOf: (locationId: string) => string,
): WorkingDay {
  const timeOff = hours.timeOff.filter(shown).flatMap((item) => {
    const part = timeOffOnDate(item, date);
    return part ? [{ timeOff: item, ...part }] : [];
  });
  const found = hours.exceptions.find((item) => item.date === date);
  const exception = found ? { locationId: found.locationId, hours: found.hours, note: found.note } : null;
  const weekday = isoWeekday(date);
  const locationIds = found
    ? found.hours.length > 0
      ? [found.locationId]
      : []
    : [
        ...new Set(
          hours.schedules
            .filter((weekly) => scheduleCovers(weekly, date) && weekly.days.some((day) => day.weekday === weekday))
            .map((weekly) => weekly.locationId),
        ),
      ];
  const blocks = locationIds
    .map((locationId) => {
      const zone = zoneOf(locationId);
      const intervals = workingIntervals({
        date,
        locationId,
        zone,
        schedules: hours.schedules,
        exceptions: hours.exceptions,
        timeOff: hours.timeOff,
      });
      return {
        locationId,
        first: intervals[0]?.start ?? 0,
        working: intervals.map((interval) => `${formatTime(interval.start, zone)}–${formatTime(interval.end, zone)}`),
      };
    })
    .sort((a, b) => a.first - b.first)
    .map(({ locationId, working }) => ({ locationId, working }));
  return { date, blocks, exception, timeOff };
}

// The weekly pattern in words, e.g. 'Tue–Sat 9:00 AM–5:00 PM' or 'Mon 10:00 AM–2:00 PM; Wed–Fri 9:00 AM–5:00 PM'.
export function describeWeek(days: WeeklySchedule['days']): string {
  const text = (weekday: number) =>
    days
      .find((day) => day.weekday === weekday)
      ?.hours.map(formatRange)
      .join(', ') ?? '';
  const runs: { first: number; last: number; hours: string }[] = [];
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    const hours = text(weekday);
    if (!hours) continue;
    const previous = runs.at(-1);
    if (previous && previous.last === weekday - 1 && previous.hours === hours) previous.last = weekday;
    else runs.push({ first: weekday, last: weekday, hours });
  }
  const name = (weekday: number) => weekdayShortNames[weekday - 1];
  return runs.map((run) => `${run.first === run.last ? name(run.first) : `${name(run.first)}–${name(run.last)}`} ${run.hours}`).join('; ');
}

// The weekly schedules that describe someone's week from today: those in effect today, else the next to start.
export function currentSchedules(
  schedules: readonly WeeklySchedule[],
  today: string,
): { schedules: WeeklySchedule[]; startsOn: string | null } {
  const now = schedules.filter((schedule) => scheduleCovers(schedule, today));
  if (now.length > 0) return { schedules: now, startsOn: null };
  const upcoming = schedules
    .filter((schedule) => schedule.effectiveFrom > today)
    .sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  const first = upcoming[0];
  return first
    ? { schedules: upcoming.filter((schedule) => schedule.effectiveFrom === first.effectiveFrom), startsOn: first.effectiveFrom }
    : { schedules: [], startsOn: null };
}
