import { describe, expect, it } from 'vitest';
import {
  addDays,
  describePeriod,
  formatCalendarDate,
  formatDay,
  formatRange,
  formatTimeOfDay,
  isoWeekday,
  todayIn,
  weekDates,
  weekStart,
} from './calendar-dates';

describe('calendar dates of the schedule, class and calendar screens', () => {
  it("takes today on the location's clock, not in the browser zone", () => {
    // 03:00 UTC on Nov 23 is still the evening of Nov 22 in Chicago (UTC−6); 04:30 UTC is already Nov 23 in New York.
    expect(todayIn('America/Chicago', new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
    expect(todayIn('America/Chicago', new Date('2026-11-23T07:00:00Z'))).toBe('2026-11-23');
    expect(todayIn('America/New_York', new Date('2026-11-23T05:30:00Z'))).toBe('2026-11-23');
  });

  it('adds days across month, year and daylight-saving boundaries', () => {
    expect(addDays('2026-11-30', 2)).toBe('2026-12-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(addDays('2026-11-01', -1)).toBe('2026-10-31');
    expect(addDays('2026-10-25', 14)).toBe('2026-11-08');
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04');
  });

  it('starts weeks on Monday', () => {
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(weekStart('2026-11-22')).toBe('2026-11-16');
    expect(weekStart('2026-11-23')).toBe('2026-11-23');
    expect(weekDates('2026-11-23')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
  });

  it('formats days and wall-clock times for people', () => {
    expect(formatDay('2026-11-23')).toBe('Mon, Nov 23');
    expect(formatCalendarDate('2026-11-08')).toBe('Nov 8, 2026');
    expect(formatTimeOfDay('00:30')).toBe('12:30 AM');
    expect(formatTimeOfDay('12:00')).toBe('12:00 PM');
    expect(formatRange({ start: '09:00', end: '17:30' })).toBe('9:00 AM–5:30 PM');
  });

  it('describes time off as whole days or as a span of hours', () => {
    expect(describePeriod('2026-12-01T00:00', '2026-12-02T00:00')).toBe('Dec 1, 2026');
    expect(describePeriod('2026-12-01T00:00', '2026-12-04T00:00')).toBe('Dec 1, 2026 – Dec 3, 2026');
    expect(describePeriod('2026-12-01T13:00', '2026-12-01T17:30')).toBe('Dec 1, 2026, 1:00 PM – 5:30 PM');
    expect(describePeriod('2026-12-01T13:00', '2026-12-02T10:00')).toBe('Dec 1, 2026, 1:00 PM – Dec 2, 2026, 10:00 AM');
  });
});
