import { LOCALE } from '@chairside/shared/constants';

// Calendar dates as 'yyyy-MM-dd' strings on a location's clock. Schedules, timetables and the calendar's
// days are wall-clock patterns ("Tuesdays 9 to 5"), so date arithmetic happens on plain calendar days
// (UTC midnight, where no daylight-saving change can shift a day), never on instants in a zone.

// Luxon's and the API's numbering: 1 = Monday … 7 = Sunday.
export const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export const weekdayShortNames = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

const toUtc = (date: string) => new Date(`${date}T00:00:00Z`);
const fromUtc = (value: Date) => value.toISOString().slice(0, 10);

// Today on a zone's clock (the location's), whatever the browser's zone. Example: todayIn('America/Chicago') === '2026-11-22'
const dayFormats = new Map<string, Intl.DateTimeFormat>();
export function todayIn(zone: string, now: Date = new Date()): string {
  let format = dayFormats.get(zone);
  if (!format)
    dayFormats.set(
      zone,
      (format = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' })),
    );
  const parts = format.formatToParts(now);
  const part = (type: string) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

// Example: addDays('2026-11-30', 2) === '2026-12-02'
export function addDays(date: string, days: number): string {
  const value = toUtc(date);
  value.setUTCDate(value.getUTCDate() + days);
  return fromUtc(value);
}

// ISO weekday: 1 = Monday … 7 = Sunday. Example: isoWeekday('2026-11-22') === 7
export function isoWeekday(date: string): number {
  return ((toUtc(date).getUTCDay() + 6) % 7) + 1;
}

// The Monday of the date's week. Example: weekStart('2026-11-22') === '2026-11-16'
export function weekStart(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

export function weekDates(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

const formatters = {
  day: new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }),
  long: new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
  date: new Intl.DateTimeFormat(LOCALE, { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' }),
};

// Example: formatDay('2026-11-23') === 'Mon, Nov 23'
export const formatDay = (date: string) => formatters.day.format(toUtc(date));
// Example: formatLongDate('2026-11-23') === 'Monday, November 23, 2026'
export const formatLongDate = (date: string) => formatters.long.format(toUtc(date));
// Example: formatCalendarDate('2026-11-23') === 'Nov 23, 2026'
export const formatCalendarDate = (date: string) => formatters.date.format(toUtc(date));

// 'HH:mm' on the 12-hour clock. Example: formatTimeOfDay('13:05') === '1:05 PM'
export function formatTimeOfDay(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

// Example: formatRange({ start: '09:00', end: '17:00' }) === '9:00 AM–5:00 PM'
export const formatRange = (range: { start: string; end: string }) => `${formatTimeOfDay(range.start)}–${formatTimeOfDay(range.end)}`;

// A time off ('yyyy-MM-ddTHH:mm' bounds, until exclusive) in words. Whole days read as dates, the last
// one inclusive. Example: describePeriod('2026-12-01T00:00', '2026-12-03T00:00') === 'Dec 1, 2026 – Dec 2, 2026'
export function describePeriod(from: string, until: string): string {
  const [fromDate = '', fromTime = ''] = from.split('T');
  const [untilDate = '', untilTime = ''] = until.split('T');
  if (fromTime === '00:00' && untilTime === '00:00') {
    const lastDay = addDays(untilDate, -1);
    return lastDay <= fromDate ? formatCalendarDate(fromDate) : `${formatCalendarDate(fromDate)} – ${formatCalendarDate(lastDay)}`;
  }
  if (fromDate === untilDate) return `${formatCalendarDate(fromDate)}, ${formatTimeOfDay(fromTime)} – ${formatTimeOfDay(untilTime)}`;
  return `${formatCalendarDate(fromDate)}, ${formatTimeOfDay(fromTime)} – ${formatCalendarDate(untilDate)}, ${formatTimeOfDay(untilTime)}`;
}
