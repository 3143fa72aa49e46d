import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  apiCaller,
  createAppointmentWorld,
  localInstant,
  localToday,
  type AppointmentWorld,
} from '@chairside/backend/testing/appointment-test-world';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { sealEventStore } from '@chairside/platform/personal-data/personal-data';
import { demoLocations, seedDemoBusiness } from '@chairside/backend/business/demo-business';
import { createTestDatabase, type TestDatabase } from '@chairside/backend/testing/test-database';
import { createTestSession, waitForReadModels } from '@chairside/backend/testing/test-session';
import { daybookStream } from '@chairside/shared/appointments/appointment-events';
import { publicBookingReplySchema, publicHoldReplySchema } from '@chairside/shared/booking/booking-dto';
import { startSystemProcesses, type SystemProcesses } from './support/system-processes';

// The promise of online booking: a slot a visitor holds is theirs. One projections process and
// two backend processes on one database; 30 visitors ask for the same slot at once, alternating between the
// two backends: exactly one gets the hold, 29 hear 409. Then 30 confirmations with that one hold token, at
// once across both backends (a double click, retries): exactly one appointment, and every one of them is
// answered with it; a confirmation with another token still hears 409. Five rounds of each.

const downtown = demoLocations.downtown.id;
const requests = 30;
const rounds = 5;
let database: TestDatabase;
let store: EventStore;
let processes: SystemProcesses | undefined;
let backends: string[] = [];
let world: AppointmentWorld;

beforeAll(async () => {
  database = await createTestDatabase();
  store = sealEventStore(createPostgresEventStore(database.db, database.pool), database.pool);
  await seedDemoBusiness(store);
  const token = await createTestSession(database.db, { userId: randomUUID(), role: 'admin' });
  processes = await startSystemProcesses({ databaseUrl: database.url, backends: 2, prefix: 'public-race', logLevel: 'error' });
  backends = processes.backends;
  await waitForReadModels({ database, store }, 60_000);
  world = await createAppointmentWorld(apiCaller(backends[0]!, token), { locationId: downtown, staffCount: 2 });
  await waitForReadModels({ database, store }, 60_000);
}, 120_000);

afterAll(async () => {
  await processes?.stop();
  await store?.close();
  await database?.drop();
});

const post = (index: number, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${backends[index % 2]!}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  }).then(async (response) => ({ status: response.status, text: await response.text() }));

describe('online holds and confirmations across two backend processes', () => {
  it(`give exactly one hold of a slot to ${requests} visitors, and one appointment to ${requests} confirmations of it, ${rounds} rounds`, async () => {
    for (let round = 0; round < rounds; round += 1) {
      const date = addDays(localToday(), 2 + round);
      const hold = {
        locationId: downtown,
        serviceIds: [world.services.plain],
        staffId: world.staff[0]!.id,
        startsAt: localInstant(date, '10:00'),
      };
      const holds = await Promise.all(
        // Each without a visitor cookie: 30 new visitors.
        Array.from({ length: requests }, (_, index) => post(index, '/public/booking/holds', hold)),
      );
      const label = `round ${round + 1}`;
      const won = holds.filter((reply) => reply.status === 201);
      expect(
        won,
        `${label}: ${holds.map((reply) => reply.status).join(',')} ${holds.find((reply) => reply.status !== 201 && reply.status !== 409)?.text ?? ''}`,
      ).toHaveLength(1);
      expect(holds.filter((reply) => reply.status === 409)).toHaveLength(requests - 1);
      const { holdId, holdToken } = publicHoldReplySchema.parse(JSON.parse(won[0]!.text));

      const client = {
        firstName: 'Racing',
        lastName: `Client ${round}`,
        email: `racing.${round}.${randomUUID().slice(0, 6)}@chairside.test`,
        phone: '',
      };
      const bookings = await Promise.all(
        Array.from({ length: requests }, (_, index) => post(index, '/public/booking/bookings', { holdId, holdToken, client })),
      );
      expect(
        bookings.filter((reply) => reply.status !== 201),
        `${label}: ${bookings.map((reply) => reply.status).join(',')} ${bookings.find((reply) => reply.status !== 201)?.text ?? ''}`,
      ).toEqual([]);
      const replies = bookings.map((reply) => publicBookingReplySchema.parse(JSON.parse(reply.text)));
      expect(new Set(replies.map((reply) => reply.appointmentId)).size, label).toBe(1);
      expect(new Set(replies.map((reply) => JSON.stringify(reply))).size, `${label}: every reply is the first one's`).toBe(1);
      // The manage link too: derived from the hold and its token, so a repeat gives the same one.
      expect(replies[0]!.manageToken, label).toMatch(/^[A-Za-z0-9_-]{40,60}$/);
      const stranger = await post(round, '/public/booking/bookings', { holdId, holdToken: `${holdToken.slice(0, -4)}abcd`, client });
      expect(stranger.status, `${label}: ${stranger.text}`).toBe(409);
      expect(stranger.text).not.toContain(replies[0]!.appointmentId);

      const types = (await store.readStream(daybookStream(downtown, date))).map((event) => event.type);
      expect(types, label).toEqual(['SlotHeld', 'AppointmentBooked', 'HoldReleased']);
      const registered = (await store.readAll({ maxCount: 100_000 })).filter(
        (event) => event.type === 'ClientRegistered' && event.data.email === client.email,
      );
      expect(registered, label).toHaveLength(1);
    }
  }, 120_000);
});
