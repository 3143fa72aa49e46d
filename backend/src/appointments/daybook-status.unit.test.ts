import { describe, expect, it } from 'vitest';
import type { SettableStatus } from '@chairside/shared/appointments/appointment-dto';
import type { DaybookCommand } from './daybook-commands';
import { after, at, book, fold, given, ids, monday } from '../../testing/daybook-fixtures';

const ten = at(monday, '10:00');
const cut = { serviceId: ids.cut, staffId: ids.ava };
const status = (
  appointmentId: string,
  value: SettableStatus,
  by: string | null = null,
  override: { reason: string } | null = null,
): DaybookCommand => ({
  type: 'SetAppointmentStatus',
  appointmentId,
  status: value,
  override,
  userId: by,
  zone: 'America/Chicago',
});
const cancel = (appointmentId: string, reason = 'Client is ill'): DaybookCommand => ({ type: 'CancelAppointment', appointmentId, reason });
const booked = () => after([book(ten, [cut], { appointmentId: 'a-1' })]);
const during = new Date(at(monday, '10:10'));
// Booked the day before, then each step during the visit (Monday 10:10).
const story = (...steps: DaybookCommand[]) => {
  const events = [...booked().events];
  for (const step of steps) events.push(...given(events).when(step, during).events());
  return events;
};
// Booked the day before, marked a no-show ten minutes after the start.
const noShowHistory = () => {
  const { events } = booked();
  return [...events, ...given(events).when(status('a-1', 'no_show'), during).events()];
};

describe('statuses', () => {
  it('moves forward along booked → confirmed → checked in → in service → completed, skipping steps if need be', () => {
    const { events: history } = after([book(ten, [cut], { appointmentId: 'a-1' }), status('a-1', 'confirmed')]);
    const serving = [...history, ...given(history).when(status('a-1', 'in_service'), during).events()];
    given(serving)
      .when(status('a-1', 'completed', 'desk-1'), during)
      .then([{ type: 'AppointmentStatusChanged', data: { appointmentId: 'a-1', from: 'in_service', to: 'completed', by: 'desk-1' } }]);
    given(serving).when(status('a-1', 'in_service'), during).then([]);
  });

  it('never goes back (409)', () => {
    const history = story(status('a-1', 'checked_in'));
    given(history)
      .when(status('a-1', 'confirmed'), during)
      .thenThrows({ status: 409, message: 'This appointment is already checked in; it cannot go back to confirmed' });
  });

  it('keeps completed, cancelled and no-show final (409)', () => {
    const completed = story(status('a-1', 'completed'));
    given(completed)
      .when(status('a-1', 'in_service'), during)
      .thenThrows({ status: 409, message: 'This appointment is completed; its status can no longer change' });
    const cancelled = after([book(ten, [cut], { appointmentId: 'a-1' }), cancel('a-1')]).events;
    given(cancelled)
      .when(status('a-1', 'confirmed'))
      .thenThrows({ status: 409, message: 'This appointment is cancelled; its status can no longer change' });
    given(noShowHistory())
      .when(status('a-1', 'checked_in'), during)
      .thenThrows({ status: 409, message: 'This appointment is no-show; its status can no longer change' });
  });

  it('records a no-show only from booked or confirmed, and not before the start', () => {
    const { events: history } = booked();
    given(history)
      .when(status('a-1', 'no_show'), new Date(at(monday, '09:59')))
      .thenThrows({ status: 422, message: 'A no-show can only be recorded once the appointment has started (10:00 AM)' });
    given(history)
      .when(status('a-1', 'no_show'), during)
      .then([{ type: 'AppointmentStatusChanged', data: { appointmentId: 'a-1', from: 'booked', to: 'no_show', by: null } }]);
    const checkedIn = story(status('a-1', 'checked_in'));
    given(checkedIn)
      .when(status('a-1', 'no_show'), during)
      .thenThrows({ status: 409, message: 'The client is already checked in; they cannot be a no-show' });
  });

  it('answers 404 for an appointment that is not on this day', () => {
    given(booked().events).when(status('elsewhere', 'confirmed')).thenThrows({ status: 404, message: 'Appointment not found' });
  });
});

describe('the day a status belongs to', () => {
  const dayBefore = new Date(at('2026-11-22', '16:00'));
  it('checks in only on the appointment’s own day, unless a manager overrides with a reason', () => {
    const { events: history } = booked();
    given(history).when(status('a-1', 'checked_in'), dayBefore).thenThrows({
      status: 422,
      message: "Check-in is on the appointment's day (Mon, Nov 23); a manager can check in on another day with a reason",
    });
    given(history).when(status('a-1', 'in_service'), dayBefore).thenThrows(422);
    given(history)
      .when(status('a-1', 'checked_in', 'manager-1', { reason: 'Client came a day early for a patch test' }), dayBefore)
      .then([
        { type: 'AppointmentStatusChanged', data: { appointmentId: 'a-1', from: 'booked', to: 'checked_in', by: 'manager-1' } },
        {
          type: 'BookingRuleOverridden',
          data: {
            appointmentId: 'a-1',
            action: 'status',
            rules: ["Check-in is on the appointment's day (Mon, Nov 23); a manager can check in on another day with a reason"],
            reason: 'Client came a day early for a patch test',
            by: 'manager-1',
          },
        },
      ]);
    // On the day itself nothing is overridden: the override adds no event.
    expect(
      given(history)
        .when(status('a-1', 'checked_in', 'manager-1', { reason: 'x' }), during)
        .events()
        .map((event) => event.type),
    ).toEqual(['AppointmentStatusChanged']);
  });

  it('completes only a visit that has started (or is checked in or in service)', () => {
    const { events: history } = booked();
    given(history)
      .when(status('a-1', 'completed'), dayBefore)
      .thenThrows({ status: 422, message: 'This visit has not started yet (it starts Mon, Nov 23 at 10:00 AM); it cannot be completed' });
    given(history)
      .when(status('a-1', 'completed'), new Date(at(monday, '09:30')))
      .thenThrows(422);
    expect(given(history).when(status('a-1', 'completed'), during).events()).toHaveLength(1);
    const early = after([book(ten, [cut], { appointmentId: 'a-1' }), status('a-1', 'checked_in')], new Date(at(monday, '09:40'))).events;
    expect(
      given(early)
        .when(status('a-1', 'completed'), new Date(at(monday, '09:45')))
        .events(),
    ).toHaveLength(1);
  });
});

describe('reverting a status set by mistake', () => {
  const revert = (by: string | null, mayOverride = false, reason = 'Wrong client'): DaybookCommand => ({
    type: 'RevertAppointmentStatus',
    appointmentId: 'a-1',
    reason,
    userId: by,
    mayOverride,
    authorName: 'Fran Desk',
  });
  const completedByDesk = () => story(status('a-1', 'checked_in', 'desk-1'), status('a-1', 'completed', 'desk-1'));

  it('lets the author undo the last change, back to the status before it, once', () => {
    const history = completedByDesk();
    const reverted = given(history).when(revert('desk-1'), during).events();
    expect(reverted).toEqual([
      { type: 'AppointmentStatusReverted', data: { appointmentId: 'a-1', from: 'completed', to: 'checked_in', reason: 'Wrong client' } },
    ]);
    expect(fold([...history, ...reverted]).appointments.get('a-1')?.status).toBe('checked_in');
    given([...history, ...reverted])
      .when(revert('desk-1'), during)
      .thenThrows({ status: 409, message: 'There is no status change to revert' });
  });

  it('lets a manager revert anyone’s change; anyone else is told who may (403)', () => {
    const history = completedByDesk();
    given(history)
      .when(revert('desk-2'), during)
      .thenThrows({ status: 403, message: 'Only Fran Desk, who set this status, or a manager can revert it' });
    expect(given(history).when(revert('manager-1', true), during).events()).toHaveLength(1);
  });

  it('leaves a cancellation to "undo cancellation"', () => {
    const history = [...completedByDesk().slice(0, 2), ...given(completedByDesk().slice(0, 2)).when(cancel('a-1'), during).events()];
    given(history)
      .when(revert('desk-1'), during)
      .thenThrows({ status: 409, message: 'This appointment is cancelled; undo the cancellation instead' });
  });
});

describe('undoing a cancellation', () => {
  const reinstate = (): DaybookCommand => ({ type: 'ReinstateAppointment', appointmentId: 'a-1', day: book(ten, [cut]).day });
  it('puts the appointment back with the status it had, if nobody took the slot', () => {
    const confirmed = after([book(ten, [cut], { appointmentId: 'a-1' }), status('a-1', 'confirmed'), cancel('a-1')]).events;
    const events = given(confirmed).when(reinstate()).events();
    expect(events).toEqual([
      {
        type: 'AppointmentReinstated',
        data: { appointmentId: 'a-1', status: 'confirmed', items: [expect.objectContaining({ staffId: ids.ava, startsAt: ten })] },
      },
    ]);
    expect(fold([...confirmed, ...events]).appointments.get('a-1')).toMatchObject({ status: 'confirmed', cancelReason: null });
    // Reinstated, it occupies the slot again.
    given([...confirmed, ...events])
      .when(book(ten, [cut]))
      .thenThrows(409);
  });

  it('names the clash when the slot was taken meanwhile, and refuses what is not cancelled', () => {
    const taken = after([book(ten, [cut], { appointmentId: 'a-1' }), cancel('a-1'), book(ten, [cut], { appointmentId: 'a-2' })]).events;
    given(taken).when(reinstate()).thenThrows({ status: 409, message: 'Ava Johnson is already booked 10:00–10:45 AM' });
    given(booked().events).when(reinstate()).thenThrows({ status: 409, message: 'This appointment is booked, not cancelled' });
  });
});

describe('cancelling', () => {
  it('flags a cancellation less than 24 hours before the start as late', () => {
    const { events: history } = booked();
    given(history)
      .when(cancel('a-1', '  Client is ill  '), new Date(at('2026-11-22', '10:01')))
      .then([{ type: 'AppointmentCancelled', data: { appointmentId: 'a-1', reason: 'Client is ill', lateCancel: true } }]);
    given(history)
      .when(cancel('a-1'), new Date(at('2026-11-22', '09:59')))
      .then([{ type: 'AppointmentCancelled', data: { appointmentId: 'a-1', reason: 'Client is ill', lateCancel: false } }]);
  });

  it('flags late by the window it is given (online: the booking design’s cancellation window)', () => {
    const { events: history } = booked();
    const online = (hours: number): DaybookCommand => ({
      type: 'CancelAppointment',
      appointmentId: 'a-1',
      reason: 'Clash',
      lateWindowHours: hours,
    });
    // 47 hours before a 10:00 start: late under a 48-hour window, not under a 24-hour one.
    const before = new Date(at('2026-11-21', '11:00'));
    given(history)
      .when(online(48), before)
      .then([{ type: 'AppointmentCancelled', data: { appointmentId: 'a-1', reason: 'Clash', lateCancel: true } }]);
    given(history)
      .when(online(24), before)
      .then([{ type: 'AppointmentCancelled', data: { appointmentId: 'a-1', reason: 'Clash', lateCancel: false } }]);
  });

  it('refuses to cancel twice or to cancel a completed appointment (409)', () => {
    const cancelled = after([book(ten, [cut], { appointmentId: 'a-1' }), cancel('a-1')]).events;
    given(cancelled).when(cancel('a-1')).thenThrows({ status: 409, message: 'This appointment is already cancelled' });
    const completed = story(status('a-1', 'completed'));
    given(completed)
      .when(cancel('a-1'), during)
      .thenThrows({ status: 409, message: 'This appointment is completed; it can no longer be cancelled' });
  });

  it('frees the slot: a cancelled or no-show appointment occupies nobody', () => {
    const cancelled = after([book(ten, [cut], { appointmentId: 'a-1' }), cancel('a-1')]).events;
    expect(
      given(cancelled)
        .when(book(ten, [cut]))
        .events(),
    ).toHaveLength(1);
    expect(
      given(noShowHistory())
        .when(book(at(monday, '10:15'), [cut]), during)
        .events(),
    ).toHaveLength(1);
  });
});

describe('holds', () => {
  const hold = (holdId: string, userId: string | null = 'user-1'): DaybookCommand => ({
    type: 'PlaceHold',
    holdId,
    startsAt: ten,
    items: [cut],
    userId,
    itemIds: [`${holdId}-1`],
    day: book(ten, [cut]).day,
  });
  const now = new Date('2026-11-22T15:00:00Z');
  const release = (holdId: string, userId: string | null = 'user-1', mayReleaseAnyHold = false): DaybookCommand => ({
    type: 'ReleaseHold',
    holdId,
    userId,
    mayReleaseAnyHold,
  });

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
          items: [
            {
              itemId: 'h-1-1',
              serviceId: ids.cut,
              staffId: ids.ava,
              roomId: null,
              deviceId: null,
              startsAt: ten,
              durationMinutes: 45,
              processingMinutes: 0,
              bufferMinutes: 0,
              priceCents: 6000,
            },
          ],
        },
      },
    ]);
    given(history)
      .when(book(ten, [cut]), now)
      .thenThrows({ status: 409, message: 'Ava Johnson is held for another booking 10:00–10:45 AM (until 9:05 AM)' });
    given(history).when(hold('h-2'), now).thenThrows(409);
  });

  it('stops blocking once expired, without any event', () => {
    const { events: history } = after([hold('h-1')], now);
    expect(
      given(history)
        .when(book(ten, [cut]), new Date('2026-11-22T15:05:00Z'))
        .events(),
    ).toHaveLength(1);
    given(history).when(release('h-1'), new Date('2026-11-22T15:06:00Z')).then([]);
  });

  it('turns the caller’s own hold into the booking, releasing it in the same append', () => {
    const { events: history } = after([hold('h-1')], now);
    const events = given(history)
      .when(book(ten, [cut], { appointmentId: 'a-9', holdId: 'h-1', userId: 'user-1' }), now)
      .events();
    expect(events.map((event) => event.type)).toEqual(['AppointmentBooked', 'HoldReleased']);
    expect(events[0]?.data).toMatchObject({ holdId: 'h-1' });
    expect(events[1]).toEqual({ type: 'HoldReleased', data: { holdId: 'h-1', reason: 'booked' } });
    given(history)
      .when(book(ten, [cut], { holdId: 'h-1', userId: 'user-2' }), now)
      .thenThrows({ status: 409, message: 'That slot is held by someone else' });
  });

  it('releases a hold once; an unknown hold is a 404', () => {
    const { events: history } = after([hold('h-1'), release('h-1')], now);
    expect(
      given(history)
        .when(book(ten, [cut]), now)
        .events(),
    ).toHaveLength(1);
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
    given(history)
      .when(release('h-1', 'user-2', true), now)
      .then([{ type: 'HoldReleased', data: { holdId: 'h-1', reason: 'released' } }]);
    given(history)
      .when(release('h-1'), now)
      .then([{ type: 'HoldReleased', data: { holdId: 'h-1', reason: 'released' } }]);
  });
});
