import { DateTime } from 'luxon';
import { LOCALE } from '../constants';

// SPEC §9: dates and times are shown on a zone's clock whatever the browser's zone. The zone is always given:
// a location's screen passes the location's zone, a business-wide text the business zone (America/Chicago).
export type Instant = Date | string | number;

function inZone(instant: Instant, zone: string): DateTime | null {
  const value =
    instant instanceof Date
      ? DateTime.fromJSDate(instant)
      : typeof instant === 'number'
        ? DateTime.fromMillis(instant)
        : DateTime.fromISO(instant, { setZone: true });
  return value.isValid ? value.setZone(zone).setLocale(LOCALE) : null;
}

// Abbreviated month, day, year. Example: formatDate('2026-11-22T18:00:00Z', 'America/Chicago') === 'Nov 22, 2026'
export function formatDate(instant: Instant, zone: string): string {
  return inZone(instant, zone)?.toFormat('LLL d, yyyy') ?? '';
}

// 12-hour clock. Example: formatTime('2026-11-22T18:05:00Z', 'America/Chicago') === '12:05 PM'
export function formatTime(instant: Instant, zone: string): string {
  return inZone(instant, zone)?.toFormat('h:mm a') ?? '';
}

// Example: formatDateTime('2026-11-22T18:05:00Z', 'America/Chicago') === 'Nov 22, 2026, 12:05 PM'
export function formatDateTime(instant: Instant, zone: string): string {
  const value = inZone(instant, zone);
  return value ? `${value.toFormat('LLL d, yyyy')}, ${value.toFormat('h:mm a')}` : '';
}
