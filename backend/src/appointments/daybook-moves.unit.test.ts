import { describe, expect, it } from 'vitest';
import type { DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import type { MoveRequest, DaybookCommand } from './daybook-commands';
import { after, at, book, dayContext, decide, fold, ids, monday, refusal } from '../../testing/daybook-fixtures';

const ten = at(monday, '10:00');
const cut = (staffId: string | null = ids.ava) => ({ serviceId: ids.cut, staffId });
const move = (appointmentId: string, fields: Partial<MoveRequest> & Pick<MoveRequest, 'startsAt'>): DaybookCommand => ({
  type: 'RescheduleAppointment',
  appointmentId,
  move: { endsAt: null, staffId: null, fromStaffId: null, ...fields },
  context: dayContext(),
});
const itemsOf = (events: DaybookEvent[]) => (events[0]?.type === 'AppointmentRescheduled' || events[0]?.type === 'AppointmentMovedIn' ? events[0].data.items : []);

describe('moving and resizing on the same day', () => {
  it('moves an appointment to a free time and refuses a taken one (409)', () => {
    const { state } = after([book(ten, [cut()], { appointmentId: 'a-1' }), book(at(monday, '14:00'), [cut()], { appointmentId: 'a-2' })]);
    const events = decide(state, move('a-1', { startsAt: at(monday, '12:00') }));
    expect(events).toEqual([{ type: 'AppointmentRescheduled', data: { appointmentId: 'a-1', reason: 'moved', items: [expect.objectContaining({ itemId: 'a-1-1', startsAt: at(monday, '12:00'), durationMinutes: 45 })] } }]);
    expect(refusal(() => decide(state, move('a-1', { startsAt: at(monday, '13:30') })))).toEqual({ status: 409, message: 'Ava Johnson is already booked 2:00–2:45 PM' });
    // Overlapping its own old time is fine.
    expect(decide(state, move('a-1', { startsAt: at(monday, '10:15') }))).toHaveLength(1);
    expect(decide(state, move('a-1', { startsAt: ten }))).toEqual([]);
  });

  it('moves the services of one staff member to another, with the new person’s price and duration', () => {
    const { state } = after([book(ten, [cut()], { appointmentId: 'a-1' })]);
    expect(itemsOf(decide(state, move('a-1', { startsAt: ten, staffId: ids.ben, fromStaffId: ids.ava })))).toEqual([expect.objectContaining({ staffId: ids.ben, durationMinutes: 30, priceCents: 5000 })]);
    expect(refusal(() => decide(state, move('a-1', { startsAt: ten, staffId: ids.cara, fromStaffId: ids.ava })))).toEqual({ status: 422, message: 'Cara Diaz does not perform Haircut' });
    expect(refusal(() => decide(state, move('a-1', { startsAt: ten, staffId: ids.cara, fromStaffId: ids.ben })))).toMatchObject({ status: 422 });
  });

  it('resizes: the last service lasts until the new end, within the working hours and at least 5 minutes', () => {
    const { state } = after([book(ten, [cut()], { appointmentId: 'a-1' })]);
    const events = decide(state, move('a-1', { startsAt: ten, endsAt: at(monday, '11:15') }));
    expect(events[0]).toMatchObject({ type: 'AppointmentRescheduled', data: { reason: 'resized' } });
    expect(itemsOf(events)[0]).toMatchObject({ durationMinutes: 75 });
    expect(refusal(() => decide(state, move('a-1', { startsAt: ten, endsAt: at(monday, '17:30') })))).toMatchObject({ status: 422 });
    expect(refusal(() => decide(state, move('a-1', { startsAt: ten, endsAt: at(monday, '10:03') })))).toEqual({ status: 422, message: 'Haircut needs at least 5 minutes; choose a later end' });
  });

  it('keeps the room it had when it is still free', () => {
    const facial = (staffId: string) => [{ serviceId: ids.facial, staffId }];
    const { state } = after([book(ten, facial(ids.ava), { appointmentId: 'a-1' }), book(ten, facial(ids.ben), { appointmentId: 'a-2' }), { type: 'CancelAppointment', appointmentId: 'a-1', reason: 'Ill' }]);
    expect(itemsOf(decide(state, move('a-2', { startsAt: at(monday, '10:30') })))[0]).toMatchObject({ roomId: ids.roomB });
  });

  it('refuses to move a cancelled appointment (409), and into the past without permission (422), but resizes one that has started', () => {
    const cancelled = after([book(ten, [cut()], { appointmentId: 'a-1' }), { type: 'CancelAppointment', appointmentId: 'a-1', reason: 'Ill' }]).state;
    expect(refusal(() => decide(cancelled, move('a-1', { startsAt: at(monday, '12:00') })))).toEqual({ status: 409, message: 'This appointment is cancelled; it can no longer be moved' });
    const { state } = after([book(ten, [cut()], { appointmentId: 'a-1' })]);
    const now = new Date(at(monday, '10:20'));
    expect(refusal(() => decide(state, move('a-1', { startsAt: at(monday, '09:30') }), now))).toMatchObject({ status: 422, message: expect.stringContaining('has already passed') });
    expect(decide(state, move('a-1', { startsAt: ten, endsAt: at(monday, '11:00') }), now)).toHaveLength(1);
  });
});

describe('moving across days', () => {
  const tuesday = '2026-11-24';
  const { state: source, events: sourceEvents } = after([book(ten, [cut()], { appointmentId: 'a-1', notes: 'Regular' })]);
  const appointment = { ...source.appointments.get('a-1')!, status: 'confirmed' as const };
  const moveIn = (startsAt: string): DaybookCommand => ({ type: 'MoveAppointmentIn', appointment, move: { startsAt, endsAt: null, staffId: null, fromStaffId: null }, context: dayContext(tuesday) });

  it('moves in on the target day with its status and history, then out of the source day; both are idempotent', () => {
    const events = decide(fold([]), moveIn(at(tuesday, '11:00')));
    expect(events).toEqual([
      {
        type: 'AppointmentMovedIn',
        data: expect.objectContaining({ appointmentId: 'a-1', date: tuesday, status: 'confirmed', notes: 'Regular', fromDate: monday, fromLocationId: ids.downtown, items: [expect.objectContaining({ startsAt: at(tuesday, '11:00') })] }),
      },
    ]);
    expect(decide(fold(events), moveIn(at(tuesday, '11:00')))).toEqual([]);
    const out: DaybookCommand = { type: 'MoveAppointmentOut', appointmentId: 'a-1', toDate: tuesday, toLocationId: ids.downtown };
    const outEvents = decide(source, out);
    expect(outEvents).toEqual([{ type: 'AppointmentMovedOut', data: { appointmentId: 'a-1', toDate: tuesday, toLocationId: ids.downtown } }]);
    const sourceAfter = fold([...sourceEvents, ...outEvents]);
    expect(decide(sourceAfter, out)).toEqual([]);
    // The source slot is free again.
    expect(decide(sourceAfter, book(ten, [cut()]))).toHaveLength(1);
    expect(refusal(() => decide(fold([]), { ...out, appointmentId: 'nowhere' }))).toEqual({ status: 404, message: 'Appointment not found' });
  });

  it('refuses a move onto a taken slot of the target day (409), writing nothing', () => {
    const target = after([book(at(tuesday, '11:00'), [cut()], { context: dayContext(tuesday) })]).state;
    expect(refusal(() => decide(target, moveIn(at(tuesday, '11:30'))))).toEqual({ status: 409, message: 'Ava Johnson is already booked 11:00–11:45 AM' });
  });
});

describe('changing services and notes', () => {
  const update = (appointmentId: string, items: { serviceId: string; staffId: string | null }[], notes = ''): DaybookCommand => ({
    type: 'UpdateAppointment',
    appointmentId,
    items,
    notes,
    itemIds: ['new-1', 'new-2'],
    context: dayContext(),
  });

  it('re-plans changed services from the same start and keeps unchanged ones', () => {
    const { state } = after([book(ten, [cut()], { appointmentId: 'a-1' })]);
    const events = decide(state, update('a-1', [cut(null), { serviceId: ids.laser, staffId: null }]));
    expect(events).toEqual([
      {
        type: 'AppointmentRescheduled',
        data: {
          appointmentId: 'a-1',
          reason: 'services_changed',
          items: [expect.objectContaining({ itemId: 'a-1-1', staffId: ids.ava, startsAt: ten }), expect.objectContaining({ itemId: 'new-2', serviceId: ids.laser, staffId: ids.ava, deviceId: ids.laserDevice, startsAt: at(monday, '10:45') })],
        },
      },
    ]);
    expect(decide(state, update('a-1', [cut()]))).toEqual([]);
  });

  it('changes the notes alone, even on a cancelled appointment, but not its services (409)', () => {
    const { state } = after([book(ten, [cut()], { appointmentId: 'a-1' }), { type: 'CancelAppointment', appointmentId: 'a-1', reason: 'Ill' }]);
    expect(decide(state, update('a-1', [cut()], ' Call back next week '))).toEqual([{ type: 'AppointmentNotesChanged', data: { appointmentId: 'a-1', notes: 'Call back next week' } }]);
    expect(refusal(() => decide(state, update('a-1', [{ serviceId: ids.colour, staffId: ids.ava }])))).toEqual({ status: 409, message: 'This appointment is cancelled; its services can no longer change' });
  });

  it('refuses new services that clash (409)', () => {
    const { state } = after([book(ten, [cut()], { appointmentId: 'a-1' }), book(at(monday, '10:45'), [cut()], { appointmentId: 'a-2' })]);
    expect(refusal(() => decide(state, update('a-1', [{ serviceId: ids.colour, staffId: ids.ava }])))).toEqual({ status: 409, message: 'Ava Johnson is already booked 10:45–11:30 AM' });
  });
});
