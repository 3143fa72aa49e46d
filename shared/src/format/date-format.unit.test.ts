import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './date-format';

const chicago = 'America/Chicago';

// SPEC §9: abbreviated month, day, year and a 12-hour clock, here in America/Chicago.
describe('formatDate', () => {
  it('shows the abbreviated month, the day and the year', () => {
    expect(formatDate('2026-11-22T18:00:00Z', chicago)).toBe('Nov 22, 2026');
    expect(formatDate('2026-01-05T18:00:00Z', chicago)).toBe('Jan 5, 2026');
  });

  it('uses the Chicago calendar day, not UTC', () => {
    // 03:30 UTC on Nov 23 is still 21:30 on Nov 22 in Chicago (CST, UTC-6).
    expect(formatDate('2026-11-23T03:30:00Z', chicago)).toBe('Nov 22, 2026');
    // 05:30 UTC on Jul 1 is 00:30 on Jul 1 in Chicago (CDT, UTC-5) but would be Jun 30 under CST.
    expect(formatDate('2026-07-01T05:30:00Z', chicago)).toBe('Jul 1, 2026');
  });

  it('accepts a Date, epoch milliseconds and an ISO string with an offset', () => {
    const instant = Date.UTC(2026, 10, 22, 18, 0);
    expect(formatDate(new Date(instant), chicago)).toBe('Nov 22, 2026');
    expect(formatDate(instant, chicago)).toBe('Nov 22, 2026');
    expect(formatDate('2026-11-22T23:30:00+09:00', chicago)).toBe('Nov 22, 2026');
  });

  it('answers an empty string for something that is not a date', () => {
    expect(formatDate('not a date', chicago)).toBe('');
    expect(formatDate(Number.NaN, chicago)).toBe('');
  });
});

describe('formatTime', () => {
  it('uses a 12-hour clock with AM and PM', () => {
    expect(formatTime('2026-11-22T18:05:00Z', chicago)).toBe('12:05 PM');
    expect(formatTime('2026-11-22T06:00:00Z', chicago)).toBe('12:00 AM');
    expect(formatTime('2026-11-22T15:30:00Z', chicago)).toBe('9:30 AM');
    expect(formatTime('2026-11-23T03:45:00Z', chicago)).toBe('9:45 PM');
  });

  it('follows daylight saving time in spring (Mar 8, 2026: 2:00 AM CST becomes 3:00 AM CDT)', () => {
    expect(formatTime('2026-03-08T07:59:00Z', chicago)).toBe('1:59 AM');
    expect(formatTime('2026-03-08T08:00:00Z', chicago)).toBe('3:00 AM');
    // The same UTC hour reads one hour later once summer time applies.
    expect(formatTime('2026-03-07T15:00:00Z', chicago)).toBe('9:00 AM');
    expect(formatTime('2026-03-09T15:00:00Z', chicago)).toBe('10:00 AM');
  });

  it('follows daylight saving time in autumn (Nov 1, 2026: 1:00 AM happens twice)', () => {
    expect(formatTime('2026-11-01T06:30:00Z', chicago)).toBe('1:30 AM');
    expect(formatTime('2026-11-01T07:30:00Z', chicago)).toBe('1:30 AM');
    expect(formatTime('2026-11-01T08:30:00Z', chicago)).toBe('2:30 AM');
  });
});

describe('formatDateTime', () => {
  it('joins the date and the time of the same Chicago moment', () => {
    expect(formatDateTime('2026-11-23T03:45:00Z', chicago)).toBe('Nov 22, 2026, 9:45 PM');
    expect(formatDateTime('bad', chicago)).toBe('');
  });
});
