import { describe, expect, it } from 'vitest';
import type { SettableStatus } from '@chairside/shared/appointments/appointment-dto';
import type { DaybookCommand } from './daybook-commands';
import { after, at, book, given, ids, monday } from '../../testing/daybook-fixtures';

const ten = at(monday, '10:00');
const cut = { serviceId: ids.cut, staffId: ids.ava };
const status = (appointmentId: string, value: SettableStatus): DaybookCommand => ({ type: 'SetAppointmentStatus', appointmentId, status: value });
const cancel = (appointmentId: string, reason = 'Client is ill'): DaybookCommand => ({ type: 'CancelAppointment', appointmentId, reason });
const booked = () => after([book(ten, [cut], { appointmentId: 'a-1' })]);
const during = new Date(at(monday, '10:10'));
// Booked the day before, marked a no-show ten minutes after the start.
const noShowHistory = () => {
  const { events } = booked();
  return [...events, ...given(events).when(status('a-1', 'no_show'), during).events()];
};

describe('statuses', () => {
  it('moves forward along booked → confirmed → checked in → in service → completed, skipping steps if need be', () => {
    const { events: history } = after([book(ten, [cut], { appointmentId: 'a-1' }), status('a-1', 'confirmed'), status('a-1', 'in_service')]);
    given(history).when(status('a-1', 'completed')).then([{ type: 'AppointmentStatusChanged', data: { appointmentId: 'a-1', from: 'in_service', to: 'completed' } }]);
    given(history).when(status('a-1', 'in_service')).then([]);
  });

  it('never goes back (409)', () => {
    const { events: history } = after([book(ten, [cut], { appointmentId: 'a-1' }), status('a-1', 'checked_in')]);
    given(history).when(status('a-1', 'confirmed')).thenThrows({ status: 409, message: 'This appointment is already checked in; it cannot go back to confirmed' });
  });

  it('keeps completed, cancelled and no-show final (409)', () => {
    const completed = after([book(ten, [cut], { appointmentId: 'a-1' }), status('a-1', 'completed')]).events;
    given(completed).when(status('a-1', 'in_service')).thenThrows({ status: 409, message: 'This appointment is completed; its status can no longer change' });
    const cancelled = after([book(ten, [cut], { appointmentId: 'a-1' }), cancel('a-1')]).events;
    given(cancelled).when(status('a-1', 'confirmed')).thenThrows({ status: 409, message: 'This appointment is cancelled; its status can no longer change' });
    given(noShowHistory()).when(status('a-1', 'checked_in'), during).thenThrows({ status: 409, message: 'This appointment is no-show; its status can no longer change' });
  });

  it('records a no-show only from booked or confirmed, and not before the start', () => {
    const { events: history } = booked();
    given(history).when(status('a-1', 'no_show'), new Date(at(monday, '09:59'))).thenThrows({ status: 422, message: 'A no-show can only be recorded once the appointment has started (10:00 AM)' });
    given(history).when(status('a-1', 'no_show'), during).then([{ type: 'AppointmentStatusChanged', data: { appointmentId: 'a-1', from: 'booked', to: 'no_show' } }]);
    const checkedIn = after([book(ten, [cut], { appointmentId: 'a-1' }), status('a-1', 'checked_in')]).events;
    given(checkedIn).when(status('a-1', 'no_show'), during).thenThrows({ status: 409, message: 'The client is already checked in; they cannot be a no-show' });
  });

  it('answers 404 for an appointment that is not on this day', () => {
    given(booked().events).when(status('elsewhere', 'confirmed')).thenThrows({ status: 404, message: 'Appointment not found' });
  });
});

describe('cancelling', () => {
  it('flags a cancellation less than 24 hours before the start as late', () => {
    const { events: history } = booked();
    given(history).when(cancel('a-1', '  Client is ill  '), new Date(at('2026-11-22', '10:01'))).then([
      { type: 'AppointmentCancelled', data: { appointmentId: 'a-1', reason: 'Client is ill', lateCancel: true } },
    ]);
    given(history).when(cancel('a-1'), new Date(at('2026-11-22', '09:59'))).then([{ type: 'AppointmentCancelled', data: { appointmentId: 'a-1', reason: 'Client is ill', lateCancel: false } }]);
  });

  it('refuses to cancel twice or to cancel a completed appointment (409)', () => {
    const cancelled = after([book(ten, [cut], { appointmentId: 'a-1' }), cancel('a-1')]).events;
    given(cancelled).when(cancel('a-1')).thenThrows({ status: 409, message: 'This appointment is already cancelled' });
    const completed = after([book(ten, [cut], { appointmentId: 'a-1' }), status('a-1', 'completed')]).events;
    given(completed).when(cancel('a-1')).thenThrows({ status: 409, message: 'This appointment is completed; it can no longer be cancelled' });
  });

  it('frees the slot: a cancelled or no-show appointment occupies nobody', () => {
    const cancelled = after([book(ten, [cut], { appointmentId: 'a-1' }), cancel('a-1')]).events;
    expect(given(cancelled).when(book(ten, [cut])).events()).toHaveLength(1);
    expect(given(noShowHistory()).when(book(at(monday, '10:15'), [cut]), during).events()).toHaveLength(1);
  });
});

describe('holds', () => {
  const hold = (holdId: string, userId: string | null = 'user-1'): DaybookCommand => ({ type: 'PlaceHold', holdId, startsAt: ten, items: [cut], userId, itemIds: [`${holdId}-1`], context: book(ten, [cut]).context });
  const now = new Date('2026-11-22T15:00:00Z');
  const release = (holdId: string, userId: string | null = 'user-1', mayReleaseAnyHold = false): DaybookCommand => ({ type: 'ReleaseHold', holdId, userId, mayReleaseAnyHold });

  it('holds a slot for five minutes, blocking everyone else', () => {
    const { events: history } = after([hold('h-1')], now);
    expect(history).toEqual([
      {
        type: 'SlotHeld',
        data: {
          holdId: 'h-1',
          locationId: ids.downtown,
          date: monday,
          expiresAt: '2026-11-22T15:05:00.000Z',
          heldBy: 'user-1',
          items: [{ itemId: 'h-1-1', serviceId: ids.cut, staffId: ids.ava, roomId: null, deviceId: null, startsAt: ten, durationMinutes: 45, processingMinutes: 0, bufferMinutes: 0, priceCents: 6000 }],
        },
      },
    ]);
    given(history).when(book(ten, [cut]), now).thenThrows({ status: 409, message: 'Ava Johnson is held for another booking 10:00–10:45 AM (until 9:05 AM)' });
    given(history).when(hold('h-2'), now).thenThrows(409);
  });

  it('stops blocking once expired, without any event', () => {
    const { events: history } = after([hold('h-1')], now);
    expect(given(history).when(book(ten, [cut]), new Date('2026-11-22T15:05:00Z')).events()).toHaveLength(1);
    given(history).when(release('h-1'), new Date('2026-11-22T15:06:00Z')).then([]);
  });

  it('turns the caller’s own hold into the booking, releasing it in the same append', () => {
    const { events: history } = after([hold('h-1')], now);
    const events = given(history).when(book(ten, [cut], { appointmentId: 'a-9', holdId: 'h-1', userId: 'user-1' }), now).events();
    expect(events.map((event) => event.type)).toEqual(['AppointmentBooked', 'HoldReleased']);
    expect(events[0]?.data).toMatchObject({ holdId: 'h-1' });
    expect(events[1]).toEqual({ type: 'HoldReleased', data: { holdId: 'h-1', reason: 'booked' } });
    given(history).when(book(ten, [cut], { holdId: 'h-1', userId: 'user-2' }), now).thenThrows({ status: 409, message: 'That slot is held by someone else' });
  });

  it('releases a hold once; an unknown hold is a 404', () => {
    const { events: history } = after([hold('h-1'), release('h-1')], now);
    expect(given(history).when(book(ten, [cut]), now).events()).toHaveLength(1);
    given(history).when(release('h-1'), now).then([]);
    given(history).when(release('h-9'), now).thenThrows({ status: 404, message: 'Hold not found' });
  });

  it('lets only the hold’s owner, or someone who may edit the calendar, release it', () => {
    const { events: history } = after([hold('h-1')], now);
    given(history).when(release('h-1', 'user-2'), now).thenThrows({
      status: 403,
      message: 'That hold is someone else’s: only the person who placed it, or someone who may edit the calendar, can release it',
    });
    given(history).when(release('h-1', null), now).thenThrows(403);
    given(history).when(release('h-1', 'user-2', true), now).then([{ type: 'HoldReleased', data: { holdId: 'h-1', reason: 'released' } }]);
    given(history).when(release('h-1'), now).then([{ type: 'HoldReleased', data: { holdId: 'h-1', reason: 'released' } }]);
  });
});
