import { describe, expect, it } from 'vitest';
import {
  clampDate,
  countdownText,
  dayPartOf,
  dayStrip,
  groupSlots,
  lastBookableDay,
  shortDay,
  stripStart,
  todayIn,
  zoneDiffers,
} from './booking-time';
import { brandStyle, paragraphsOf } from './booking-brand';
import { contrastRatio } from '@chairside/shared/format/color-contrast';

describe('the hold countdown', () => {
  it('shows minutes and seconds left, rounding up, never below 0:00', () => {
    expect(countdownText(300_000)).toBe('5:00');
    expect(countdownText(299_400)).toBe('5:00');
    expect(countdownText(299_000)).toBe('4:59');
    expect(countdownText(61_000)).toBe('1:01');
    expect(countdownText(9_000)).toBe('0:09');
    expect(countdownText(0)).toBe('0:00');
    expect(countdownText(-4_000)).toBe('0:00');
  });
});

describe('slots grouped by part of the day on the location clock', () => {
  const chicago = 'America/Chicago';
  it('puts starts before noon in the morning, before 5 PM in the afternoon, later in the evening', () => {
    // December: Chicago is UTC-6.
    expect(dayPartOf('2026-12-01T17:59:00Z', chicago)).toBe('Morning');
    expect(dayPartOf('2026-12-01T18:00:00Z', chicago)).toBe('Afternoon');
    expect(dayPartOf('2026-12-01T22:59:00Z', chicago)).toBe('Afternoon');
    expect(dayPartOf('2026-12-01T23:00:00Z', chicago)).toBe('Evening');
    // The same instant is afternoon in New York.
    expect(dayPartOf('2026-12-01T17:30:00Z', 'America/New_York')).toBe('Afternoon');
  });

  it('lists each start once in time order with everyone free then, and leaves empty parts out', () => {
    const groups = groupSlots(
      [
        { startsAt: '2026-12-01T19:00:00Z', staffId: 'b' },
        { startsAt: '2026-12-01T15:00:00Z', staffId: 'a' },
        { startsAt: '2026-12-01T15:00:00.000Z', staffId: 'b' },
        { startsAt: '2026-12-01T15:30:00Z', staffId: 'a' },
      ],
      chicago,
    );
    expect(groups).toEqual([
      {
        part: 'Morning',
        slots: [
          { startsAt: '2026-12-01T15:00:00Z', staffIds: ['a', 'b'], label: '9:00 AM' },
          { startsAt: '2026-12-01T15:30:00Z', staffIds: ['a'], label: '9:30 AM' },
        ],
      },
      { part: 'Afternoon', slots: [{ startsAt: '2026-12-01T19:00:00Z', staffIds: ['b'], label: '1:00 PM' }] },
    ]);
    expect(groupSlots([], chicago)).toEqual([]);
  });
  it('puts the visitor’s own held times back in the list, as theirs, where the server lists them as taken', () => {
    const groups = groupSlots([{ startsAt: '2026-12-01T15:30:00Z', staffId: 'a' }], chicago, [
      { startsAt: '2026-12-01T15:00:00Z', staffId: 'a', holdId: 'h1' },
      { startsAt: '2026-12-01T15:30:00.000Z', staffId: 'b', holdId: 'h2' },
    ]);
    expect(groups).toEqual([
      {
        part: 'Morning',
        slots: [
          { startsAt: '2026-12-01T15:00:00Z', staffIds: ['a'], label: '9:00 AM', heldId: 'h1' },
          { startsAt: '2026-12-01T15:30:00.000Z', staffIds: ['b'], label: '9:30 AM', heldId: 'h2' },
        ],
      },
    ]);
  });
});

describe('days on the location clock', () => {
  it('knows today in the location zone, not the browser’s', () => {
    const lateEvening = Date.parse('2026-11-27T03:30:00Z');
    expect(todayIn('America/New_York', lateEvening)).toBe('2026-11-26');
    expect(todayIn('Europe/London', lateEvening)).toBe('2026-11-27');
  });

  it('keeps a chosen day within today and the horizon', () => {
    const last = lastBookableDay('2026-11-26', 60);
    expect(last).toBe('2027-01-25');
    expect(clampDate('2026-11-20', '2026-11-26', last)).toBe('2026-11-26');
    expect(clampDate('2027-03-01', '2026-11-26', last)).toBe('2027-01-25');
    expect(clampDate('2026-12-24', '2026-11-26', last)).toBe('2026-12-24');
  });

  it('shows a week of days from today, or from a chosen day further ahead, never past the horizon', () => {
    expect(stripStart('2026-11-26', '2026-11-30')).toBe('2026-11-26');
    expect(stripStart('2026-11-26', '2026-12-10')).toBe('2026-12-10');
    expect(stripStart('2026-11-26', '2026-12-08', 14)).toBe('2026-11-26');
    expect(shortDay('2026-12-01')).toBe('Tue, Dec 1');
    const strip = dayStrip('2026-11-26', '2026-11-28');
    expect(strip.map((day) => day.date)).toEqual(['2026-11-26', '2026-11-27', '2026-11-28']);
    expect(strip[0]).toEqual({ date: '2026-11-26', weekday: 'Thu', day: '26', fullLabel: 'Thursday, November 26' });
    expect(dayStrip('2026-11-26', '2027-01-01')).toHaveLength(7);
  });

  it('says the zone only when its clock differs from the browser’s', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(zoneDiffers('America/Chicago', 'America/Chicago', now)).toBe(false);
    expect(zoneDiffers('America/New_York', 'America/Chicago', now)).toBe(true);
    // Two names for one clock.
    expect(zoneDiffers('America/Detroit', 'America/New_York', now)).toBe(false);
  });
});

describe('the brand', () => {
  it('keeps the brand color as the fill and puts text on it that reads at AA', () => {
    for (const color of ['#0f766e', '#fde047', '#ffffff', '#111827', '#8b5cf6']) {
      const style = brandStyle(color) as Record<string, string>;
      expect(style['--booking-accent']).toBe(color);
      expect(contrastRatio(style['--booking-on-accent'] as string, color)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('splits the design text into paragraphs at blank lines', () => {
    expect(paragraphsOf('First line\nstill first\n\n  Second  \n\n\n')).toEqual(['First line\nstill first', 'Second']);
    expect(paragraphsOf('')).toEqual([]);
  });
});
