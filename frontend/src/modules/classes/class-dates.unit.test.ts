import { describe, expect, it } from 'vitest';
import { addDays, businessToday, formatDayLabel, formatLocalDate, formatSlot, formatTimeOfDay } from './class-dates';

describe('dates of the class screens', () => {
  it('take today in Chicago, not in UTC or the browser’s zone', () => {
    expect(businessToday(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-22');
    expect(businessToday(new Date('2026-11-23T06:00:00Z'))).toBe('2026-11-23');
  });

  it('add days across month ends and the daylight-saving changes', () => {
    expect(addDays('2026-11-22', 13)).toBe('2026-12-05');
    expect(addDays('2026-10-25', 14)).toBe('2026-11-08');
    expect(addDays('2026-03-01', 13)).toBe('2026-03-14');
    expect(addDays('2026-12-25', 10)).toBe('2027-01-04');
  });

  it('read as people say them', () => {
    expect(formatDayLabel('2026-11-23')).toBe('Mon, Nov 23');
    expect(formatLocalDate('2026-11-08')).toBe('Nov 8, 2026');
    expect(formatTimeOfDay('00:15')).toBe('12:15 AM');
    expect(formatTimeOfDay('12:00')).toBe('12:00 PM');
    expect(formatSlot({ weekday: 7, startTime: '18:30' })).toBe('Sun 6:30 PM');
  });
});
