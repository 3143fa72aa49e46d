import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentDetailsSchema, appointmentListSchema, appointmentsTodaySchema } from '@chairside/shared/appointments/appointment-dto';
import { daybookStream, type AppointmentItemRecord, type DaybookEvent } from '@chairside/shared/appointments/appointment-events';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { demoLocations } from '../business/index';
import { demoCatalogue } from '../catalogue/index';
import { seedDemo } from '../seed/demo-seed';
import { demoStaff } from '../team/index';
import { demoPassword, demoUsers } from '../identity/index';
import { createTestUser, signIn, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';
import { daysInRange } from './appointment-read-service';

const downtown = demoLocations.downtown.id;
const cut = demoCatalogue.services.womensCut.id;
const today = DateTime.now().setZone(BUSINESS_TIME_ZONE);
const todayDate = today.toFormat('yyyy-MM-dd');

let system: TestSystem;
let frontDesk: string;
let basic: string;
let clientId: string;

const call = (path: string, token: string | null = frontDesk) =>
  fetch(`${system.baseUrl}/api${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
const item = (staffId: string, startsAt: string, serviceId = cut): AppointmentItemRecord => ({
  itemId: randomUUID(),
  serviceId,
  staffId,
  roomId: null,
  deviceId: null,
  startsAt,
  durationMinutes: 60,
  processingMinutes: 0,
  bufferMinutes: 0,
  priceCents: 7500,
});
// Day-stream events as the booking commands write them, by the given user (null: the system).
async function append(date: string, events: DaybookEvent[], userId: string | null) {
  const metadata = { userId, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), source: 'api' as const };
  await system.store.appendToStream(
    daybookStream(downtown, date),
    events.map((event) => ({ id: randomUUID(), type: event.type, data: event.data, metadata })),
    { expectedRevision: 'any' },
  );
  await waitForReadModels(system);
}
const booked = (appointmentId: string, date: string, items: AppointmentItemRecord[]): DaybookEvent => ({
  type: 'AppointmentBooked',
  data: { appointmentId, locationId: downtown, date, seriesId: null, clientId, notes: '', items, holdId: null },
});

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  frontDesk = (await signIn(system.baseUrl, 'frontdesk', demoPassword)).token;
  // Basic Staff hold view_calendar: they read the calendar.
  basic = (await signIn(system.baseUrl, 'basic', demoPassword)).token;
  const created = await fetch(`${system.baseUrl}/api/clients`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${frontDesk}` },
    body: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace', phone: '', email: 'ada.read@example.com' }),
  });
  clientId = commandReplySchema.parse(await created.json()).id;
}, 120_000);
afterAll(() => system.stop());

describe('appointment reads', () => {
  it('lists a day with names, filters by staff member, and details one appointment with its authored timeline', async () => {
    const [id, other] = [randomUUID(), randomUUID()];
    await append(
      '2026-12-01',
      [
        booked(id, '2026-12-01', [item(demoStaff.jordan.id, '2026-12-01T16:00:00.000Z')]),
        booked(other, '2026-12-01', [item(demoStaff.maya.id, '2026-12-01T17:00:00.000Z')]),
      ],
      demoUsers.frontdesk.id,
    );
    await append('2026-12-01', [{ type: 'AppointmentStatusChanged', data: { appointmentId: id, from: 'booked', to: 'confirmed' } }], null);

    const response = await call(`/appointments?locationId=${downtown}&date=2026-12-01`, basic);
    expect(response.status, await response.clone().text()).toBe(200);
    const list = appointmentListSchema.parse(await response.json());
    expect(
      list.appointments.map((entry) => [
        entry.id,
        entry.clientName,
        entry.items[0]?.serviceName,
        entry.items[0]?.staffName,
        entry.items[0]?.categoryName,
      ]),
    ).toEqual([
      [id, 'Ada Lovelace', "Women's Haircut & Style", 'Jordan Ellis', 'Hair'],
      [other, 'Ada Lovelace', "Women's Haircut & Style", 'Maya Chen', 'Hair'],
    ]);
    const jordans = appointmentListSchema.parse(
      await (await call(`/appointments?locationId=${downtown}&date=2026-12-01&staffId=${demoStaff.jordan.id}`)).json(),
    );
    expect(jordans.appointments.map((entry) => entry.id)).toEqual([id]);
    const range = appointmentListSchema.parse(
      await (await call(`/appointments?locationId=${downtown}&from=2026-11-30&to=2026-12-02`)).json(),
    );
    expect(range.appointments.map((entry) => entry.id)).toEqual([id, other]);

    const details = appointmentDetailsSchema.parse(await (await call(`/appointments/${id}`, basic)).json());
    expect(details).toMatchObject({ id, status: 'confirmed', date: '2026-12-01' });
    expect(details.timeline.map((entry) => [entry.summary, entry.userName])).toEqual([
      ["Booked Women's Haircut & Style with Jordan Ellis, Tue, Dec 1, 10:00 AM", 'Fran Desk'],
      ['Status: Confirmed', 'System'],
    ]);
    expect((await call(`/appointments/${randomUUID()}`)).status).toBe(404);
  });

  it('counts today at a location by status', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const at = (hour: number) => today.set({ hour, minute: 0, second: 0, millisecond: 0 }).toUTC().toISO() as string;
    await append(
      todayDate,
      [booked(a, todayDate, [item(demoStaff.jordan.id, at(10))]), booked(b, todayDate, [item(demoStaff.jordan.id, at(11))])],
      demoUsers.frontdesk.id,
    );
    await append(
      todayDate,
      [{ type: 'AppointmentCancelled', data: { appointmentId: b, reason: 'ill', lateCancel: true } }],
      demoUsers.frontdesk.id,
    );
    const response = await call(`/dashboard/appointments-today?locationId=${downtown}`);
    expect(response.status, await response.clone().text()).toBe(200);
    const counts = appointmentsTodaySchema.parse(await response.json());
    expect(counts).toMatchObject({ date: todayDate, locationId: downtown, total: 2, waitlistOffers: 0 });
    expect(counts.byStatus).toMatchObject({ booked: 1, cancelled: 1, confirmed: 0, no_show: 0 });
  });

  it('refuses a bad query with a clear message, and a range longer than 62 days', async () => {
    const ask = async (query: string) => {
      const response = await call(`/appointments?${query}`);
      return { status: response.status, body: (await response.json()) as { error?: string } };
    };
    expect(await ask(`locationId=${downtown}`)).toEqual({ status: 400, body: { error: 'Ask for one date, or a from and to date' } });
    expect(await ask(`locationId=${downtown}&from=2026-12-05&to=2026-12-01`)).toEqual({
      status: 400,
      body: { error: 'to: from must not be after to' },
    });
    expect(await ask(`locationId=${downtown}&from=2026-11-01&to=2027-01-02`)).toEqual({
      status: 400,
      body: { error: 'Ask for at most 62 days at a time' },
    });
    expect((await ask(`locationId=${downtown}&from=2026-11-01&to=2027-01-01`)).status).toBe(200);
    expect((await ask('locationId=downtown&date=2026-12-01')).status).toBe(400);
    expect(daysInRange('2026-11-01', '2026-11-30')).toBe(30);
  });

  it('lets anyone with an appointment permission read, and no one else', async () => {
    const outsider = await createTestUser(system, { permissions: ['view_services'] });
    const client = await createTestUser(system, { role: 'client' });
    for (const path of [
      `/appointments?locationId=${downtown}&date=2026-12-01`,
      `/dashboard/appointments-today?locationId=${downtown}`,
      `/appointments/${randomUUID()}`,
    ]) {
      expect((await call(path, outsider.token)).status, path).toBe(403);
      expect((await call(path, client.token)).status, path).toBe(403);
      expect((await call(path, null)).status, path).toBe(401);
    }
  });
});
