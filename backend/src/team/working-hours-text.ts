import { DateTime } from 'luxon';

// Wording of working-hours refusals, in the formats of SPEC §9 (abbreviated month, 12-hour clock). The values
// are wall-clock strings already in the business zone, so no zone conversion happens here.

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

// Example: weekdayName(2) === 'Tuesday'
export const weekdayName = (weekday: number): string => weekdays[weekday - 1] ?? `day ${weekday}`;

// Example: clockTime('13:30') === '1:30 PM'
export const clockTime = (time: string): string => DateTime.fromFormat(time, 'HH:mm').toFormat('h:mm a');

// Example: calendarDate('2026-09-01') === 'Sep 1, 2026'
export const calendarDate = (date: string): string => DateTime.fromISO(date).toFormat('LLL d, yyyy');

// Example: dateTime('2026-12-24T09:00') === 'Dec 24, 2026, 9:00 AM'
export const dateTime = (value: string): string => DateTime.fromISO(value).toFormat('LLL d, yyyy, h:mm a');

// Example: dateRange('2026-09-01', null) === 'from Sep 1, 2026'
export const dateRange = (from: string, until: string | null): string =>
  until ? `from ${calendarDate(from)} to ${calendarDate(until)}` : `from ${calendarDate(from)}`;
