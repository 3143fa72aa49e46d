import type { Interval } from '@chairside/shared/availability/intervals';
import { subtractIntervals } from '@chairside/shared/availability/intervals';
import {
  workingIntervals,
  type ExceptionHours,
  type ScheduleHours,
  type TimeOffSpan,
} from '@chairside/shared/availability/working-intervals';
import { businessTimeOf } from './business-time';
import { calendarZone } from './cached-zone';

type StaffHours = {
  staffId: string;
  schedules: readonly ScheduleHours[];
  exceptions: readonly ExceptionHours[];
  timeOff: readonly TimeOffSpan[];
};

// One staff member's day at a location: the hours their schedule gives (breaks taken out) and the
// part of those hours they are away on approved time off. UTC epoch-millisecond intervals.
export type StaffDayHours = { staffId: string; hours: Interval[]; timeOff: Interval[] };

// Example: a Monday 09:00-17:00 pattern with approved time off 13:00-24:00 → hours [15:00Z, 23:00Z), timeOff [19:00Z, 23:00Z)
export function staffDayHours(member: StaffHours, date: string, locationId: string): StaffDayHours {
  // Schedules are wall-clock times at the location: they resolve in the zone the calendar shows (the location's).
  const base = { date, locationId, zone: calendarZone().name, schedules: member.schedules, exceptions: member.exceptions };
  const hours = workingIntervals({ ...base, timeOff: [] });
  const working = hours.length === 0 ? hours : workingIntervals({ ...base, timeOff: member.timeOff });
  return { staffId: member.staffId, hours, timeOff: subtractIntervals(hours, working) };
}

export type SlotShade = 'closed' | 'time-off' | null;

function inside(intervals: readonly Interval[], at: number): boolean {
  return intervals.some((interval) => interval.start <= at && at < interval.end);
}

// How a calendar slot starting at `at` is shaded: outside the hours ("closed"), during time off, or not at all.
export function shadeFor(day: StaffDayHours | undefined, at: number): SlotShade {
  if (!day || !inside(day.hours, at)) return 'closed';
  return inside(day.timeOff, at) ? 'time-off' : null;
}

// For a column that is not one person (a room, a device, a day of the week view): unshaded while someone
// works; time off when everyone scheduled then is away (the same shade as in a person's column); closed
// when nobody is scheduled at all.
export function shadeForTeam(days: readonly StaffDayHours[], at: number): SlotShade {
  let away = false;
  for (const day of days) {
    if (!inside(day.hours, at)) continue;
    if (!inside(day.timeOff, at)) return null;
    away = true;
  }
  return away ? 'time-off' : 'closed';
}

// Whose working hours the caller reads: everyone's (view_schedules, edit_schedules), only their own
// (view_own_schedule), or none (no schedule permission, or not loaded yet).
export type KnownHours = 'everyone' | 'own' | 'none';

// How a slot is shaded in a person's column (staffId) or in any other column (a room, a device, a day of
// the week view). Hours the caller does not read shade nothing: basic staff read only their own, and a
// colleague's column or the whole week must not say "not working" for want of them.
export function shadeForColumn(
  perStaff: ReadonlyMap<string, StaffDayHours>,
  staffId: string | null,
  at: number,
  known: KnownHours,
): SlotShade {
  if (known === 'none') return null;
  if (staffId !== null) return known === 'everyone' || perStaff.has(staffId) ? shadeFor(perStaff.get(staffId), at) : null;
  return known === 'everyone' ? shadeForTeam([...perStaff.values()], at) : null;
}

const minutesOf = (instant: number) => {
  const [hours = 0, minutes = 0] = businessTimeOf(instant).split(':').map(Number);
  return hours * 60 + minutes;
};

// The hours the grid shows: 8 AM to 7 PM, widened to whole hours around everyone's working time and
// every appointment, so nothing is ever out of view. Minutes after midnight, [first, last].
// Example: visibleMinutes([{ start: <7:30 AM>, end: <5 PM> }]) → { first: 420, last: 1140 }
export function visibleMinutes(spans: readonly Interval[]): { first: number; last: number } {
  let first = 8 * 60;
  let last = 19 * 60;
  for (const span of spans) {
    first = Math.min(first, minutesOf(span.start));
    const end = minutesOf(span.end);
    // An end at midnight is the end of the day, not its start.
    last = Math.max(last, end === 0 && span.end > span.start ? 24 * 60 : end);
  }
  return { first: Math.floor(first / 60) * 60, last: Math.min(Math.ceil(last / 60) * 60, 24 * 60 - 1) };
}
