import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentDetailsSchema,
  bookAppointmentReplySchema,
  bookingRefusalSchema,
  clientExistsRefusalSchema,
} from '@chairside/shared/appointments/appointment-dto';
import { clientSummarySchema } from '@chairside/shared/clients/client-dto';
import { daybookStream } from '@chairside/shared/appointments/appointment-events';
import { demoLocations } from '../business/index';
import { seedDemo } from '../seed/demo-seed';
import { demoPassword } from '../identity/index';
import { signIn, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';
import {
  addDays,
  apiCaller,
  createAppointmentWorld,
  localInstant,
  localToday,
  type ApiCall,
  type AppointmentWorld,
} from '../../testing/appointment-test-world';

// What a busy desk needs when the calendar says no: a manager's override with a reason (kept in history),
// the next free times, status rules by day with an undo, a cancellation undone, and a client typed inline
// that is created only with the booking and never twice.

let system: TestSystem;
let call: ApiCall;
let world: AppointmentWorld;
let desk: string;
let manager: string;
const downtown = demoLocations.downtown.id;
const day = (offset: number) => addDays(localToday(), offset);

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  const admin = (await signIn(system.baseUrl, 'admin', demoPassword)).token;
  call = apiCaller(system.baseUrl, admin);
  desk = (await signIn(system.baseUrl, 'frontdesk', demoPassword)).token;
  manager = (await signIn(system.baseUrl, 'manager', demoPassword)).token;
  world = await createAppointmentWorld(call, { locationId: downtown });
}, 60_000);
afterAll(() => system.stop());

const staff = (index: number) => world.staff[index]!;
const booking = (date: string, time: string, fields: Record<string, unknown> = {}) => ({
  locationId: downtown,
  clientId: world.clientId,
  startsAt: localInstant(date, time),
  items: [{ serviceId: world.services.plain, staffId: staff(0).id }],
  ...fields,
});
async function book(body: unknown, token: string) {
  const response = await call('POST', '/appointments', body, token);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return bookAppointmentReplySchema.parse(JSON.parse(text));
}
const details = async (id: string) => appointmentDetailsSchema.parse(await (await call('GET', `/appointments/${id}`)).json());
const streamTypes = async (date: string) => (await system.store.readStream(daybookStream(downtown, date))).map((event) => event.type);
const clientsFound = async (search: string) =>
  clientSummarySchema.array().parse(await (await call('GET', `/clients?search=${encodeURIComponent(search)}`)).json());

describe('a refusal shows the way forward', () => {
  it('lists the next free times of the same person, then anyone’s, and says a manager could book over it', async () => {
    const date = day(20);
    await book(booking(date, '10:00'), desk);
    const response = await call('POST', '/appointments', booking(date, '10:15'), desk);
    expect(response.status).toBe(409);
    const refusal = bookingRefusalSchema.parse(await response.json());
    expect(refusal.error).toBe(`${staff(0).name} is already booked 10:00–10:30 AM`);
    expect(refusal.overridable).toBe(true);
    // The plain service lasts 30 minutes: the asked person is next free at 10:30, then every quarter hour.
    expect(refusal.nextFreeTimes.slice(0, 3)).toEqual([
      { startsAt: localInstant(date, '10:30'), staffId: staff(0).id, staffName: staff(0).name },
      { startsAt: localInstant(date, '10:45'), staffId: staff(0).id, staffName: staff(0).name },
      { startsAt: localInstant(date, '11:00'), staffId: staff(0).id, staffName: staff(0).name },
    ]);
    const others = refusal.nextFreeTimes.slice(3);
    expect(others.length).toBeGreaterThan(0);
    expect(others[0]).toMatchObject({ startsAt: localInstant(date, '10:15') });
    expect(others[0]!.staffId).not.toBe(staff(0).id);
    // Each suggestion books.
    await book(booking(date, '10:15', { items: [{ serviceId: world.services.plain, staffId: others[0]!.staffId }] }), desk);
    await book(booking(date, '10:30'), desk);
  });
});

describe('booking anyway', () => {
  it('is a manager’s, with a reason the timeline keeps; the front desk is refused (403) and nothing is written', async () => {
    const date = day(21);
    await book(booking(date, '10:00'), desk);
    const override = { reason: 'Regular squeezed in for a fringe trim' };
    const deskTry = await call('POST', '/appointments', booking(date, '10:15', { override }), desk);
    expect(deskTry.status).toBe(403);
    expect(await deskTry.json()).toEqual({ error: 'Only a manager can book over a conflict or outside working hours' });
    expect(await streamTypes(date)).toEqual(['AppointmentBooked']);
    const { id } = await book(booking(date, '10:15', { override }), manager);
    expect(await streamTypes(date)).toEqual(['AppointmentBooked', 'AppointmentBooked', 'BookingRuleOverridden']);
    const timeline = (await details(id)).timeline;
    expect(timeline.map((line) => [line.summary, line.userName])).toContainEqual([
      `Booked over a conflict: ${override.reason} (${staff(0).name} is already booked 10:00–10:30 AM)`,
      'Morgan Manager',
    ]);
  });
});

describe('statuses by day, and undo', () => {
  it('refuses check-in on another day to the desk, lets a manager with a reason, and lets the author or a manager revert', async () => {
    const date = day(22);
    const { id } = await book(booking(date, '11:00'), desk);
    const early = await call('POST', `/appointments/${id}/status`, { status: 'checked_in' }, desk);
    expect(early.status).toBe(422);
    expect(((await early.json()) as { error: string }).error).toMatch(
      /^Check-in is on the appointment's day \(.+\); a manager can check in on another day with a reason$/,
    );
    expect((await call('POST', `/appointments/${id}/status`, { status: 'checked_in', override: { reason: 'x' } }, desk)).status).toBe(403);
    expect((await call('POST', `/appointments/${id}/status`, { status: 'completed' }, desk)).status).toBe(422);
    expect((await call('POST', `/appointments/${id}/status`, { status: 'confirmed' }, desk)).status).toBe(200);
    expect((await details(id)).lastStatusChange).toEqual({
      from: 'booked',
      to: 'confirmed',
      byUserId: expect.any(String),
      byName: 'Fran Desk',
    });
    // The desk undoes its own change; the manager may undo anyone's.
    expect((await call('POST', `/appointments/${id}/status/revert`, { reason: 'Wrong appointment' }, desk)).status).toBe(200);
    expect(await details(id)).toMatchObject({ status: 'booked', lastStatusChange: null });
    expect((await call('POST', `/appointments/${id}/status/revert`, {}, desk)).status).toBe(409);
    const checkIn = await call(
      'POST',
      `/appointments/${id}/status`,
      { status: 'checked_in', override: { reason: 'Patch test a day early' } },
      manager,
    );
    expect(checkIn.status, await checkIn.clone().text()).toBe(200);
    const deskRevert = await call('POST', `/appointments/${id}/status/revert`, {}, desk);
    expect(deskRevert.status).toBe(403);
    expect(await deskRevert.json()).toEqual({ error: 'Only Morgan Manager, who set this status, or a manager can revert it' });
    expect((await call('POST', `/appointments/${id}/status/revert`, { reason: 'Not today after all' }, manager)).status).toBe(200);
    const summaries = (await details(id)).timeline.map((line) => line.summary);
    expect(summaries).toEqual([
      expect.stringMatching(/^Booked /),
      'Status: Confirmed',
      'Status reverted from Confirmed to Booked: Wrong appointment',
      'Status: Checked in',
      "Status set on another day than the appointment's, overriding the rule: Patch test a day early",
      'Status reverted from Checked in to Booked: Not today after all',
    ]);
  });

  it('undoes a cancellation while the slot is free, and names the clash once it is taken', async () => {
    const date = day(23);
    const { id } = await book(booking(date, '12:00'), desk);
    expect((await call('POST', `/appointments/${id}/cancel`, { reason: 'Clicked the wrong one' }, desk)).status).toBe(200);
    expect((await call('POST', `/appointments/${id}/reinstate`, undefined, desk)).status).toBe(200);
    expect(await details(id)).toMatchObject({ status: 'booked', cancelReason: null });
    expect((await details(id)).timeline.at(-1)?.summary).toBe('Cancellation undone: back to Booked');
    expect((await call('POST', `/appointments/${id}/cancel`, { reason: 'Really cancelled' }, desk)).status).toBe(200);
    await book(booking(date, '12:00'), desk);
    const clash = await call('POST', `/appointments/${id}/reinstate`, undefined, desk);
    expect(clash.status).toBe(409);
    expect(((await clash.json()) as { error: string }).error).toBe(`${staff(0).name} is already booked 12:00–12:30 PM`);
  });
});

describe('a new client typed while booking', () => {
  it('is created only with the booking: a refused booking leaves no client, a retry none twice', async () => {
    const date = day(24);
    await book(booking(date, '10:00'), desk);
    const newClient = { firstName: 'Stray', lastName: `Check ${date}`, phone: '(312) 555-0199', email: '' };
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await call('POST', '/appointments', booking(date, '10:00', { clientId: null, newClient }), desk);
      expect(refused.status).toBe(409);
    }
    expect(await clientsFound(`Stray`)).toEqual([]);
    const { id } = await book(booking(date, '10:30', { clientId: null, newClient }), desk);
    const appointment = await details(id);
    expect(appointment.clientName).toBe(`Stray Check ${date}`);
    expect(await clientsFound('Stray')).toHaveLength(1);
  });

  it('is matched to the existing client by phone in any format, or by e-mail, and offered instead (409, nothing written)', async () => {
    const date = day(25);
    const first = { firstName: 'Maria', lastName: `Lopez ${date}`, phone: '312.555.0187', email: `maria.${date}@example.com` };
    const { id } = await book(booking(date, '10:00', { clientId: null, newClient: first }), desk);
    const existing = (await details(id)).clientId;
    for (const typed of [
      { ...first, firstName: 'Mary', phone: '+1 (312) 555-0187', email: '' },
      { ...first, firstName: 'Mary', phone: '', email: first.email.toUpperCase() },
    ]) {
      const response = await call('POST', '/appointments', booking(date, '11:00', { clientId: null, newClient: typed }), desk);
      expect(response.status).toBe(409);
      const refusal = clientExistsRefusalSchema.parse(await response.json());
      expect(refusal.matchingClient.id).toBe(existing);
      expect(refusal.error).toMatch(
        new RegExp(`^Maria Lopez ${date} already has that (phone number|e-mail address); book Maria Lopez ${date} instead$`),
      );
    }
    expect(await streamTypes(date)).toEqual(['AppointmentBooked']);
  });

  it('needs the permission to add clients', async () => {
    const basic = (await signIn(system.baseUrl, 'basic', demoPassword)).token;
    const response = await call(
      'POST',
      '/appointments',
      booking(day(26), '10:00', { clientId: null, newClient: { firstName: 'No', lastName: 'Rights', phone: '3125550177', email: '' } }),
      basic,
    );
    expect(response.status).toBe(403);
  });
});
