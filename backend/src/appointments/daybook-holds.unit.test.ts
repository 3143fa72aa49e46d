import type { DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import { describe, expect, it } from 'vitest';
import { after, at, book, given, ids, monday } from '../../testing/daybook-fixtures';
import type { DaybookCommand } from './daybook-commands';

// Holds as they lapse (ExpireHold, the workers' delayed job and sweep) and holds placed online, whose token
// alone books them.

const ten = at(monday, '10:00');
const cut = { serviceId: ids.cut, staffId: ids.ava };
// Placed the day before at 9:00 CST, for five minutes: lapses at 15:05Z.
const placedAt = new Date('2026-11-22T15:00:00Z');
const lapsesAt = new Date('2026-11-22T15:05:00Z');
const later = new Date('2026-11-22T15:06:00Z');
const tokenHash = 'a'.repeat(64);
const otherHash = 'b'.repeat(64);

const hold = (holdId: string, extra: Partial<Extract<DaybookCommand, { type: 'PlaceHold' }>> = {}): DaybookCommand => ({
  type: 'PlaceHold',
  holdId,
  startsAt: ten,
  items: [cut],
  userId: 'user-1',
  itemIds: [`${holdId}-1`],
  day: book(ten, [cut]).day,
  ...extra,
});
const online = (holdId: string) => hold(holdId, { userId: null, tokenHash, visitorId: 'visitor-1' });
const expire = (holdId: string): DaybookCommand => ({ type: 'ExpireHold', holdId });
const release = (holdId: string, hash: string | null = tokenHash): DaybookCommand => ({
  type: 'ReleaseHold',
  holdId,
  userId: null,
  mayReleaseAnyHold: false,
  tokenHash: hash,
});
const types = (events: readonly DaybookEvent[]) => events.map((event) => event.type);

describe('a hold that lapses', () => {
  it('is expired once its expiresAt has passed, recording when it lapsed', () => {
    const { events: history } = after([hold('h-1')], placedAt);
    given(history)
      .when(expire('h-1'), lapsesAt)
      .then([{ type: 'HoldExpired', data: { holdId: 'h-1', expiredAt: '2026-11-22T15:05:00.000Z' } }]);
  });

  it('is refused before it has lapsed (409), so the job tries again later, and writes nothing', () => {
    const { events: history } = after([hold('h-1')], placedAt);
    given(history)
      .when(expire('h-1'), new Date('2026-11-22T15:04:59.999Z'))
      .thenThrows({ status: 409, message: 'That hold has not lapsed yet' });
  });

  it('frees the slot for everyone else, before its HoldExpired lands and after', () => {
    const { events: history } = after([hold('h-1')], placedAt);
    given(history)
      .when(book(ten, [cut], { userId: 'user-2' }), placedAt)
      .thenThrows(409);
    expect(
      types(
        given(history)
          .when(book(ten, [cut], { userId: 'user-2' }), lapsesAt)
          .events(),
      ),
    ).toEqual(['AppointmentBooked']);
    expect(
      types(
        given(history)
          .when(hold('h-2', { userId: 'user-2' }), lapsesAt)
          .events(),
      ),
    ).toEqual(['SlotHeld']);
    const expired = [...history, ...given(history).when(expire('h-1'), lapsesAt).events()];
    expect(
      types(
        given(expired)
          .when(book(ten, [cut], { userId: 'user-2' }), later)
          .events(),
      ),
    ).toEqual(['AppointmentBooked']);
    expect(types(given(expired).when(online('h-3'), later).events())).toEqual(['SlotHeld']);
  });

  it('expires once: HoldExpired again is a no-op', () => {
    const { events: history } = after([hold('h-1')], placedAt);
    const expired = [...history, ...given(history).when(expire('h-1'), lapsesAt).events()];
    expect(types(expired)).toEqual(['SlotHeld', 'HoldExpired']);
    given(expired).when(expire('h-1'), later).then([]);
  });

  it('is a no-op for a hold that was booked, released or never placed on this day', () => {
    const booked = after([hold('h-1'), book(ten, [cut], { holdId: 'h-1', userId: 'user-1' })], placedAt).events;
    expect(types(booked)).toEqual(['SlotHeld', 'AppointmentBooked', 'HoldReleased']);
    given(booked).when(expire('h-1'), later).then([]);
    const released = after([online('h-1'), release('h-1')], placedAt).events;
    expect(types(released)).toEqual(['SlotHeld', 'HoldReleased']);
    given(released).when(expire('h-1'), later).then([]);
    given([]).when(expire('h-9'), later).then([]);
  });
});

describe('a hold placed online (token)', () => {
  it('lasts the booking design’s hold length and carries its token’s hash and visitor', () => {
    const [held] = given([])
      .when(hold('h-1', { userId: null, tokenHash, visitorId: 'visitor-1', holdMinutes: 1 }), placedAt)
      .events();
    expect(held).toMatchObject({
      type: 'SlotHeld',
      data: { holdId: 'h-1', expiresAt: '2026-11-22T15:01:00.000Z', heldBy: null, tokenHash, visitorId: 'visitor-1' },
    });
  });

  it('books only with its own token: another token is refused (403) and writes nothing', () => {
    const { events: history } = after([online('h-1')], placedAt);
    given(history)
      .when(book(ten, [cut], { holdId: 'h-1', holdTokenHash: otherHash }), placedAt)
      .thenThrows({ status: 403, message: 'That hold is not yours: book with the hold token you were given' });
    given(history)
      .when(book(ten, [cut], { holdId: 'h-1', holdTokenHash: null }), placedAt)
      .thenThrows(403);
    const events = given(history)
      .when(book(ten, [cut], { appointmentId: 'a-1', holdId: 'h-1', holdTokenHash: tokenHash }), placedAt)
      .events();
    expect(types(events)).toEqual(['AppointmentBooked', 'HoldReleased']);
    expect(events[1]).toEqual({ type: 'HoldReleased', data: { holdId: 'h-1', reason: 'booked' } });
  });

  it('remembers what it became and which token booked it, so a repeat of that booking can be answered with it', () => {
    const { state } = after([online('h-1'), book(ten, [cut], { appointmentId: 'a-1', holdId: 'h-1', holdTokenHash: tokenHash })], placedAt);
    expect(state.bookedHolds.get('h-1')).toEqual({ appointmentId: 'a-1', tokenHash });
    expect(state.bookedHolds.has('h-2')).toBe(false);
  });

  it('books once: its token again is refused (409), even on a free slot', () => {
    const { events: history } = after([online('h-1'), book(ten, [cut], { holdId: 'h-1', holdTokenHash: tokenHash })], placedAt);
    given(history)
      .when(book(at(monday, '13:00'), [cut], { holdId: 'h-1', holdTokenHash: tokenHash }), placedAt)
      .thenThrows({ status: 409, message: 'This hold has already been booked' });
  });

  it('books with a lapsed hold only while the slot is still free, and then only once', () => {
    const { events: history } = after([online('h-1')], placedAt);
    const lapsedBooking = given(history)
      .when(book(ten, [cut], { appointmentId: 'a-1', holdId: 'h-1', holdTokenHash: tokenHash }), later)
      .events();
    expect(types(lapsedBooking)).toEqual(['AppointmentBooked', 'HoldReleased']);
    given([...history, ...lapsedBooking])
      .when(book(at(monday, '13:00'), [cut], { holdId: 'h-1', holdTokenHash: tokenHash }), later)
      .thenThrows(409);
    // Someone else took the slot after the lapse: the lapsed hold no longer gets it.
    const taken = [
      ...history,
      ...given(history)
        .when(book(ten, [cut], { userId: 'user-2' }), later)
        .events(),
    ];
    given(taken)
      .when(book(ten, [cut], { holdId: 'h-1', holdTokenHash: tokenHash }), later)
      .thenThrows({ status: 409, message: /Ava Johnson is already booked/ });
  });

  it('once released, books like no hold at all (the slot as it is now decides)', () => {
    const { events: history } = after([online('h-1'), release('h-1')], placedAt);
    const events = given(history)
      .when(book(ten, [cut], { appointmentId: 'a-1', holdId: 'h-1', holdTokenHash: tokenHash }), placedAt)
      .events();
    expect(types(events)).toEqual(['AppointmentBooked']);
    expect(events[0]?.data).toMatchObject({ holdId: null });
  });

  it('is released only with its token; an unknown online hold is a 404', () => {
    const { events: history } = after([online('h-1')], placedAt);
    given(history).when(release('h-1', otherHash), placedAt).thenThrows(403);
    given(history)
      .when(release('h-1'), placedAt)
      .then([{ type: 'HoldReleased', data: { holdId: 'h-1', reason: 'released' } }]);
    given(history)
      .when(book(ten, [cut], { holdId: 'h-9', holdTokenHash: tokenHash }), placedAt)
      .thenThrows({ status: 404, message: 'Hold not found' });
  });
});
