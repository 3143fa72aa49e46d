import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createDb } from '@chairside/platform/database';
import { createTestDatabase, type TestDatabase } from './test-database';
import type { AppointmentItemRecord } from '@chairside/shared/appointments/appointment-events';
import type { ReadDb, ReadModels } from '../src/database';
import { catalogueProjection } from '../src/catalogue/catalogue-projection';
import { clientProjection } from '../src/clients/client-projection';
import { superviseProjections, type ProjectionSupervisor } from '../src/engine/projection-supervisor';
import { getProjectionStatuses } from '../src/engine/projection-status';
import type { Projection } from '../src/engine/projection';
import { userAccountProjection } from '../src/identity/user-account-projection';
import { staffMemberProjection } from '../src/team/staff-member-projection';
import { waitlistProjection } from '../src/waitlist/waitlist-projection';
import { appointmentProjection } from '../src/appointments/appointment-projection';

// A small world for the appointments, clients and waitlist projection tests: a real database and event
// store, the projections those read models use for names (users, staff members without an account,
// catalogue, clients), and events appended straight to the store the way the commands would write them.

export const ids = {
  downtown: '11111111-1111-4111-8111-111111111111',
  uptown: '22222222-2222-4222-8222-222222222222',
  ava: 'aaaaaaaa-0000-4000-8000-000000000001',
  ben: 'aaaaaaaa-0000-4000-8000-000000000002',
  admin: 'aaaaaaaa-0000-4000-8000-000000000009',
  hair: 'bbbbbbbb-0000-4000-8000-000000000001',
  cut: 'dddddddd-0000-4000-8000-000000000001',
  colour: 'dddddddd-0000-4000-8000-000000000002',
  blowout: 'dddddddd-0000-4000-8000-000000000003',
  client: 'c0000000-0000-4000-8000-000000000001',
} as const;

export type ProjectionWorld = {
  store: EventStore;
  readDb: ReadDb;
  append(stream: string, events: { type: string; data: object }[], userId?: string | null): Promise<void>;
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
};

// The read models seedNames writes to (users, staff, catalogue, clients), for a test of another module's.
export const nameProjections: Projection[] = [userAccountProjection, staffMemberProjection, catalogueProjection, clientProjection];

const worldProjections: Projection[] = [...nameProjections, appointmentProjection, waitlistProjection];

// `projections`: another module's test names its own read models instead.
export async function startProjectionWorld(runnerId: string, projections: Projection[] = worldProjections): Promise<ProjectionWorld> {
  const database: TestDatabase = await createTestDatabase();
  const store = createPostgresEventStore(database.db, database.pool);
  const readDb = createDb<ReadModels>(database.pool);
  const supervisor: ProjectionSupervisor = await superviseProjections({
    db: database.db,
    pool: database.pool,
    store,
    projections,
    runnerId,
    logger: pino({ level: 'silent' }),
    pollMs: 100,
    lockRetryMs: 100,
  });
  const world: ProjectionWorld = {
    store,
    readDb,
    async append(stream, events, userId = null) {
      const metadata = {
        userId,
        correlationId: randomUUID(),
        causationId: null,
        occurredAt: new Date().toISOString(),
        source: 'api' as const,
      };
      await store.appendToStream(
        stream,
        events.map((event) => ({ id: randomUUID(), type: event.type, data: { ...event.data }, metadata })),
        { expectedRevision: 'any' },
      );
    },
    async caughtUp() {
      const deadline = Date.now() + 20_000;
      while ((await getProjectionStatuses(database.db, store)).some((status) => status.eventsBehind > 0)) {
        if (Date.now() > deadline) throw new Error('the read models did not catch up within 20 s');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop() {
      await supervisor.stop();
      await store.close();
      await database.drop();
    },
  };
  return world;
}

const user = (userId: string, firstName: string, lastName: string) => ({
  type: 'UserRegistered',
  data: {
    userId,
    username: `${firstName}.${lastName}`.toLowerCase(),
    email: `${firstName}@chairside.test`.toLowerCase(),
    phone: null,
    firstName,
    lastName,
    role: 'staff',
    passwordHash: 'x',
  },
});
const service = (
  serviceId: string,
  name: string,
  durationMinutes: number,
  extra: { processingMinutes?: number; bufferMinutes?: number } = {},
) => ({
  type: 'ServiceCreated',
  data: {
    serviceId,
    categoryId: ids.hair,
    name,
    description: '',
    durationMinutes,
    processingMinutes: extra.processingMinutes ?? 0,
    bufferMinutes: extra.bufferMinutes ?? 0,
    priceCents: 5000,
    color: '#d946ef',
    onlineBookable: true,
    resourceNeed: 'none',
  },
});

// Ava Johnson performs the cut (60 min) and the colour (45 + 30 processing + 15 buffer); Ben Lee the
// cut and the blowout (30 min); Demo Admin writes; Grace Hopper is a client.
export async function seedNames(world: ProjectionWorld): Promise<void> {
  for (const [userId, first, last] of [
    [ids.ava, 'Ava', 'Johnson'],
    [ids.ben, 'Ben', 'Lee'],
    [ids.admin, 'Demo', 'Admin'],
  ] as const) {
    await world.append(`user-${userId}`, [user(userId, first, last)]);
  }
  await world.append(`catalogue-${randomUUID()}`, [
    { type: 'ServiceCategoryCreated', data: { categoryId: ids.hair, name: 'Hair', description: '', sortOrder: 0 } },
    service(ids.cut, 'Haircut', 60),
    service(ids.colour, 'Colour', 45, { processingMinutes: 30, bufferMinutes: 15 }),
    service(ids.blowout, 'Blowout', 30),
    {
      type: 'ServiceStaffSet',
      data: {
        serviceId: ids.cut,
        staff: [
          { staffId: ids.ava, priceCents: null, durationMinutes: null },
          { staffId: ids.ben, priceCents: null, durationMinutes: null },
        ],
      },
    },
    { type: 'ServiceStaffSet', data: { serviceId: ids.colour, staff: [{ staffId: ids.ava, priceCents: null, durationMinutes: null }] } },
    { type: 'ServiceStaffSet', data: { serviceId: ids.blowout, staff: [{ staffId: ids.ben, priceCents: null, durationMinutes: null }] } },
  ]);
  await world.append(`client-${ids.client}`, [
    {
      type: 'ClientRegistered',
      data: { clientId: ids.client, firstName: 'Grace', lastName: 'Hopper', phone: '(312) 555-0142', email: 'grace@example.com' },
    },
  ]);
  await world.caughtUp();
}

export function item(
  serviceId: string,
  staffId: string,
  startsAt: string,
  durationMinutes = 60,
  extra: Partial<AppointmentItemRecord> = {},
): AppointmentItemRecord {
  return {
    itemId: randomUUID(),
    serviceId,
    staffId,
    roomId: null,
    deviceId: null,
    startsAt,
    durationMinutes,
    processingMinutes: 0,
    bufferMinutes: 0,
    priceCents: 5000,
    ...extra,
  };
}
