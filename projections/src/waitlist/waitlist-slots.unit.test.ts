import { describe, expect, it } from 'vitest';
import type { AppointmentItemRecord } from '@chairside/shared/appointments/appointment-events';
import { freedSlots, slotFits } from './waitlist-slots';

const chicago = 'America/Chicago';

// Monday 2026-11-23 is on standard time: 10:00 local = 16:00Z.
const ava = 'ava';
const ben = 'ben';
const item = (
  staffId: string,
  startsAt: string,
  durationMinutes: number,
  extra: Partial<AppointmentItemRecord> = {},
): AppointmentItemRecord => ({
  itemId: `${staffId}-${startsAt}`,
  serviceId: 'cut',
  staffId,
  roomId: null,
  deviceId: null,
  startsAt,
  durationMinutes,
  processingMinutes: 0,
  bufferMinutes: 0,
  priceCents: 0,
  ...extra,
});
const early = Date.parse('2026-11-01T00:00:00Z');
const at = (iso: string) => Date.parse(iso);

describe('freedSlots', () => {
  it('frees the whole slot of a cancelled appointment per staff member, processing and buffer included', () => {
    const items = [
      item(ava, '2026-11-23T16:00:00Z', 45, { processingMinutes: 30, bufferMinutes: 15 }),
      item(ben, '2026-11-23T17:30:00Z', 30),
    ];
    expect(freedSlots(items, [], early)).toEqual([
      { staffId: ava, start: at('2026-11-23T16:00:00Z'), end: at('2026-11-23T17:30:00Z') },
      { staffId: ben, start: at('2026-11-23T17:30:00Z'), end: at('2026-11-23T18:00:00Z') },
    ]);
  });

  it('frees only the time given up by a shortened or moved appointment', () => {
    const before = [item(ava, '2026-11-23T16:00:00Z', 60)];
    expect(freedSlots(before, [item(ava, '2026-11-23T16:00:00Z', 30)], early)).toEqual([
      { staffId: ava, start: at('2026-11-23T16:30:00Z'), end: at('2026-11-23T17:00:00Z') },
    ]);
    expect(freedSlots(before, [item(ava, '2026-11-23T16:00:00Z', 90)], early)).toEqual([]);
    expect(freedSlots(before, [item(ben, '2026-11-23T16:00:00Z', 60)], early)).toEqual([
      { staffId: ava, start: at('2026-11-23T16:00:00Z'), end: at('2026-11-23T17:00:00Z') },
    ]);
  });

  it('offers nothing from the past: a no-show marked at 10:12 frees 10:15 on', () => {
    const before = [item(ava, '2026-11-23T16:00:00Z', 60)];
    expect(freedSlots(before, [], at('2026-11-23T16:12:00Z'))).toEqual([
      { staffId: ava, start: at('2026-11-23T16:15:00Z'), end: at('2026-11-23T17:00:00Z') },
    ]);
    expect(freedSlots(before, [], at('2026-11-23T17:00:00Z'))).toEqual([]);
  });
});

describe('slotFits', () => {
  const wish = { staffId: null, fromDate: '2026-11-23', untilDate: '2026-11-27', fromTime: '09:00', untilTime: '12:00' };
  const slot = { staffId: ava, start: at('2026-11-23T16:00:00Z'), end: at('2026-11-23T17:00:00Z') };
  const hour = { durationMinutes: 60, processingMinutes: 0, bufferMinutes: 0 };

  it('fits when the slot starts inside the days and hours and is long enough for the service', () => {
    expect(slotFits(wish, slot, hour, chicago)).toBe(true);
    expect(slotFits(wish, slot, { ...hour, bufferMinutes: 5 }, chicago)).toBe(false);
    expect(slotFits({ ...wish, fromTime: '10:30' }, slot, hour, chicago)).toBe(false);
    expect(slotFits({ ...wish, untilTime: '10:00' }, slot, hour, chicago)).toBe(false);
    expect(slotFits({ ...wish, fromDate: '2026-11-24' }, slot, hour, chicago)).toBe(false);
  });

  it('reads the hours on the location’s own clock', () => {
    // 16:00Z is 10:00 in Chicago but 11:00 in New York: a New York wish for 11:00–12:00 fits, Chicago’s does not.
    const lateMorning = { ...wish, fromTime: '11:00' };
    expect(slotFits(lateMorning, slot, hour, chicago)).toBe(false);
    expect(slotFits(lateMorning, slot, hour, 'America/New_York')).toBe(true);
  });

  it('needs a staff member who performs the service, and the one asked for when there is a preference', () => {
    expect(slotFits(wish, slot, null, chicago)).toBe(false);
    expect(slotFits({ ...wish, staffId: ava }, slot, hour, chicago)).toBe(true);
    expect(slotFits({ ...wish, staffId: ben }, slot, hour, chicago)).toBe(false);
  });
});
