import { DateTime } from 'luxon';
import type { Interval } from '@chairside/shared/availability/intervals';
import { LOCALE } from '@chairside/shared/constants';

// Wording of booking refusals: instants read in the location's zone, always given, with a 12-hour clock (SPEC §9).

const local = (instant: number | string, zone: string) =>
  (typeof instant === 'number' ? DateTime.fromMillis(instant) : DateTime.fromISO(instant, { setZone: true }))
    .setZone(zone)
    .setLocale(LOCALE);

// Example: clock(Date.parse('2026-11-23T16:05:00Z'), 'America/Chicago') === '10:05 AM'; with 'America/New_York', '11:05 AM'
export const clock = (instant: number | string, zone: string): string => local(instant, zone).toFormat('h:mm a');

// One meridiem when both ends share it. Example: timeRange({ start: 10:00 CST, end: 11:00 CST }) === '10:00–11:00 AM';
// 11:30 AM to 12:30 PM reads '11:30 AM–12:30 PM'.
// Across a daylight-saving change both ends carry their zone: '1:30 AM CDT–1:15 AM CST' on Nov 1.
export function timeRange(interval: Interval, zone: string): string {
  const start = local(interval.start, zone);
  const end = local(interval.end, zone);
  if (start.offset !== end.offset) return `${start.toFormat('h:mm a ZZZZ')}–${end.toFormat('h:mm a ZZZZ')}`;
  if (start.toFormat('a') === end.toFormat('a')) return `${start.toFormat('h:mm')}–${end.toFormat('h:mm a')}`;
  return `${start.toFormat('h:mm a')}–${end.toFormat('h:mm a')}`;
}

// Example: dayLabel('2026-11-23', 'America/Chicago') === 'Mon, Nov 23'
export const dayLabel = (date: string, zone: string): string => DateTime.fromISO(date, { zone }).setLocale(LOCALE).toFormat('ccc, LLL d');

// The local date an instant falls on in the location's zone: the day stream it belongs to.
// Example: localDateOf('2026-11-23T03:30:00Z', 'America/Chicago') === '2026-11-22'; localDateOf('2026-11-23T05:30:00Z', 'America/New_York') === '2026-11-23'
export const localDateOf = (instant: number | string, zone: string): string => local(instant, zone).toISODate() ?? '';

// A zone's clock and ranges, for the messages of one location's day.
export const zonedText = (zone: string) => ({
  clock: (instant: number | string) => clock(instant, zone),
  timeRange: (interval: Interval) => timeRange(interval, zone),
});

// Example: listText(['9:00 AM–12:00 PM', '1:00–5:00 PM']) === '9:00 AM–12:00 PM and 1:00–5:00 PM'
export function listText(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}
