import { describe, expect, it } from 'vitest';
import type { DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import type { MoveRequest, DaybookCommand } from './daybook-commands';
import { after, at, book, dayFacts, given, ids, monday } from '../../testing/daybook-fixtures';

const ten = at(monday, '10:00');
const cut = (staffId: string | null = ids.ava) => ({ serviceId: ids.cut, staffId });
const move = (appointmentId: string, fields: Partial<MoveRequest> & Pick<MoveRequest, 'startsAt'>): DaybookCommand => ({
  type: 'RescheduleAppointment',
  appointmentId,
  move: { endsAt: null, staffId: null, fromStaffId: null, ...fields },
  day: dayFacts(),
  override: null,
  userId: null,
});
const itemsOf = (events: DaybookEvent[]) =>
  events[0]?.type === 'AppointmentRescheduled' || events[0]?.type === 'AppointmentMovedIn' ? events[0].data.items : [];

describe('moving and resizing on the same day', () => {
  it('moves an appointment to a free time and refuses a taken one (409)', () => {
    const { events: history } = after([
      book(ten, [cut()], { appointmentId: 'a-1' }),
      book(at(monday, '14:00'), [cut()], { appointmentId: 'a-2' }),
    ]);
    const events = given(history)
      .when(move('a-1', { startsAt: at(monday, '12:00') }))
      .events();
    expect(events).toEqual([
      {
        type: 'AppointmentRescheduled',
        data: {
          appointmentId: 'a-1',
          reason: 'moved',
          items: [expect.objectContaining({ itemId: 'a-1-1', startsAt: at(monday, '12:00'), durationMinutes: 45 })],
        },
      },
    ]);
    given(history)
      .when(move('a-1', { startsAt: at(monday, '13:30') }))
      .thenThrows({ status: 409, message: 'Ava Johnson is already booked 2:00–2:45 PM' });
    // Overlapping its own old time is fine.
    expect(
      given(history)
        .when(move('a-1', { startsAt: at(monday, '10:15') }))
        .events(),
    ).toHaveLength(1);
    given(history)
      .when(move('a-1', { startsAt: ten }))
      .then([]);
  });

  it('moves the services of one staff member to another, with the new person’s price and duration', () => {
    const { events: history } = after([book(ten, [cut()], { appointmentId: 'a-1' })]);
    expect(
      itemsOf(
        given(history)
          .when(move('a-1', { startsAt: ten, staffId: ids.ben, fromStaffId: ids.ava }))
          .events(),
      ),
    ).toEqual([expect.objectContaining({ staffId: ids.ben, durationMinutes: 30, priceCents: 5000 })]);
    given(history)
      .when(move('a-1', { startsAt: ten, staffId: ids.cara, fromStaffId: ids.ava }))
      .thenThrows({ status: 422, message: 'Cara Diaz does not perform Haircut' });
    given(history)
      .when(move('a-1', { startsAt: ten, staffId: ids.cara, fromStaffId: ids.ben }))
      .thenThrows(422);
  });

  it('resizes: the last service lasts until the new end, within the working hours and at least 5 minutes', () => {
    const { events: history } = after([book(ten, [cut()], { appointmentId: 'a-1' })]);
    const events = given(history)
      .when(move('a-1', { startsAt: ten, endsAt: at(monday, '11:15') }))
      .events();
    expect(events[0]).toMatchObject({ type: 'AppointmentRescheduled', data: { reason: 'resized' } });
    expect(itemsOf(events)[0]).toMatchObject({ durationMinutes: 75 });
    given(history)
      .when(move('a-1', { startsAt: ten, endsAt: at(monday, '17:30') }))
      .thenThrows(422);
    given(history)
      .when(move('a-1', { startsAt: ten, endsAt: at(monday, '10:03') }))
      .thenThrows({ status: 422, message: 'Haircut needs at least 5 minutes; choose a later end' });
  });

  it('keeps the room it had when it is still free', () => {
    const facial = (staffId: string) => [{ serviceId: ids.facial, staffId }];
    const { events: history } = after([
      book(ten, facial(ids.ava), { appointmentId: 'a-1' }),
      book(ten, facial(ids.ben), { appointmentId: 'a-2' }),
      { type: 'CancelAppointment', appointmentId: 'a-1', reason: 'Ill' },
    ]);
    expect(
      itemsOf(
        given(history)
          .when(move('a-2', { startsAt: at(monday, '10:30') }))
          .events(),
      )[0],
    ).toMatchObject({ roomId: ids.roomB });
  });

  it('refuses to move a cancelled appointment (409), and into the past without permission (422), but resizes one that has started', () => {
    const cancelled = after([
      book(ten, [cut()], { appointmentId: 'a-1' }),
      { type: 'CancelAppointment', appointmentId: 'a-1', reason: 'Ill' },
    ]).events;
    given(cancelled)
      .when(move('a-1', { startsAt: at(monday, '12:00') }))
      .thenThrows({ status: 409, message: 'This appointment is cancelled; it can no longer be moved' });
    const { events: history } = after([book(ten, [cut()], { appointmentId: 'a-1' })]);
    const now = new Date(at(monday, '10:20'));
    given(history)
      .when(move('a-1', { startsAt: at(monday, '09:30') }), now)
      .thenThrows({ status: 422, message: /has already passed/ });
    expect(
      given(history)
        .when(move('a-1', { startsAt: ten, endsAt: at(monday, '11:00') }), now)
        .events(),
    ).toHaveLength(1);
  });
});

describe('moving across days', () => {
  const tuesday = '2026-11-24';
  const { state: sourceState, events: source } = after([book(ten, [cut()], { appointmentId: 'a-1', notes: 'Regular' })]);
  const appointment = { ...sourceState.appointments.get('a-1')!, status: 'confirmed' as const };
  const moveIn = (startsAt: string): DaybookCommand => ({
    type: 'MoveAppointmentIn',
    appointment,
    move: { startsAt, endsAt: null, staffId: null, fromStaffId: null },
    day: dayFacts(tuesday),
    override: null,
    userId: null,
  });

  it('moves in on the target day with its status and history, then out of the source day; both are idempotent', () => {
    const events = given([])
      .when(moveIn(at(tuesday, '11:00')))
      .events();
    expect(events).toEqual([
      {
        type: 'AppointmentMovedIn',
        data: expect.objectContaining({
          appointmentId: 'a-1',
          date: tuesday,
          status: 'confirmed',
          notes: 'Regular',
          fromDate: monday,
          fromLocationId: ids.downtown,
          items: [expect.objectContaining({ startsAt: at(tuesday, '11:00') })],
        }),
      },
    ]);
    given(events)
      .when(moveIn(at(tuesday, '11:00')))
      .then([]);
    const out: DaybookCommand = { type: 'MoveAppointmentOut', appointmentId: 'a-1', toDate: tuesday, toLocationId: ids.downtown };
    const outEvents = given(source).when(out).events();
    expect(outEvents).toEqual([
      { type: 'AppointmentMovedOut', data: { appointmentId: 'a-1', toDate: tuesday, toLocationId: ids.downtown } },
    ]);
    const sourceAfter = [...source, ...outEvents];
    given(sourceAfter).when(out).then([]);
    // The source slot is free again.
    expect(
      given(sourceAfter)
        .when(book(ten, [cut()]))
        .events(),
    ).toHaveLength(1);
    given([])
      .when({ ...out, appointmentId: 'nowhere' })
      .thenThrows({ status: 404, message: 'Appointment not found' });
  });

  it('refuses a move onto a taken slot of the target day (409), writing nothing', () => {
    const target = after([book(at(tuesday, '11:00'), [cut()], { day: dayFacts(tuesday) })]).events;
    given(target)
      .when(moveIn(at(tuesday, '11:30')))
      .thenThrows({ status: 409, message: 'Ava Johnson is already booked 11:00–11:45 AM' });
  });
});

describe('changing services and notes', () => {
  const update = (appointmentId: string, items: { serviceId: string; staffId: string | null }[], notes = ''): DaybookCommand => ({
    type: 'UpdateAppointment',
    appointmentId,
    items,
    notes,
    itemIds: ['new-1', 'new-2'],
    day: dayFacts(),
  });

  it('re-plans changed services from the same start and keeps unchanged ones', () => {
    const { events: history } = after([book(ten, [cut()], { appointmentId: 'a-1' })]);
    const events = given(history)
      .when(update('a-1', [cut(null), { serviceId: ids.laser, staffId: null }]))
      .events();
    expect(events).toEqual([
      {
        type: 'AppointmentRescheduled',
        data: {
          appointmentId: 'a-1',
          reason: 'services_changed',
          items: [
            expect.objectContaining({ itemId: 'a-1-1', staffId: ids.ava, startsAt: ten }),
            expect.objectContaining({
              itemId: 'new-2',
              serviceId: ids.laser,
              staffId: ids.ava,
              deviceId: ids.laserDevice,
              startsAt: at(monday, '10:45'),
            }),
          ],
        },
      },
    ]);
    given(history)
      .when(update('a-1', [cut()]))
      .then([]);
  });

  it('changes the notes alone, even on a cancelled appointment, but not its services (409)', () => {
    const { events: history } = after([
      book(ten, [cut()], { appointmentId: 'a-1' }),
      { type: 'CancelAppointment', appointmentId: 'a-1', reason: 'Ill' },
    ]);
    given(history)
      .when(update('a-1', [cut()], ' Call back next week '))
      .then([{ type: 'AppointmentNotesChanged', data: { appointmentId: 'a-1', notes: 'Call back next week' } }]);
    given(history)
      .when(update('a-1', [{ serviceId: ids.colour, staffId: ids.ava }]))
      .thenThrows({ status: 409, message: 'This appointment is cancelled; its services can no longer change' });
  });

  it('refuses new services that clash (409)', () => {
    const { events: history } = after([
      book(ten, [cut()], { appointmentId: 'a-1' }),
      book(at(monday, '10:45'), [cut()], { appointmentId: 'a-2' }),
    ]);
    given(history)
      .when(update('a-1', [{ serviceId: ids.colour, staffId: ids.ava }]))
      .thenThrows({ status: 409, message: 'Ava Johnson is already booked 10:45–11:30 AM' });
  });
});
