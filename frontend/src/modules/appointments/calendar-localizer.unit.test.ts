import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { calendarLocalizer } from './calendar-localizer';

// The calendar's time slots are the business's wall-clock quarter hours, worked out once per day and minute.
const wallClock = (date: Date) => DateTime.fromJSDate(date, { zone: BUSINESS_TIME_ZONE }).toFormat('yyyy-MM-dd HH:mm ZZ');

describe('the calendar localizer’s time slots', () => {
  it('are the wall-clock times of the day, across a daylight-saving change, the first time and every time after', () => {
    // 2026-11-01: 1:00–2:00 AM happens twice in Chicago; 2026-03-08: 2:00–3:00 AM does not happen.
    for (const [day, minutes, expected] of [
      ['2026-11-01', 9 * 60, '2026-11-01 09:00 -06:00'],
      ['2026-11-01', 0, '2026-11-01 00:00 -05:00'],
      ['2026-03-08', 10 * 60 + 15, '2026-03-08 10:15 -05:00'],
      ['2026-03-09', 7 * 60, '2026-03-09 07:00 -05:00'],
    ] as const) {
      const start = DateTime.fromISO(`${day}T00:00`, { zone: BUSINESS_TIME_ZONE }).toJSDate();
      const first = calendarLocalizer.getSlotDate(start, 0, minutes);
      expect(wallClock(first)).toBe(expected);
      // A re-render asks again, split differently (minutes from midnight plus an offset): the same instant.
      const again = calendarLocalizer.getSlotDate(new Date(start.getTime()), 60, minutes - 60);
      expect(again.getTime()).toBe(first.getTime());
    }
  });

  it('differ per day for the same minutes', () => {
    const monday = DateTime.fromISO('2026-11-23T00:00', { zone: BUSINESS_TIME_ZONE }).toJSDate();
    const tuesday = DateTime.fromISO('2026-11-24T00:00', { zone: BUSINESS_TIME_ZONE }).toJSDate();
    expect(wallClock(calendarLocalizer.getSlotDate(monday, 0, 600))).toBe('2026-11-23 10:00 -06:00');
    expect(wallClock(calendarLocalizer.getSlotDate(tuesday, 0, 600))).toBe('2026-11-24 10:00 -06:00');
  });
});
