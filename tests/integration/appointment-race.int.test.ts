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
import { startSystemProcesses, type SystemProcesses } from './support/system-processes';

// ARCHITECTURE §4: nobody — not two receptionists, not two API processes — can double-book a staff member,
// a room or a device. One projections process and two backend processes on one database; 20 requests for
// the same slot, alternating between the two backends, all at once: exactly one booking wins, the other
// 19 are refused (409), and the day stream holds exactly one AppointmentBooked. 20 rounds of each kind.

const downtown = demoLocations.downtown.id;
const requestsPerRound = 20;
const rounds = 20;
let database: TestDatabase;
let store: EventStore;
let processes: SystemProcesses | undefined;
let backends: string[] = [];
let token = '';
let world: AppointmentWorld;

beforeAll(async () => {
  database = await createTestDatabase();
  store = sealEventStore(createPostgresEventStore(database.db, database.pool), database.pool);
  // Just the business and its locations: the world below is built through the API, as a manager would.
  await seedDemoBusiness(store);
  token = await createTestSession(database.db, { userId: randomUUID(), role: 'admin' });
  // LOG_LEVEL error: every one of the expected refusals would otherwise log a warning.
  processes = await startSystemProcesses({ databaseUrl: database.url, backends: 2, prefix: 'race', logLevel: 'error' });
  backends = processes.backends;
  await waitForReadModels({ database, store }, 60_000);
  // 20 staff: the room and device races give every request a different person, so only the room or device can clash.
  world = await createAppointmentWorld(apiCaller(backends[0]!, token), { locationId: downtown, staffCount: requestsPerRound });
}, 120_000);

afterAll(async () => {
  await processes?.stop();
  await store?.close();
  await database?.drop();
});

type Kind = 'staff' | 'room' | 'device';

// One round: 20 simultaneous bookings of one slot, half through each backend.
async function race(kind: Kind, date: string): Promise<{ statuses: number[]; booked: number; errors: string[] }> {
  const startsAt = localInstant(date, '10:00');
  const serviceId = kind === 'staff' ? world.services.plain : kind === 'room' ? world.services.room : world.services.device;
  const responses = await Promise.all(
    Array.from({ length: requestsPerRound }, async (_, index) => {
      const staffId = kind === 'staff' ? world.staff[0]!.id : world.staff[index]!.id;
      const response = await apiCaller(backends[index % 2]!, token)('POST', '/appointments', {
        locationId: downtown,
        clientId: world.clientId,
        startsAt,
        items: [{ serviceId, staffId }],
      });
      return { status: response.status, body: await response.text() };
    }),
  );
  const events = await store.readStream(daybookStream(downtown, date));
  return {
    statuses: responses.map((response) => response.status).sort(),
    booked: events.filter((event) => event.type === 'AppointmentBooked').length,
    errors: responses.filter((response) => response.status !== 200).map((response) => response.body),
  };
}

describe('concurrent bookings of one slot across two backend processes', () => {
  it(`give exactly one booking for a staff member, a room and a device, ${rounds} rounds each`, async () => {
    const expected = [200, ...Array.from({ length: requestsPerRound - 1 }, () => 409)];
    const kinds: Kind[] = ['staff', 'room', 'device'];
    for (let round = 0; round < rounds; round += 1) {
      // Each kind on a day of its own, so the three races run at once without sharing a stream.
      const outcomes = await Promise.all(kinds.map((kind, index) => race(kind, addDays(localToday(), 1 + round * kinds.length + index))));
      outcomes.forEach((outcome, index) => {
        const label = `round ${round + 1}, ${kinds[index]}`;
        expect(outcome.statuses, `${label}: ${outcome.errors.slice(0, 2).join(' | ')}`).toEqual(expected);
        expect(outcome.booked, label).toBe(1);
      });
    }
  }, 90_000);
});

describe('two desks adding the same new client while booking, across two backend processes', () => {
  it('create one client: the other bookings are refused and write nothing', async () => {
    const date = addDays(localToday(), 70);
    const newClient = { firstName: 'Twice', lastName: `Typed ${randomUUID().slice(0, 6)}`, phone: '(312) 555-0166', email: '' };
    // Ten desks, each a different staff member at the same time: only the client can clash.
    const responses = await Promise.all(
      Array.from({ length: 10 }, async (_, index) => {
        const body = {
          locationId: downtown,
          clientId: null,
          newClient,
          startsAt: localInstant(date, '10:00'),
          items: [{ serviceId: world.services.plain, staffId: world.staff[index]!.id }],
        };
        const response = await apiCaller(backends[index % 2]!, token)('POST', '/appointments', body);
        return response.status;
      }),
    );
    expect(responses.filter((status) => status === 200)).toHaveLength(1);
    expect(responses.filter((status) => status !== 200).every((status) => status === 409)).toBe(true);
    const events = await store.readStream(daybookStream(downtown, date));
    expect(events.filter((event) => event.type === 'AppointmentBooked')).toHaveLength(1);
    const registered = (await store.readAll({ maxCount: 100_000 })).filter(
      (event) => event.type === 'ClientRegistered' && event.data.lastName === newClient.lastName,
    );
    expect(registered).toHaveLength(1);
  }, 60_000);
});

describe('undoing a cancellation while someone books the freed slot, across two backend processes', () => {
  it('lets exactly one of them have it, 10 rounds', async () => {
    for (let round = 0; round < 10; round += 1) {
      const date = addDays(localToday(), 80 + round);
      const call = apiCaller(backends[0]!, token);
      const body = {
        locationId: downtown,
        clientId: world.clientId,
        startsAt: localInstant(date, '10:00'),
        items: [{ serviceId: world.services.plain, staffId: world.staff[0]!.id }],
      };
      const booked = (await (await call('POST', '/appointments', body)).json()) as { id: string };
      expect((await call('POST', `/appointments/${booked.id}/cancel`, { reason: 'Race' })).status).toBe(200);
      const [reinstated, ...bookings] = await Promise.all([
        apiCaller(backends[1]!, token)('POST', `/appointments/${booked.id}/reinstate`),
        ...Array.from({ length: 5 }, (_, index) => apiCaller(backends[index % 2]!, token)('POST', '/appointments', body)),
      ]);
      const statuses = [reinstated!.status, ...bookings.map((response) => response.status)];
      expect(
        statuses.filter((status) => status === 200),
        `round ${round + 1}: ${statuses.join(',')}`,
      ).toHaveLength(1);
      const types = (await store.readStream(daybookStream(downtown, date))).map((event) => event.type);
      expect(types.filter((type) => type === 'AppointmentReinstated' || type === 'AppointmentBooked')).toHaveLength(2);
    }
  }, 90_000);
});
