import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentDetailsSchema,
  appointmentListSchema,
  appointmentsTodaySchema,
  bookAppointmentReplySchema,
} from '@chairside/shared/appointments/appointment-dto';
import { daybookStream } from '@chairside/shared/appointments/appointment-events';
import { availabilityReplySchema } from '@chairside/shared/availability/availability-dto';
import { classSessionSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { demoLocations } from '../business/index';
import { demoCatalogue } from '../catalogue/index';
import { seedDemo } from '../seed/demo-seed';
import { demoStaff } from '../team/index';
import { demoPassword } from '../identity/index';
import { apiCaller, type ApiCall } from '../../testing/appointment-test-world';
import { signIn, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';

// The demo's Brooklyn studio is on New York time (America/New_York): Marcus works there on Mondays, 9:00 to
// 17:00 New York wall-clock time. Its bookings, availability and day streams are New York's, not Chicago's.

const NY = 'America/New_York';
const brooklyn = demoLocations.brooklyn.id;
let system: TestSystem;
let call: ApiCall;
let admin: ApiCall;
let clientId: string;
// A Monday at least two days ahead, on New York's calendar.
let monday: string;
const nyInstant = (date: string, time: string) => DateTime.fromISO(`${date}T${time}`, { zone: NY }).toUTC().toISO()!;

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  // The front desk books.
  call = apiCaller(system.baseUrl, (await signIn(system.baseUrl, 'frontdesk', demoPassword)).token);
  admin = apiCaller(system.baseUrl, (await signIn(system.baseUrl, 'admin', demoPassword)).token);
  const created = await call('POST', '/clients', {
    firstName: 'Nina',
    lastName: `Zones ${randomUUID().slice(0, 6)}`,
    phone: '(718) 555-0199',
    email: `nina.${randomUUID().slice(0, 6)}@chairside.test`,
  });
  expect(created.status, await created.clone().text()).toBe(200);
  clientId = ((await created.json()) as { id: string }).id;
  let day = DateTime.now().setZone(NY).startOf('day').plus({ days: 2 });
  while (day.weekday !== 1) day = day.plus({ days: 1 });
  monday = day.toISODate()!;
}, 60_000);
afterAll(() => system.stop());

const booking = (time: string, serviceId: string = demoCatalogue.services.mensCut.id, staffId: string | null = demoStaff.marcus.id) => ({
  locationId: brooklyn,
  clientId,
  startsAt: nyInstant(monday, time),
  items: [{ serviceId, staffId }],
  notes: '',
});

describe('a location in another time zone', () => {
  it('books 9:00 New York time on the New York day stream, and the calendar lists it on that day', async () => {
    const response = await call('POST', '/appointments', booking('09:00'));
    expect(response.status, await response.clone().text()).toBe(200);
    const { appointmentIds } = bookAppointmentReplySchema.parse(await response.json());
    const stream = await system.store.readStream(daybookStream(brooklyn, monday));
    expect(stream.map((event) => event.type)).toEqual(['AppointmentBooked']);
    const list = appointmentListSchema.parse(
      await (await call('GET', `/appointments?locationId=${brooklyn}&from=${monday}&to=${monday}`)).json(),
    );
    const booked = list.appointments.find((appointment) => appointment.id === appointmentIds[0]);
    expect(booked?.startsAt).toBe(nyInstant(monday, '09:00'));
    // 9:00 in New York is 8:00 in Chicago: the studio's own clock decides.
    expect(DateTime.fromISO(booked!.startsAt).setZone(NY).toFormat('HH:mm')).toBe('09:00');
    // The timeline reads the studio's clock too.
    const details = appointmentDetailsSchema.parse(await (await call('GET', `/appointments/${appointmentIds[0]}`)).json());
    expect(details.timeline[0]?.summary).toMatch(/, 9:00 AM$/);
  });

  it('refuses times outside the New York hours, worded on the New York clock, writing nothing', async () => {
    const before = (await system.store.readStream(daybookStream(brooklyn, monday))).length;
    const early = await call('POST', '/appointments', booking('08:30'));
    expect(early.status).toBe(422);
    expect(((await early.json()) as { error: string }).error).toMatch(
      /^Marcus Reed is not working 8:30–9:00 AM on Mon, .* \(working hours that day: 9:00 AM–12:30 PM and 1:00–5:00 PM\)$/,
    );
    const late = await call('POST', '/appointments', booking('16:45'));
    expect(late.status).toBe(422);
    expect((await system.store.readStream(daybookStream(brooklyn, monday))).length).toBe(before);
  });

  it('refuses a service the location does not offer, naming both', async () => {
    const response = await call('POST', '/appointments', booking('11:00', demoCatalogue.services.balayage.id, null));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: 'Balayage is not offered at Brooklyn' });
  });

  it('answers availability for the New York day in its zone', async () => {
    const response = await call('GET', `/availability?locationId=${brooklyn}&date=${monday}&staffId=${demoStaff.marcus.id}`);
    expect(response.status).toBe(200);
    const reply = availabilityReplySchema.parse(await response.json());
    expect(reply.zone).toBe(NY);
    const free = reply.staff[0]!.free.map((span) => [
      DateTime.fromISO(span.start).setZone(NY).toFormat('HH:mm'),
      DateTime.fromISO(span.end).setZone(NY).toFormat('HH:mm'),
    ]);
    // Booked 9:00–9:30 above; lunch 12:30–13:00.
    expect(free).toEqual([
      ['09:30', '12:30'],
      ['13:00', '17:00'],
    ]);
  });

  it("counts today's appointments on the location's own date", async () => {
    const response = await call('GET', `/dashboard/appointments-today?locationId=${brooklyn}`);
    expect(response.status).toBe(200);
    expect(appointmentsTodaySchema.parse(await response.json()).date).toBe(DateTime.now().setZone(NY).toISODate());
  });
});

// Marcus's free time at Brooklyn on a date, as New York wall-clock ranges.
async function marcusFree(date: string): Promise<string[][]> {
  const response = await call('GET', `/availability?locationId=${brooklyn}&date=${date}&staffId=${demoStaff.marcus.id}`);
  expect(response.status).toBe(200);
  return availabilityReplySchema
    .parse(await response.json())
    .staff[0]!.free.map((span) => [
      DateTime.fromISO(span.start).setZone(NY).toFormat('HH:mm'),
      DateTime.fromISO(span.end).setZone(NY).toFormat('HH:mm'),
    ]);
}

describe("a location's own clock for classes and time off", () => {
  it('runs a Brooklyn class at New York wall-clock times, and its instructor is busy then', async () => {
    const date = DateTime.fromISO(monday).plus({ weeks: 1 }).toISODate()!;
    const created = await admin('POST', '/classes', {
      name: `Brooklyn Barre ${randomUUID().slice(0, 6)}`,
      locationId: brooklyn,
      instructorId: demoStaff.marcus.id,
      roomId: null,
      capacity: 8,
      durationMinutes: 60,
      priceCents: 2500,
      color: '#2d72d2',
      timetable: [{ weekday: 1, startTime: '14:00' }],
      startsOn: date,
      endsOn: date,
    });
    expect(created.status, await created.clone().text()).toBe(200);
    await waitForReadModels(system);
    const sessions = classSessionSchema
      .array()
      .parse(await (await admin('GET', `/class-sessions?locationId=${brooklyn}&from=${date}&to=${date}`)).json());
    expect(sessions.map((session) => [session.start, session.end])).toEqual([[nyInstant(date, '14:00'), nyInstant(date, '15:00')]]);
    expect(await marcusFree(date)).toEqual([
      ['09:00', '12:30'],
      ['13:00', '14:00'],
      ['15:00', '17:00'],
    ]);
  });

  it('takes time off entered for someone working at Brooklyn on the New York clock', async () => {
    const date = DateTime.fromISO(monday).plus({ weeks: 2 }).toISODate()!;
    const added = await admin('POST', `/staff/${demoStaff.marcus.id}/time-off`, {
      from: `${date}T09:00`,
      until: `${date}T11:00`,
      reason: 'personal',
      note: '',
    });
    expect(added.status, await added.clone().text()).toBe(200);
    await waitForReadModels(system);
    expect(await marcusFree(date)).toEqual([
      ['11:00', '12:30'],
      ['13:00', '17:00'],
    ]);
  });
});
