import { DateTime } from 'luxon';
import { BUSINESS_TIME_ZONE, LOCALE } from '../constants';

// SPEC §9: dates and times are shown in the business time zone, America/Chicago, whatever the browser's zone;
// a location's own calendar passes its zone.
export type Instant = Date | string | number;

function inBusinessZone(instant: Instant, zone: string = BUSINESS_TIME_ZONE): DateTime | null {
  const value =
    instant instanceof Date
      ? DateTime.fromJSDate(instant)
      : typeof instant === 'number'
        ? DateTime.fromMillis(instant)
        : DateTime.fromISO(instant, { setZone: true });
  return value.isValid ? value.setZone(zone).setLocale(LOCALE) : null;
}

// Abbreviated month, day, year. Example: formatDate('2026-11-22T18:00:00Z') === 'Nov 22, 2026'
export function formatDate(instant: Instant, zone?: string): string {
  return inBusinessZone(instant, zone)?.toFormat('LLL d, yyyy') ?? '';
}

// 12-hour clock. Example: formatTime('2026-11-22T18:05:00Z') === '12:05 PM'
export function formatTime(instant: Instant, zone?: string): string {
  return inBusinessZone(instant, zone)?.toFormat('h:mm a') ?? '';
}

// Example: formatDateTime('2026-11-22T18:05:00Z') === 'Nov 22, 2026, 12:05 PM'
export function formatDateTime(instant: Instant, zone?: string): string {
  const value = inBusinessZone(instant, zone);
  return value ? `${value.toFormat('LLL d, yyyy')}, ${value.toFormat('h:mm a')}` : '';
}
