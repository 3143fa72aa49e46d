import { LOCALE } from '../constants';

// A time zone in words, for people: its generic name and its city. Example: zoneLabel('America/New_York') === 'Eastern Time (New York)'
export function zoneLabel(zone: string): string {
  const city = (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
  try {
    const name = new Intl.DateTimeFormat(LOCALE, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    return name && name !== city ? `${name} (${city})` : city;
  } catch {
    return zone;
  }
}

// The zones a location is most likely in (North America first), for a location's time zone select.
export const commonTimeZones = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Puerto_Rico',
  'America/Toronto',
  'America/Vancouver',
  'America/Mexico_City',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;
