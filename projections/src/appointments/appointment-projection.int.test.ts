import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentsPatch } from '@chairside/shared/appointments/appointment-dto';
import { daybookStream, type DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import { ids, item, seedNames, startProjectionWorld, type ProjectionWorld } from '../../testing/appointment-projection-fixtures';
import { countTodayByStatus, findAppointmentDay, getAppointmentDetails, listAppointments, listDayOccupancy } from './appointment-queries';

let world: ProjectionWorld;

beforeAll(async () => {
  world = await startProjectionWorld('appointments-test');
  await seedNames(world);
}, 60_000);
afterAll(() => world?.stop());

// Monday 2026-11-23 and Tuesday 2026-11-24 are on standard time: 10:00 local = 16:00Z.
const monday = '2026-11-23';
const tuesday = '2026-11-24';
const day = (date: string) => daybookStream(ids.downtown, date);
const append = (date: string, events: DaybookEvent[], userId: string | null = ids.admin) => world.append(day(date), events, userId);
const booked = (
  appointmentId: string,
  date: string,
  items = [item(ids.cut, ids.ava, `${date}T16:00:00.000Z`)],
  holdId: string | null = null,
): DaybookEvent => ({
  type: 'AppointmentBooked',
  data: { appointmentId, locationId: ids.downtown, date, seriesId: null, clientId: ids.client, notes: 'Prefers quiet', items, holdId },
});

describe('appointments read model', () => {
  it('names a staff member hired without a sign-in account on the calendar and the timeline', async () => {
    const nia = randomUUID();
    await world.append(`staff-${nia}`, [
      {
        type: 'StaffHiredWithoutAccount',
        data: {
          staffId: nia,
          firstName: 'Nia',
          lastName: 'Okafor',
          email: null,
          phone: null,
          title: '',
          bio: '',
          photo: null,
          color: '#22c55e',
          locationIds: [ids.downtown],
          pay: { hourlyRateCents: null, serviceCommissionPercent: null, productCommissionPercent: null },
        },
      },
    ]);
    await world.caughtUp();
    const id = randomUUID();
    await append('2026-11-30', [booked(id, '2026-11-30', [item(ids.cut, nia, '2026-11-30T16:00:00.000Z')])]);
    await world.caughtUp();
    const details = await getAppointmentDetails(world.readDb, id);
    expect(details?.items.map((entry) => entry.staffName)).toEqual(['Nia Okafor']);
    expect(details?.timeline[0]?.summary).toContain('with Nia Okafor');
  });

  it('folds a booking into the calendar with the names of client, services and staff, items in order', async () => {
    const id = randomUUID();
    const items = [
      item(ids.cut, ids.ava, '2026-11-23T16:00:00.000Z'),
      item(ids.blowout, ids.ben, '2026-11-23T17:00:00.000Z', 30, { priceCents: 3000 }),
    ];
    await append(monday, [booked(id, monday, items)]);
    await world.caughtUp();

    const { appointments, holds } = await listAppointments(world.readDb, { locationId: ids.downtown, date: monday });
    expect(holds).toEqual([]);
    const appointment = appointments.find((candidate) => candidate.id === id);
    expect(appointment).toMatchObject({
      locationId: ids.downtown,
      date: monday,
      status: 'booked',
      startsAt: '2026-11-23T16:00:00.000Z',
      endsAt: '2026-11-23T17:30:00.000Z',
      clientName: 'Grace Hopper',
      // Stored as E.164 whatever was typed.
      clientPhone: '+13125550142',
      clientEmail: 'grace@example.com',
      notes: 'Prefers quiet',
      priceCents: 8000,
      cancelReason: null,
      lateCancel: false,
    });
    expect(
      appointment?.items.map((entry) => [entry.serviceName, entry.categoryName, entry.staffName, entry.startsAt, entry.endsAt]),
    ).toEqual([
      ['Haircut', 'Hair', 'Ava Johnson', '2026-11-23T16:00:00.000Z', '2026-11-23T17:00:00.000Z'],
      ['Blowout', 'Hair', 'Ben Lee', '2026-11-23T17:00:00.000Z', '2026-11-23T17:30:00.000Z'],
    ]);
    // The staff filter keeps whole appointments that involve the person.
    expect(
      (await listAppointments(world.readDb, { locationId: ids.downtown, date: monday, staffId: ids.ben })).appointments.map(
        (entry) => entry.id,
      ),
    ).toContain(id);
    expect((await listAppointments(world.readDb, { locationId: ids.downtown, date: monday, staffId: randomUUID() })).appointments).toEqual(
      [],
    );
    expect((await listAppointments(world.readDb, { locationId: ids.uptown, date: monday })).appointments).toEqual([]);

    const details = await getAppointmentDetails(world.readDb, id);
    expect(details?.timeline.map((entry) => [entry.type, entry.summary, entry.userName])).toEqual([
      ['AppointmentBooked', 'Booked Haircut with Ava Johnson and Blowout with Ben Lee, Mon, Nov 23, 10:00 AM', 'Demo Admin'],
    ]);
  });

  it('follows a reschedule, notes, status changes and a late cancellation, each on the timeline with its author', async () => {
    const id = randomUUID();
    await append(monday, [booked(id, monday)]);
    await append(monday, [
      {
        type: 'AppointmentRescheduled',
        data: { appointmentId: id, items: [item(ids.cut, ids.ben, '2026-11-23T18:00:00.000Z')], reason: 'moved' },
      },
    ]);
    await append(monday, [
      {
        type: 'AppointmentRescheduled',
        data: { appointmentId: id, items: [item(ids.cut, ids.ben, '2026-11-23T18:00:00.000Z', 90)], reason: 'resized' },
      },
    ]);
    await append(monday, [{ type: 'AppointmentNotesChanged', data: { appointmentId: id, notes: 'Bring photos' } }]);
    // Workers and the seed write without a user: "System".
    await append(monday, [{ type: 'AppointmentStatusChanged', data: { appointmentId: id, from: 'booked', to: 'confirmed' } }], null);
    await append(monday, [{ type: 'AppointmentCancelled', data: { appointmentId: id, reason: 'client is ill', lateCancel: true } }]);
    await world.caughtUp();

    const details = await getAppointmentDetails(world.readDb, id);
    expect(details).toMatchObject({
      status: 'cancelled',
      cancelReason: 'client is ill',
      lateCancel: true,
      notes: 'Bring photos',
      startsAt: '2026-11-23T18:00:00.000Z',
      endsAt: '2026-11-23T19:30:00.000Z',
    });
    expect(details?.items.map((entry) => entry.staffName)).toEqual(['Ben Lee']);
    expect(details?.timeline.map((entry) => [entry.summary, entry.userName])).toEqual([
      ['Booked Haircut with Ava Johnson, Mon, Nov 23, 10:00 AM', 'Demo Admin'],
      ['Moved to Mon, Nov 23, 12:00 PM with Ben Lee', 'Demo Admin'],
      ['Length changed: now ends 1:30 PM', 'Demo Admin'],
      ['Notes changed', 'Demo Admin'],
      ['Status: Confirmed', 'System'],
      ['Cancelled: client is ill (late cancellation)', 'Demo Admin'],
    ]);
    expect(details?.timeline[5]?.userId).toBe(ids.admin);
    // Cancelled appointments stay on the calendar unless left out, and free their time.
    expect(
      (await listAppointments(world.readDb, { locationId: ids.downtown, date: monday, includeCancelled: false })).appointments.map(
        (entry) => entry.id,
      ),
    ).not.toContain(id);
    const occupied = await listDayOccupancy(world.readDb, ids.downtown, monday);
    expect(occupied.flatMap((entry) => entry.items).some((entry) => entry.startsAt === '2026-11-23T18:00:00.000Z')).toBe(false);
  });

  it('keeps one row when an appointment moves to another day, whatever order the days let go', async () => {
    const id = randomUUID();
    await append(monday, [booked(id, monday)]);
    const movedIn = (date: string, from: string): DaybookEvent => ({
      type: 'AppointmentMovedIn',
      data: {
        appointmentId: id,
        locationId: ids.downtown,
        date,
        seriesId: null,
        clientId: ids.client,
        notes: 'Prefers quiet',
        items: [item(ids.cut, ids.ava, `${date}T17:00:00.000Z`)],
        status: 'confirmed',
        fromDate: from,
        fromLocationId: ids.downtown,
      },
    });
    const movedOut = (date: string): DaybookEvent => ({
      type: 'AppointmentMovedOut',
      data: { appointmentId: id, toDate: date, toLocationId: ids.downtown },
    });
    await append(tuesday, [movedIn(tuesday, monday)]);
    await append(monday, [movedOut(tuesday)]);
    await world.caughtUp();

    expect(await findAppointmentDay(world.readDb, id)).toEqual({ locationId: ids.downtown, date: tuesday });
    expect(
      (await listAppointments(world.readDb, { locationId: ids.downtown, date: monday })).appointments.map((entry) => entry.id),
    ).not.toContain(id);
    const range = await listAppointments(world.readDb, { locationId: ids.downtown, from: monday, to: tuesday });
    expect(range.appointments.filter((entry) => entry.id === id)).toHaveLength(1);
    expect(range.appointments.find((entry) => entry.id === id)).toMatchObject({
      date: tuesday,
      status: 'confirmed',
      startsAt: '2026-11-24T17:00:00.000Z',
    });

    // A late (or repeated) let-go from Monday must not delete the row that now lives on Tuesday.
    await append(monday, [movedOut(tuesday)]);
    await world.caughtUp();
    expect(await findAppointmentDay(world.readDb, id)).toEqual({ locationId: ids.downtown, date: tuesday });
    const details = await getAppointmentDetails(world.readDb, id);
    expect(details?.items).toHaveLength(1);
    expect(details?.timeline.map((entry) => entry.summary)).toEqual([
      'Booked Haircut with Ava Johnson, Mon, Nov 23, 10:00 AM',
      'Moved to Tue, Nov 24, 11:00 AM with Ava Johnson',
    ]);
  });

  it('shows unexpired holds only, and drops a hold when it is released or booked', async () => {
    const date = '2026-11-25';
    const [live, expired, released, turnedIntoBooking] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const hold = (holdId: string, expiresAt: string, startsAt: string): DaybookEvent => ({
      type: 'SlotHeld',
      data: { holdId, locationId: ids.downtown, date, items: [item(ids.cut, ids.ava, startsAt)], expiresAt, heldBy: ids.admin },
    });
    const future = '2099-01-01T00:00:00.000Z';
    await append(date, [
      hold(live, future, '2026-11-25T15:00:00.000Z'),
      hold(expired, '2026-01-01T00:00:00.000Z', '2026-11-25T16:00:00.000Z'),
      hold(released, future, '2026-11-25T17:00:00.000Z'),
      hold(turnedIntoBooking, future, '2026-11-25T18:00:00.000Z'),
      { type: 'HoldReleased', data: { holdId: released, reason: 'released' } },
      booked(randomUUID(), date, [item(ids.cut, ids.ava, '2026-11-25T18:00:00.000Z')], turnedIntoBooking),
    ]);
    await world.caughtUp();

    const { holds, appointments } = await listAppointments(world.readDb, { locationId: ids.downtown, date });
    expect(holds.map((entry) => entry.id)).toEqual([live]);
    expect(holds[0]).toMatchObject({ startsAt: '2026-11-25T15:00:00.000Z', endsAt: '2026-11-25T16:00:00.000Z', expiresAt: future });
    expect(holds[0]?.items).toEqual([
      {
        serviceId: ids.cut,
        staffId: ids.ava,
        roomId: null,
        deviceId: null,
        startsAt: '2026-11-25T15:00:00.000Z',
        endsAt: '2026-11-25T16:00:00.000Z',
      },
    ]);
    expect(appointments).toHaveLength(1);
    // What blocks the day: the live hold and the booking.
    expect((await listDayOccupancy(world.readDb, ids.downtown, date)).map((entry) => entry.items[0]?.startsAt).sort()).toEqual([
      '2026-11-25T15:00:00.000Z',
      '2026-11-25T18:00:00.000Z',
    ]);
  });

  it('sends open calendars the changed appointments themselves, to the location calendar room only, and not for a burst', async () => {
    const date = '2026-12-01';
    const [holdId, appointmentId] = [randomUUID(), randomUUID()];
    const startsAt = '2026-12-01T16:00:00.000Z';
    await append(date, [
      {
        type: 'SlotHeld',
        data: {
          holdId,
          locationId: ids.downtown,
          date,
          items: [item(ids.cut, ids.ava, startsAt)],
          expiresAt: '2099-01-01T00:00:00.000Z',
          heldBy: ids.admin,
        },
      },
    ]);
    await world.caughtUp();
    await append(date, [booked(appointmentId, date, [item(ids.cut, ids.ava, startsAt)], holdId)]);
    await world.caughtUp();
    const notices = async (id: string) =>
      (
        await sql<{
          rooms: string[];
          patch: AppointmentsPatch | null;
          patch_rooms: string[];
        }>`select rooms, patch, patch_rooms from ui_changes where ${id} = any(ids) order by id`.execute(world.readDb)
      ).rows;

    const [held, booking] = await notices(holdId);
    expect(held?.patch?.holds.map((hold) => ({ id: hold.id, date: hold.date }))).toEqual([{ id: holdId, date }]);
    // The booking confirms the hold: its notice carries the appointment as the calendar lists it, and the hold's removal.
    expect(booking?.patch_rooms).toEqual([`calendar:${ids.downtown}`]);
    expect(booking?.rooms).toEqual(['staff', `location:${ids.downtown}`]);
    const listed = (await listAppointments(world.readDb, { locationId: ids.downtown, date })).appointments.find(
      ({ id }) => id === appointmentId,
    );
    expect(booking?.patch).toEqual({ appointments: [listed], holds: [], removedIds: [holdId] });
    expect(listed?.clientName).not.toBe('Unknown client');

    // A burst (a first start, an import) is more than screens should patch: notices alone, they read again.
    const burst = Array.from({ length: 120 }, (_, index) =>
      booked(randomUUID(), '2026-12-02', [
        item(ids.cut, ids.ben, new Date(Date.parse('2026-12-02T15:00:00.000Z') + index * 60_000).toISOString()),
      ]),
    );
    await append('2026-12-02', burst);
    await world.caughtUp();
    const burstNotices = await notices(burst[0]!.type === 'AppointmentBooked' ? burst[0]!.data.appointmentId : '');
    expect(burstNotices).toEqual([{ rooms: ['staff', `location:${ids.downtown}`], patch: null, patch_rooms: [] }]);
  });

  it('counts a day by status with every status present', async () => {
    const date = '2026-11-26';
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await append(date, [
      booked(a, date, [item(ids.cut, ids.ava, '2026-11-26T15:00:00.000Z')]),
      booked(b, date, [item(ids.cut, ids.ava, '2026-12-01T16:00:00.000Z')]),
      booked(c, date, [item(ids.cut, ids.ava, '2026-11-26T17:00:00.000Z')]),
      { type: 'AppointmentStatusChanged', data: { appointmentId: a, from: 'booked', to: 'checked_in' } },
      { type: 'AppointmentCancelled', data: { appointmentId: b, reason: 'moved away', lateCancel: false } },
    ]);
    await world.caughtUp();
    expect(await countTodayByStatus(world.readDb, ids.downtown, date)).toEqual({
      total: 3,
      byStatus: { booked: 1, confirmed: 0, checked_in: 1, in_service: 0, completed: 0, cancelled: 1, no_show: 0 },
    });
    expect(await getAppointmentDetails(world.readDb, randomUUID())).toBeNull();
  });
  it('tells online bookers of a location that its slots changed: one bare notice per batch, for what frees or takes a slot', async () => {
    const date = '2026-12-03';
    const slotNotices = async (locationId: string) =>
      (
        await sql<{
          rooms: string[];
          ids: string[];
          patch: unknown;
          location_id: string | null;
        }>`select rooms, ids, patch, location_id from ui_changes where topic = 'booking-slots' and location_id = ${locationId} order by id`.execute(
          world.readDb,
        )
      ).rows;
    const counted = async () => ({ downtown: (await slotNotices(ids.downtown)).length, uptown: (await slotNotices(ids.uptown)).length });
    // Runs one append and answers how many notices each location's bookers got from it.
    const heard = async (stream: string, events: DaybookEvent[]) => {
      const before = await counted();
      await world.append(stream, events, ids.admin);
      await world.caughtUp();
      const after = await counted();
      return { downtown: after.downtown - before.downtown, uptown: after.uptown - before.uptown };
    };
    const [a, b, c, holdId] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const at = (time: string) => `${date}T${time}:00.000Z`;

    // Three bookings in one append: one notice, bare, in the location's public room.
    expect(
      await heard(day(date), [
        booked(a, date, [item(ids.cut, ids.ava, at('15:00'))]),
        booked(b, date, [item(ids.cut, ids.ben, at('15:00'))]),
        booked(c, date, [item(ids.cut, ids.ava, at('17:00'))]),
      ]),
    ).toEqual({ downtown: 1, uptown: 0 });
    expect((await slotNotices(ids.downtown)).at(-1)).toEqual({
      rooms: [`public-booking:${ids.downtown}`],
      ids: [],
      patch: null,
      location_id: ids.downtown,
    });
    // Notes, overrides and the desk's own statuses change no slot.
    expect(await heard(day(date), [{ type: 'AppointmentNotesChanged', data: { appointmentId: a, notes: 'Fringe' } }])).toEqual({
      downtown: 0,
      uptown: 0,
    });
    expect(
      await heard(day(date), [{ type: 'AppointmentStatusChanged', data: { appointmentId: a, from: 'booked', to: 'confirmed', by: null } }]),
    ).toEqual({ downtown: 0, uptown: 0 });
    // A no-show, a cancellation and its undoing, a move within the day do.
    expect(
      await heard(day(date), [{ type: 'AppointmentStatusChanged', data: { appointmentId: b, from: 'booked', to: 'no_show', by: null } }]),
    ).toEqual({ downtown: 1, uptown: 0 });
    expect(
      await heard(day(date), [{ type: 'AppointmentCancelled', data: { appointmentId: c, reason: 'Ill', lateCancel: false } }]),
    ).toEqual({ downtown: 1, uptown: 0 });
    expect(
      await heard(day(date), [
        { type: 'AppointmentReinstated', data: { appointmentId: c, status: 'booked', items: [item(ids.cut, ids.ava, at('17:00'))] } },
      ]),
    ).toEqual({ downtown: 1, uptown: 0 });
    expect(
      await heard(day(date), [
        { type: 'AppointmentRescheduled', data: { appointmentId: c, items: [item(ids.cut, ids.ava, at('18:00'))], reason: 'moved' } },
      ]),
    ).toEqual({ downtown: 1, uptown: 0 });
    // A move to another location: both locations' bookers hear of it.
    const movedIn: DaybookEvent = {
      type: 'AppointmentMovedIn',
      data: {
        appointmentId: a,
        locationId: ids.uptown,
        date,
        seriesId: null,
        clientId: ids.client,
        notes: 'Fringe',
        items: [item(ids.cut, ids.ava, at('16:00'))],
        status: 'confirmed',
        fromDate: date,
        fromLocationId: ids.downtown,
      },
    };
    expect(await heard(daybookStream(ids.uptown, date), [movedIn])).toEqual({ downtown: 0, uptown: 1 });
    expect(
      await heard(day(date), [{ type: 'AppointmentMovedOut', data: { appointmentId: a, toDate: date, toLocationId: ids.uptown } }]),
    ).toEqual({ downtown: 1, uptown: 0 });
    // Holds placed, lapsed and released.
    const held: DaybookEvent = {
      type: 'SlotHeld',
      data: {
        holdId,
        locationId: ids.downtown,
        date,
        items: [item(ids.cut, ids.ben, at('19:00'))],
        expiresAt: '2026-12-01T00:00:00.000Z',
        heldBy: null,
      },
    };
    expect(await heard(day(date), [held])).toEqual({ downtown: 1, uptown: 0 });
    expect(await heard(day(date), [{ type: 'HoldExpired', data: { holdId, expiredAt: '2026-12-01T00:00:00.000Z' } }])).toEqual({
      downtown: 1,
      uptown: 0,
    });
    const released = randomUUID();
    expect(
      await heard(day(date), [
        { ...held, data: { ...held.data, holdId: released } } as DaybookEvent,
        { type: 'HoldReleased', data: { holdId: released, reason: 'released' } },
      ]),
    ).toEqual({ downtown: 1, uptown: 0 });
    // The calendar's patch of the lapse names the hold as removed.
    const [expiredNotice] = (
      await sql<{
        patch: AppointmentsPatch | null;
      }>`select patch from ui_changes where topic = 'appointments' and ${holdId} = any(ids) order by id desc limit 1`.execute(world.readDb)
    ).rows;
    expect(expiredNotice?.patch).toEqual({ appointments: [], holds: [], removedIds: [holdId] });
  });
});
