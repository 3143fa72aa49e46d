import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE, LOCALE } from '@chairside/shared/constants';
import { timeText, whenText } from './appointment-summaries';

const chicago = 'America/Chicago';

// The timeline's times were written with luxon's formats; the faster formatter must read the same.
const luxon = (instant: string, format: string) =>
  DateTime.fromISO(instant, { zone: 'utc' }).setZone(BUSINESS_TIME_ZONE).setLocale(LOCALE).toFormat(format);

describe('appointment timeline times', () => {
  it('read as before for every hour of two years and every quarter hour around the clock changes', () => {
    const hour = 3_600_000;
    const hours = Array.from({ length: 2 * 366 * 24 }, (_, index) => Date.parse('2026-01-01T00:00:00.000Z') + index * hour);
    const changes = [
      '2026-03-08T06:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2027-03-14T06:00:00.000Z',
      '2027-11-07T05:00:00.000Z',
    ].flatMap((around) => Array.from({ length: 24 * 4 }, (_, index) => Date.parse(around) - 12 * hour + index * 15 * 60_000 + 7 * 60_000));
    const differences: string[] = [];
    for (const at of [...hours, ...changes]) {
      const instant = new Date(at).toISOString();
      if (whenText(instant, chicago) !== luxon(instant, 'ccc, LLL d, h:mm a'))
        differences.push(`${instant}: ${whenText(instant, chicago)}`);
      if (timeText(instant, chicago) !== luxon(instant, 'h:mm a')) differences.push(`${instant}: ${timeText(instant, chicago)}`);
    }
    expect(differences).toEqual([]);
    expect(whenText('2026-11-23T16:00:00.000Z', chicago)).toBe('Mon, Nov 23, 10:00 AM');
    expect(timeText('2026-03-08T08:30:00.000Z', chicago)).toBe('3:30 AM');
  });

  it('read in the location’s own zone when it has one', () => {
    expect(whenText('2026-11-23T16:00:00.000Z', 'America/New_York')).toBe('Mon, Nov 23, 11:00 AM');
    expect(whenText('2026-11-23T16:00:00.000Z', chicago)).toBe('Mon, Nov 23, 10:00 AM');
    // New York springs forward on 2026-03-08 too: 07:30Z is 3:30 AM EDT there.
    expect(timeText('2026-03-08T07:30:00.000Z', 'America/New_York')).toBe('3:30 AM');
  });
});
