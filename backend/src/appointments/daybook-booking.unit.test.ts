import type { DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import { describe, expect, it } from 'vitest';
import { after, at, book, dayFacts, given, ids, monday, services, span, staffDay } from '../../testing/daybook-fixtures';

const ten = at(monday, '10:00');
const cutWith = (staffId: string | null) => ({ serviceId: ids.cut, staffId });

describe('booking an appointment', () => {
  it('books a service with the staff member asked for, at their own price and duration', () => {
    const command = book(ten, [cutWith(ids.ava)], { appointmentId: 'a-1', notes: 'Fringe only' });
    given([])
      .when(command)
      .then([
        {
          type: 'AppointmentBooked',
          data: {
            appointmentId: 'a-1',
            locationId: ids.downtown,
            date: monday,
            seriesId: null,
            clientId: ids.client,
            notes: 'Fringe only',
            holdId: null,
            items: [
              {
                itemId: 'a-1-1',
                serviceId: ids.cut,
                staffId: ids.ava,
                roomId: null,
                deviceId: null,
                startsAt: '2026-11-23T16:00:00.000Z',
                durationMinutes: 45,
                processingMinutes: 0,
                bufferMinutes: 0,
                priceCents: 6000,
              },
            ],
          },
        },
      ]);
    const [withBen] = given([])
      .when(book(ten, [cutWith(ids.ben)]))
      .events();
    expect(withBen?.type === 'AppointmentBooked' && withBen.data.items[0]).toMatchObject({ durationMinutes: 30, priceCents: 5000 });
  });

  it('runs several services one after another, the next starting when the client is done with the previous', () => {
    const [event] = given([])
      .when(book(ten, [{ serviceId: ids.colour, staffId: ids.ava }, cutWith(ids.ben)]))
      .events();
    const items = event?.type === 'AppointmentBooked' ? event.data.items : [];
    // Colour: 60 minutes with Ava, 30 processing; the cut starts when processing ends.
    expect(items.map((item) => [item.staffId, item.startsAt])).toEqual([
      [ids.ava, '2026-11-23T16:00:00.000Z'],
      [ids.ben, '2026-11-23T17:30:00.000Z'],
    ]);
  });

  it('refuses a staff member who is already booked, naming them and the local time (409), and writes nothing', () => {
    const { events: history } = after([book(ten, [cutWith(ids.ava)])]);
    given(history)
      .when(book(at(monday, '10:30'), [cutWith(ids.ava)]))
      .thenThrows({ status: 409, message: 'Ava Johnson is already booked 10:00–10:45 AM' });
    expect(
      given(history)
        .when(book(at(monday, '10:45'), [cutWith(ids.ava)]))
        .events(),
    ).toHaveLength(1);
    given(history)
      .when(book(at(monday, '09:30'), [cutWith(ids.ava)]))
      .thenThrows(409);
  });

  it('lets the staff member take another client during processing, but not during the buffer after it', () => {
    // Colour 10:00: Ava busy 10:00–11:00, free while it processes 11:00–11:30, busy again 11:30–11:40 (buffer).
    const { events: history } = after([book(ten, [{ serviceId: ids.colour, staffId: ids.ava }])]);
    const inProcessing = book(at(monday, '11:00'), [{ serviceId: ids.cut, staffId: ids.ava }], {
      day: dayFacts(monday, {
        services: [{ ...services.cut, durationMinutes: 30, staff: [{ staffId: ids.ava, priceCents: null, durationMinutes: null }] }],
      }),
    });
    expect(given(history).when(inProcessing).events()).toHaveLength(1);
    given(history)
      .when(book(at(monday, '11:15'), [cutWith(ids.ava)]))
      .thenThrows({ status: 409, message: 'Ava Johnson is already booked 11:30–11:40 AM' });
    expect(
      given(history)
        .when(book(at(monday, '11:40'), [cutWith(ids.ava)]))
        .events(),
    ).toHaveLength(1);
  });

  it('treats the same client’s back-to-back services with one person as one visit, never a clash with itself', () => {
    // The colour's buffer (11:30–11:40) overlaps the cut that follows at 11:30 with the same person.
    expect(
      given([])
        .when(book(ten, [{ serviceId: ids.colour, staffId: ids.ava }, cutWith(ids.ava)]))
        .events(),
    ).toHaveLength(1);
  });
});

describe('rooms and devices', () => {
  const facial = (staffId: string) => ({ serviceId: ids.facial, staffId });
  const laser = (staffId: string) => ({ serviceId: ids.laser, staffId });
  const roomOf = (events: DaybookEvent[]) => (events[0]?.type === 'AppointmentBooked' ? events[0].data.items[0]?.roomId : undefined);

  it('assigns a free room that serves the service, the next one when the first is taken, then refuses (409)', () => {
    const first = given([])
      .when(book(ten, [facial(ids.ava)]))
      .events();
    expect(roomOf(first)).toBe(ids.roomA);
    const second = given(first)
      .when(book(ten, [facial(ids.ben)]))
      .events();
    expect(roomOf(second)).toBe(ids.roomB);
    given([...first, ...second])
      .when(book(at(monday, '10:30'), [facial(ids.cara)]))
      .thenThrows({
        status: 409,
        message: 'Every room for Facial (Spa Room and Garden Room) is taken 10:30–11:45 AM',
      });
  });

  it('counts the buffer against the room and honours its capacity', () => {
    const oneRoom = (capacity: number) => dayFacts(monday, { rooms: [{ roomId: ids.roomA, name: 'Spa Room', capacity, classes: [] }] });
    // Facial 10:00: 60 minutes + 15 buffer → the room is busy until 11:15.
    const { events: history } = after([book(ten, [facial(ids.ava)], { day: oneRoom(1) })]);
    given(history)
      .when(book(at(monday, '11:00'), [facial(ids.ben)], { day: oneRoom(1) }))
      .thenThrows({ status: 409, message: 'Spa Room is already booked 10:00–11:15 AM' });
    expect(
      given(history)
        .when(book(at(monday, '11:15'), [facial(ids.ben)], { day: oneRoom(1) }))
        .events(),
    ).toHaveLength(1);
    // A couples suite holds two at once, not three.
    const { events: twoIn } = after([book(ten, [facial(ids.ava)], { day: oneRoom(2) }), book(ten, [facial(ids.ben)], { day: oneRoom(2) })]);
    given(twoIn)
      .when(book(at(monday, '10:30'), [facial(ids.cara)], { day: oneRoom(2) }))
      .thenThrows({ status: 409, message: 'Spa Room is fully booked 10:00–11:15 AM (2 at a time)' });
  });

  it('refuses a device in use, processing included, whoever performs the service, and honours its quantity', () => {
    const withLasers = (quantity: number) => dayFacts(monday, { devices: [{ deviceId: ids.laserDevice, name: 'Laser', quantity }] });
    // Laser 10:00: 30 minutes + 10 processing → the device is busy 10:00–10:40.
    const { events: history } = after([book(ten, [laser(ids.ava)])]);
    given(history)
      .when(book(at(monday, '10:35'), [laser(ids.ben)]))
      .thenThrows({ status: 409, message: 'Laser is already booked 10:00–10:40 AM' });
    expect(
      given(history)
        .when(book(at(monday, '10:40'), [laser(ids.ben)]))
        .events(),
    ).toHaveLength(1);
    const { events: one } = after([book(ten, [laser(ids.ava)], { day: withLasers(2) })]);
    expect(
      given(one)
        .when(book(ten, [laser(ids.ben)], { day: withLasers(2) }))
        .events(),
    ).toHaveLength(1);
  });

  it('refuses a service whose room or device does not exist at the location (422)', () => {
    given([])
      .when(book(ten, [facial(ids.ava)], { day: dayFacts(monday, { rooms: [] }) }))
      .thenThrows({ status: 422, message: 'No room at Downtown is set up for Facial' });
  });
});

describe('working hours, time off and classes', () => {
  it('refuses outside working hours and during breaks (422), naming the hours', () => {
    given([])
      .when(book(at(monday, '16:30'), [cutWith(ids.ava)]))
      .thenThrows({
        status: 422,
        message: 'Ava Johnson is not working 4:30–5:15 PM on Mon, Nov 23 (working hours that day: 9:00 AM–5:00 PM)',
      });
    const withBreak = dayFacts(monday, {
      staff: [staffDay(ids.ava, 'Ava Johnson', monday, { breaks: [{ start: '12:00', end: '13:00' }] })],
    });
    given([])
      .when(book(at(monday, '11:30'), [cutWith(ids.ava)], { day: withBreak }))
      .thenThrows({
        status: 422,
        message: 'Ava Johnson is not working 11:30 AM–12:15 PM on Mon, Nov 23 (working hours that day: 9:00 AM–12:00 PM and 1:00–5:00 PM)',
      });
    const dayOff = dayFacts(monday, { staff: [{ staffId: ids.ava, name: 'Ava Johnson', hours: [], timeOff: [], classes: [] }] });
    given([])
      .when(book(ten, [cutWith(ids.ava)], { day: dayOff }))
      .thenThrows({ status: 422, message: 'Ava Johnson is not working on Mon, Nov 23' });
  });

  it('refuses during approved time off (422)', () => {
    const away = dayFacts(monday, {
      staff: [staffDay(ids.ava, 'Ava Johnson', monday, { timeOff: [{ from: `${monday}T13:00`, until: `${monday}T17:00` }] })],
    });
    given([])
      .when(book(at(monday, '12:30'), [cutWith(ids.ava)], { day: away }))
      .thenThrows({ status: 422, message: 'Ava Johnson is on time off 1:00–5:00 PM' });
    expect(
      given([])
        .when(book(at(monday, '12:15'), [cutWith(ids.ava)], { day: away }))
        .events(),
    ).toHaveLength(1);
  });

  it('refuses an instructor teaching a class, and a room a class takes whatever its capacity (409)', () => {
    const yoga = { ...span(monday, '10:30', '11:30'), name: 'Yoga Flow' };
    const teaching = dayFacts(monday, { staff: [staffDay(ids.ava, 'Ava Johnson', monday, { classes: [yoga] })] });
    given([])
      .when(book(ten, [cutWith(ids.ava)], { day: teaching }))
      .thenThrows({ status: 409, message: 'Ava Johnson teaches Yoga Flow 10:30–11:30 AM' });
    const roomClass = dayFacts(monday, { rooms: [{ roomId: ids.roomA, name: 'Spa Room', capacity: 4, classes: [yoga] }] });
    given([])
      .when(book(ten, [{ serviceId: ids.facial, staffId: ids.ben }], { day: roomClass }))
      .thenThrows({ status: 409, message: 'Spa Room is taken by the class Yoga Flow 10:30–11:30 AM' });
  });
});

describe('any available staff member', () => {
  it('picks the first who performs the service, works then and is free', () => {
    const { events: history } = after([book(ten, [cutWith(ids.ava)])]);
    const [event] = given(history)
      .when(book(ten, [cutWith(null)]))
      .events();
    // Cara does not perform cuts; Ava is busy; Ben (his 30-minute cut) is free.
    expect(event?.type === 'AppointmentBooked' && event.data.items[0]).toMatchObject({ staffId: ids.ben, durationMinutes: 30 });
    const benAway = dayFacts(monday, {
      staff: [
        staffDay(ids.ben, 'Ben Carter', monday, { hours: [{ start: '13:00', end: '17:00' }] }),
        staffDay(ids.ava, 'Ava Johnson', monday),
      ],
    });
    const [other] = given([])
      .when(book(ten, [cutWith(null)], { day: benAway }))
      .events();
    expect(other?.type === 'AppointmentBooked' && other.data.items[0]?.staffId).toBe(ids.ava);
  });

  it('says when everyone is busy (409), nobody works then or nobody performs the service (422)', () => {
    const { events: history } = after([book(ten, [cutWith(ids.ava)]), book(ten, [cutWith(ids.ben)])]);
    given(history)
      .when(book(ten, [cutWith(null)]))
      .thenThrows({ status: 409, message: 'Everyone who performs Haircut is busy 10:00–10:45 AM' });
    given([])
      .when(book(at(monday, '18:00'), [cutWith(null)]))
      .thenThrows({ status: 422, message: 'Nobody who performs Haircut is working 6:00–6:45 PM on Mon, Nov 23' });
    const nobody = dayFacts(monday, { services: [{ ...services.cut, staff: [] }] });
    given([])
      .when(book(ten, [cutWith(null)], { day: nobody }))
      .thenThrows({ status: 422, message: 'Nobody at Downtown performs Haircut' });
  });
});

describe('who, what, where and when', () => {
  it('refuses a staff member who does not perform the service or does not work at the location (422)', () => {
    given([])
      .when(book(ten, [{ serviceId: ids.cut, staffId: ids.cara }]))
      .thenThrows({ status: 422, message: 'Cara Diaz does not perform Haircut' });
    const stranger = 'aaaaaaaa-0000-4000-8000-000000000099';
    const context = dayFacts(monday, { names: { [stranger]: 'Sam Rivera' } });
    given([])
      .when(book(ten, [cutWith(stranger)], { day: context }))
      .thenThrows({ status: 422, message: 'Sam Rivera does not work at Downtown' });
  });

  it('refuses an archived service and an unknown client (422)', () => {
    const archived = dayFacts(monday, { services: [{ ...services.cut, archived: true }] });
    given([])
      .when(book(ten, [cutWith(ids.ava)], { day: archived }))
      .thenThrows({ status: 422, message: 'Haircut is archived and can no longer be booked' });
    given([])
      .when(book(ten, [cutWith(ids.ava)], { clientKnown: false }))
      .thenThrows({ status: 422, message: 'That client does not exist; choose another or add them first' });
  });

  it('refuses an inactive or unknown location (422)', () => {
    const inactive = dayFacts(monday, { location: { name: 'Lakeside', isActive: false } });
    given([])
      .when(book(ten, [cutWith(ids.ava)], { day: inactive }))
      .thenThrows({ status: 422, message: 'Lakeside is inactive; appointments cannot be booked there' });
    given([])
      .when(book(ten, [cutWith(ids.ava)], { day: dayFacts(monday, { location: null }) }))
      .thenThrows(422);
  });

  it('refuses a start in the past unless the caller may edit the calendar', () => {
    const now = new Date(at(monday, '12:00'));
    given([])
      .when(book(ten, [cutWith(ids.ava)]), now)
      .thenThrows({
        status: 422,
        message: '10:00 AM on Mon, Nov 23 has already passed; only staff who may edit the calendar can book in the past',
      });
    expect(
      given([])
        .when(book(ten, [cutWith(ids.ava)], { day: dayFacts(monday, { mayBookInPast: true }) }), now)
        .events(),
    ).toHaveLength(1);
    // A walk-in booked a few minutes into the current slot is not in the past.
    expect(
      given([])
        .when(book(at(monday, '11:55'), [cutWith(ids.ava)]), now)
        .events(),
    ).toHaveLength(1);
  });

  it('refuses the same appointment id twice', () => {
    const { events: history } = after([book(ten, [cutWith(ids.ava)], { appointmentId: 'twice' })]);
    given(history)
      .when(book(at(monday, '14:00'), [cutWith(ids.ava)], { appointmentId: 'twice' }))
      .thenThrows({ status: 409, message: 'That appointment already exists' });
  });
});

describe('a manager booking anyway, with a reason', () => {
  const facial = (staffId: string) => ({ serviceId: ids.facial, staffId });
  const override = { reason: 'Regular squeezed in for a fringe trim' };

  it('books over the staff member’s other booking and records which rule was set aside, and why', () => {
    const { events: history } = after([book(ten, [cutWith(ids.ava)])]);
    const events = given(history)
      .when(book(at(monday, '10:30'), [cutWith(ids.ava)], { appointmentId: 'a-9', override, userId: 'manager-1' }))
      .events();
    expect(events.map((event) => event.type)).toEqual(['AppointmentBooked', 'BookingRuleOverridden']);
    expect(events[1]).toEqual({
      type: 'BookingRuleOverridden',
      data: {
        appointmentId: 'a-9',
        action: 'booked',
        rules: ['Ava Johnson is already booked 10:00–10:45 AM'],
        reason: override.reason,
        by: 'manager-1',
      },
    });
  });

  it('books outside working hours and in time off, but never over a full room or device', () => {
    const dayOff = dayFacts(monday, { staff: [{ staffId: ids.ava, name: 'Ava Johnson', hours: [], timeOff: [], classes: [] }] });
    const outside = given([])
      .when(book(ten, [cutWith(ids.ava)], { day: dayOff, override }))
      .events();
    expect(outside[1]?.data).toMatchObject({ rules: ['Ava Johnson is not working on Mon, Nov 23'] });
    const oneRoom = dayFacts(monday, { rooms: [{ roomId: ids.roomA, name: 'Spa Room', capacity: 1, classes: [] }] });
    const { events: history } = after([book(ten, [facial(ids.ava)], { day: oneRoom })]);
    given(history)
      .when(book(at(monday, '10:30'), [facial(ids.ben)], { day: oneRoom, override }))
      .thenThrows({ status: 409, message: 'Spa Room is already booked 10:00–11:15 AM' });
  });

  it('adds no override event when nothing needed overriding, and never overrides "any available"', () => {
    expect(
      given([])
        .when(book(ten, [cutWith(ids.ava)], { override }))
        .events()
        .map((event) => event.type),
    ).toEqual(['AppointmentBooked']);
    const { events: history } = after([book(ten, [cutWith(ids.ava)]), book(ten, [cutWith(ids.ben)])]);
    given(history)
      .when(book(ten, [cutWith(null)], { override }))
      .thenThrows({ status: 409, message: 'Everyone who performs Haircut is busy 10:00–10:45 AM' });
  });
});
