import { describe, expect, it } from 'vitest';
import { clockOutDueAt, MISSED_CLOCK_OUT_GRACE_MINUTES } from './time-clock-service';

const chicago = {
  timeZone: 'America/Chicago',
  // Fridays 09:00–13:00 and 14:00–20:00; closed on Sundays.
  openingHours: [
    {
      weekday: 5,
      hours: [
        { start: '14:00', end: '20:00' },
        { start: '09:00', end: '13:00' },
      ],
    },
  ],
};

describe('when a clock-out is due', () => {
  it('is the last closing time of the day the entry started, on the location clock, plus the grace period', () => {
    expect(MISSED_CLOCK_OUT_GRACE_MINUTES).toBe(60);
    // Friday 27 Nov 2026, 09:00 in Chicago (15:00 UTC): closes at 20:00 CST = 02:00 UTC on Saturday.
    expect(clockOutDueAt(new Date('2026-11-27T15:00:00Z'), chicago).toISOString()).toBe('2026-11-28T03:00:00.000Z');
  });

  it('is the end of the local day on a day without hours, or for a shift begun after closing', () => {
    // Sunday 29 Nov: no hours, so midnight (06:00 UTC on Monday) plus the hour's grace.
    expect(clockOutDueAt(new Date('2026-11-29T16:00:00Z'), chicago).toISOString()).toBe('2026-11-30T07:00:00.000Z');
    // Friday at 21:00 local, after closing: midnight again.
    expect(clockOutDueAt(new Date('2026-11-28T03:00:00Z'), chicago).toISOString()).toBe('2026-11-28T07:00:00.000Z');
  });
});
