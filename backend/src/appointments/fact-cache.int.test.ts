import { Kysely, PostgresDialect } from 'kysely';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookAppointmentReplySchema } from '@chairside/shared/appointments/appointment-dto';
import type { LiveServerEvents } from '@chairside/shared/live/live-messages';
import type { ReadModels } from '@chairside/projections/database';
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
import { bookAppointment } from './appointment-service';
import { factCacheStats } from './fact-cache';

// The booking path's fact cache (fact-cache.ts): repeated bookings do not ask the catalogue and team read
// models again, and a change is seen by the next booking once its change notice has arrived.

let system: TestSystem;
let call: ApiCall;
let token: string;
let world: AppointmentWorld;
let socket: Socket<LiveServerEvents>;
const notices: { topic: string; ids: string[] }[] = [];
const downtown = demoLocations.downtown.id;
const day = (offset: number) => addDays(localToday(), offset);

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  token = (await signIn(system.baseUrl, 'admin', demoPassword)).token;
  call = apiCaller(system.baseUrl, token);
  world = await createAppointmentWorld(call, { locationId: downtown });
  // A screen following the staff room hears the same notices the cache is invalidated by.
  socket = connect(system.baseUrl, { auth: { token, rooms: ['staff'] }, transports: ['websocket'], forceNew: true });
  socket.on('change', (message) => notices.push({ topic: message.topic, ids: message.ids }));
  await new Promise((resolve, reject) => {
    socket.once('ready', resolve);
    socket.once('connect_error', reject);
  });
}, 90_000);
afterAll(async () => {
  socket?.disconnect();
  await system.stop();
});

// Resolves once a change notice of `topic` naming `id` has reached the screen's socket.
async function noticeOf(topic: string, id: string, from: number): Promise<void> {
  for (;;) {
    if (notices.slice(from).some((notice) => notice.topic === topic && notice.ids.includes(id))) return;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const booking = (date: string, time: string, staffIndex = 0) => ({
  locationId: downtown,
  clientId: world.clientId,
  startsAt: localInstant(date, time),
  items: [{ serviceId: world.services.plain, staffId: world.staff[staffIndex]!.id }],
});

async function book(date: string, time: string, staffIndex = 0) {
  const response = await call('POST', '/appointments', booking(date, time, staffIndex));
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown> };
}

// The catalogue, team and business read models' tables, as kysely quotes them in SQL.
const factTables =
  /"(locations|business_settings|services|service_staff|service_categories|rooms|devices|class_types|class_sessions|staff_members|staff_weekly_schedules|staff_schedule_exceptions|staff_time_off|users)"/;

describe('the booking fact cache', () => {
  it('books again without asking the catalogue and team read models; another day asks only for that day', async () => {
    expect(factCacheStats().active).toBe(true);
    const queries: string[] = [];
    // The service with its own read connection, logging every query it sends.
    const readDb = new Kysely<ReadModels>({
      dialect: new PostgresDialect({ pool: system.database.pool }),
      log: (event) => void (event.level === 'query' && queries.push(event.query.sql)),
    });
    const context = { userId: null, source: 'api' as const, mayBookInPast: false };
    const bookAt = (date: string, time: string, staffIndex: number) =>
      bookAppointment(
        { store: system.store, readDb },
        { ...booking(date, time, staffIndex), newClient: null, notes: '', recurrence: null, holdId: null, override: null, walkIn: null },
        context,
      );

    await bookAt(day(3), '09:00', 0);
    const cold = queries.splice(0);
    expect(cold.filter((sql) => factTables.test(sql)).length).toBeGreaterThanOrEqual(6);

    for (const [index, time] of ['10:00', '11:00', '12:00', '13:00'].entries()) await bookAt(day(3), time, index % world.staff.length);
    const warm = queries.splice(0);
    expect(warm.filter((sql) => factTables.test(sql))).toEqual([]);

    await bookAt(day(4), '09:00', 0);
    const otherDay = queries.splice(0);
    // Only the new day's staff schedules (and who works there); nothing of the catalogue or the locations.
    expect(otherDay.filter((sql) => /"(locations|services|service_staff|rooms|devices)"/.test(sql))).toEqual([]);
    expect(otherDay.some((sql) => /"staff_weekly_schedules"/.test(sql))).toBe(true);
  });

  it('sees a schedule change in the next booking after its notice: a booking outside the new hours is refused', async () => {
    const date = day(5);
    const staffId = world.staff[1]!.id;
    expect((await book(date, '10:00', 1)).status).toBe(200);
    // The day is now 08:00-10:00 for this person only.
    const from = notices.length;
    const changed = await call('PUT', `/staff/${staffId}/exceptions/${date}`, {
      locationId: downtown,
      hours: [{ start: '08:00', end: '10:00' }],
      note: 'Leaves early',
    });
    expect(changed.status).toBe(200);
    await noticeOf('staff-schedules', staffId, from);
    const refused = await book(date, '14:00', 1);
    expect(refused.status).toBe(422);
    expect(String(refused.body.error)).toMatch(/not working/);
  });

  it('sees a service change in the next booking after its notice: the booking takes the new duration', async () => {
    const date = day(6);
    expect((await book(date, '09:00', 2)).status).toBe(200);
    const service = (await (await call('GET', `/services/${world.services.plain}`)).json()) as Record<string, unknown>;
    const from = notices.length;
    const { categoryId, name, description, processingMinutes, bufferMinutes, priceCents, color, onlineBookable, resourceNeed } = service;
    const saved = await call('PUT', `/services/${world.services.plain}`, {
      categoryId,
      name,
      description,
      durationMinutes: 60,
      processingMinutes,
      bufferMinutes,
      priceCents,
      color,
      onlineBookable,
      resourceNeed,
    });
    expect(saved.status, await saved.text()).toBe(200);
    await noticeOf('services', world.services.plain, from);
    const reply = await book(date, '11:00', 2);
    expect(reply.status).toBe(200);
    const { id } = bookAppointmentReplySchema.parse(reply.body);
    const details = (await (await call('GET', `/appointments/${id}`)).json()) as { startsAt: string; endsAt: string };
    expect(Date.parse(details.endsAt) - Date.parse(details.startsAt)).toBe(60 * 60_000);
  });
});
