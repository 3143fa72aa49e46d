import { DateTime } from 'luxon';
import { formatDate, formatTime } from '@chairside/shared/format/date-format';
import { calendarZone } from './cached-zone';

// Dates and times on the wall clock of the location the calendar shows (its own zone; the business zone,
// SPEC §9, until a location says otherwise), whatever zone the browser is in; every conversion names the
// zone, so these work before and without the calendar's localizer.
const zoneOption = () => ({ zone: calendarZone() });

// Midnight of a business date as a JS Date (what the calendar's `date` prop expects).
// Example: dateAtMidnight('2026-11-23').toISOString() === '2026-11-23T06:00:00.000Z'
export function dateAtMidnight(date: string): Date {
  return DateTime.fromISO(date, zoneOption()).startOf('day').toJSDate();
}

function toBusinessZone(instant: Date | string | number): DateTime {
  const zone = zoneOption();
  const value =
    instant instanceof Date
      ? DateTime.fromJSDate(instant, zone)
      : typeof instant === 'number'
        ? DateTime.fromMillis(instant, zone)
        : DateTime.fromISO(instant, zone);
  return value.setZone(zone.zone);
}

// The business date an instant falls on. Example: businessDateOf('2026-11-23T05:30:00Z') === '2026-11-22'
export function businessDateOf(instant: Date | string | number): string {
  return toBusinessZone(instant).toISODate() ?? '';
}

// 'HH:mm' of an instant on the business clock. Example: businessTimeOf('2026-11-23T16:00:00Z') === '10:00'
export function businessTimeOf(instant: Date | string | number): string {
  return toBusinessZone(instant).toFormat('HH:mm');
}

// A business date and wall-clock time as a UTC ISO instant, or null when either is not filled in.
// Example: businessInstant('2026-11-23', '10:00') === '2026-11-23T16:00:00.000Z'
export function businessInstant(date: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const value = DateTime.fromISO(`${date}T${time}`, zoneOption());
  return value.isValid ? value.toUTC().toISO() : null;
}

// A time of the business day as a JS Date on that day (the calendar's min, max and scroll time).
export function timeOnDate(date: string, minutes: number): Date {
  return DateTime.fromISO(date, zoneOption()).startOf('day').plus({ minutes }).toJSDate();
}

// The calendar's times and dates in words, on the shown location's clock. Example: calendarTime('2026-11-23T16:00:00Z') === '10:00 AM' (Chicago)
export const calendarTime = (instant: Date | string | number): string => formatTime(instant, calendarZone().name);
export const calendarDate = (instant: Date | string | number): string => formatDate(instant, calendarZone().name);
