import { describe, expect, it } from 'vitest';
import { addMinutes, HOUR_MS, minutesBetween, minutesToMs, MINUTE_MS, msToMinutes, overlaps } from './durations';

const at = (time: string) => Date.parse(`2026-11-23T${time}:00Z`);

describe('durations', () => {
  it('converts minutes and milliseconds both ways', () => {
    expect(MINUTE_MS).toBe(60_000);
    expect(HOUR_MS).toBe(3_600_000);
    expect(minutesToMs(45)).toBe(2_700_000);
    expect(msToMinutes(2_760_000)).toBe(46);
    expect(msToMinutes(2_759_999)).toBe(45);
  });

  it('adds minutes to an instant and counts the minutes between two', () => {
    expect(addMinutes(at('15:00'), 30)).toBe(at('15:30'));
    expect(addMinutes(at('15:00'), -15)).toBe(at('14:45'));
    expect(minutesBetween(at('15:00'), at('15:45'))).toBe(45);
    expect(minutesBetween(at('15:45'), at('15:00'))).toBe(-45);
  });

  it('treats spans as half-open: touching spans do not overlap', () => {
    const ten = { start: at('10:00'), end: at('11:00') };
    expect(overlaps(ten, { start: at('11:00'), end: at('12:00') })).toBe(false);
    expect(overlaps(ten, { start: at('10:59'), end: at('12:00') })).toBe(true);
    expect(overlaps(ten, { start: at('09:00'), end: at('10:00') })).toBe(false);
    expect(overlaps(ten, { start: at('10:15'), end: at('10:30') })).toBe(true);
  });
});
