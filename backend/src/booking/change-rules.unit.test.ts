import { describe, expect, it } from 'vitest';
import { defaultBookingDesign } from '@chairside/shared/booking/booking-dto';
import { changeRules } from './my-appointments';
import type { OnlineOffer } from './online-offer';

// What a client may still do online with a visit, and what they read when they may not.

const locationId = 'downtown';
const offerWith = (lateCancellation: 'refuse' | 'flag', phone: string | null = '+13125550100'): OnlineOffer => ({
  design: { ...defaultBookingDesign, cancellationWindowHours: 24, lateCancellation },
  business: { name: 'Salon', logoUrl: null },
  locations: [{ id: locationId, phone } as OnlineOffer['locations'][number]],
  services: new Map(),
  staff: new Map(),
});
const now = new Date('2026-11-26T12:00:00Z');
const visit = (hoursAhead: number, status: 'booked' | 'cancelled' | 'completed' = 'booked') => ({
  startsAt: new Date(now.getTime() + hoursAhead * 3_600_000).toISOString(),
  locationId,
  status,
});

describe('changeRules', () => {
  it('allows both before the window, with nothing to explain', () => {
    expect(changeRules(offerWith('refuse'), visit(25), now)).toEqual({ canCancel: true, canReschedule: true, changeNote: null });
  });

  it('inside the window refuses both under "refuse", saying why and whom to call', () => {
    expect(changeRules(offerWith('refuse'), visit(23), now)).toEqual({
      canCancel: false,
      canReschedule: false,
      changeNote: 'Online changes close 24 hours before the start; to cancel or move it, please call us at (312) 555-0100.',
    });
    expect(changeRules(offerWith('refuse', null), visit(1), now).changeNote).toMatch(/please call us\.$/);
  });

  it('inside the window still cancels under "flag" (recorded as late), but moves only by phone', () => {
    expect(changeRules(offerWith('flag'), visit(2), now)).toEqual({
      canCancel: true,
      canReschedule: false,
      changeNote:
        'Online changes close 24 hours before the start, so a cancellation now is recorded as late; to move it, please call us at (312) 555-0100.',
    });
  });

  it('offers nothing for a cancelled, begun or finished visit', () => {
    expect(changeRules(offerWith('flag'), visit(48, 'cancelled'), now)).toEqual({
      canCancel: false,
      canReschedule: false,
      changeNote: null,
    });
    expect(changeRules(offerWith('refuse'), visit(-1), now)).toMatchObject({ canCancel: false, canReschedule: false });
    expect(changeRules(offerWith('refuse'), visit(48, 'completed'), now)).toMatchObject({ canCancel: false, canReschedule: false });
  });
});
