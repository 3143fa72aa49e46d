import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createDb } from '@chairside/platform/database';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import type { CatalogueEvent, ServiceFields } from '@chairside/shared/catalogue/catalogue-events';
import type { ReadDb, ReadModels } from '../database';
import { generationSchema } from '../engine/projection';
import { superviseProjections, type ProjectionSupervisor } from '../engine/projection-supervisor';
import { getProjectionStatuses } from '../engine/projection-status';
import { catalogueProjection } from './catalogue-projection';
import {
  getService,
  listClassSessions,
  listClassSessionsForDay,
  listClassTypes,
  listDevices,
  listRooms,
  listServiceCategories,
  listServices,
} from './catalogue-queries';

// The classes here are at Chicago locations (Downtown, Uptown).
const inChicago = () => 'America/Chicago';
let database: TestDatabase;
let store: EventStore;
let readDb: ReadDb;
let supervisor: ProjectionSupervisor;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.db, database.pool);
  readDb = createDb<ReadModels>(database.pool);
  supervisor = await superviseProjections({
    db: database.db,
    pool: database.pool,
    store,
    projections: [catalogueProjection],
    runnerId: 'catalogue-test',
    logger: pino({ level: 'silent' }),
    pollMs: 100,
    lockRetryMs: 100,
  });
});
afterAll(async () => {
  await supervisor.stop();
  await store.close();
  await database.drop();
});

const stream = `catalogue-${randomUUID()}`;
let revision: bigint | null = null;
async function append(...events: CatalogueEvent[]) {
  const result = await store.appendToStream(
    stream,
    events.map((event) => ({
      id: randomUUID(),
      type: event.type,
      data: event.data,
      metadata: { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), source: 'api' },
    })),
    { expectedRevision: revision ?? 'no_stream' },
  );
  revision = result.nextRevision;
}

async function caughtUp() {
  await expect
    .poll(async () => (await getProjectionStatuses(database.db, store)).every((status) => status.eventsBehind === 0), {
      timeout: 20_000,
      interval: 50,
    })
    .toBe(true);
}

const downtown = '11111111-1111-4111-8111-111111111111';
const uptown = '22222222-2222-4222-8222-222222222222';
const [hair, nails, spare] = [randomUUID(), randomUUID(), randomUUID()];
const [cut, color, manicure, facial, mistake] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const [room1, room2, hydra, yoga, pilates] = [randomUUID(), randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const maya = 'cccccccc-cccc-4ccc-8ccc-000000000001';
const jordan = 'cccccccc-cccc-4ccc-8ccc-000000000002';
const olivia = 'cccccccc-cccc-4ccc-8ccc-000000000007';

const fields = (overrides: Partial<ServiceFields>): ServiceFields => ({
  categoryId: hair,
  name: 'Service',
  description: '',
  durationMinutes: 60,
  processingMinutes: 0,
  bufferMinutes: 0,
  priceCents: 5000,
  color: '#8b5cf6',
  onlineBookable: true,
  resourceNeed: 'none',
  ...overrides,
});
const base = { archived: false, hasHistory: false, staff: [], locationIds: null, roomIds: [], deviceIds: [] };

describe('catalogue read model', () => {
  it('folds categories, services and who performs them into the DTOs the API serves', async () => {
    await append(
      { type: 'ServiceCategoryCreated', data: { categoryId: hair, name: 'Hair', description: 'Cuts and styling', sortOrder: 0 } },
      { type: 'ServiceCategoryCreated', data: { categoryId: nails, name: 'Nails', description: '', sortOrder: 1 } },
      { type: 'ServiceCategoryCreated', data: { categoryId: spare, name: 'Spare', description: '', sortOrder: 2 } },
      { type: 'ServiceCategoryUpdated', data: { categoryId: nails, name: 'Nail Care', description: 'Hands and feet' } },
      { type: 'ServiceCategoryDeleted', data: { categoryId: spare } },
      { type: 'ServiceCreated', data: { serviceId: cut, ...fields({ name: "Women's Haircut", priceCents: 6500 }) } },
      {
        type: 'ServiceCreated',
        data: { serviceId: color, ...fields({ name: 'Single Process Color', durationMinutes: 45, processingMinutes: 30 }) },
      },
      {
        type: 'ServiceCreated',
        data: { serviceId: manicure, ...fields({ categoryId: nails, name: 'Classic Manicure', durationMinutes: 30 }) },
      },
      { type: 'ServiceCreated', data: { serviceId: mistake, ...fields({ name: 'Typo' }) } },
      { type: 'ServiceDeleted', data: { serviceId: mistake } },
      {
        type: 'ServiceUpdated',
        data: {
          serviceId: color,
          ...fields({ name: 'Single Process Color', durationMinutes: 45, processingMinutes: 30, priceCents: 9500, color: '#d946ef' }),
        },
      },
      {
        type: 'ServiceStaffSet',
        data: {
          serviceId: cut,
          staff: [
            { staffId: maya, priceCents: 9000, durationMinutes: null },
            { staffId: jordan, priceCents: null, durationMinutes: null },
          ],
        },
      },
      { type: 'StaffServicesSet', data: { staffId: jordan, services: [{ serviceId: manicure, priceCents: null, durationMinutes: 45 }] } },
      { type: 'ServiceArchived', data: { serviceId: color } },
    );
    await caughtUp();

    expect(await listServiceCategories(readDb)).toEqual([
      { id: hair, name: 'Hair', description: 'Cuts and styling', sortOrder: 0, serviceCount: 2 },
      { id: nails, name: 'Nail Care', description: 'Hands and feet', sortOrder: 1, serviceCount: 1 },
    ]);
    expect(await listServices(readDb)).toEqual([
      {
        id: cut,
        categoryName: 'Hair',
        ...fields({ name: "Women's Haircut", priceCents: 6500 }),
        ...base,
        hasHistory: true,
        staff: [{ staffId: maya, priceCents: 9000, durationMinutes: null }],
      },
      {
        id: manicure,
        categoryName: 'Nail Care',
        ...fields({ categoryId: nails, name: 'Classic Manicure', durationMinutes: 30 }),
        ...base,
        hasHistory: true,
        staff: [{ staffId: jordan, priceCents: null, durationMinutes: 45 }],
      },
    ]);
    expect((await listServices(readDb, { includeArchived: true })).map((service) => [service.name, service.archived])).toEqual([
      ['Single Process Color', true],
      ["Women's Haircut", false],
      ['Classic Manicure', false],
    ]);
    expect(await getService(readDb, color)).toEqual({
      id: color,
      categoryName: 'Hair',
      ...fields({ name: 'Single Process Color', durationMinutes: 45, processingMinutes: 30, priceCents: 9500, color: '#d946ef' }),
      ...base,
      archived: true,
    });
    expect(await getService(readDb, mistake)).toBeNull();
  });

  it('folds rooms and devices per location, and shows on each service the active ones serving it', async () => {
    await append(
      { type: 'ServiceCreated', data: { serviceId: facial, ...fields({ name: 'HydraFacial', resourceNeed: 'device' }) } },
      { type: 'RoomCreated', data: { roomId: room1, locationId: downtown, name: 'Treatment Room 1', capacity: 1, serviceIds: [facial] } },
      { type: 'RoomCreated', data: { roomId: room2, locationId: uptown, name: 'Couples Suite', capacity: 2, serviceIds: [] } },
      { type: 'RoomUpdated', data: { roomId: room2, locationId: uptown, name: 'Couples Suite', capacity: 2, serviceIds: [facial, cut] } },
      { type: 'RoomArchived', data: { roomId: room2 } },
      { type: 'DeviceCreated', data: { deviceId: hydra, locationId: downtown, name: 'HydraFacial machine', quantity: 1, serviceIds: [] } },
      {
        type: 'DeviceUpdated',
        data: { deviceId: hydra, locationId: downtown, name: 'HydraFacial machine', quantity: 2, serviceIds: [facial] },
      },
      { type: 'DeviceArchived', data: { deviceId: hydra } },
      { type: 'DeviceRestored', data: { deviceId: hydra } },
    );
    await caughtUp();

    expect(await listRooms(readDb)).toEqual([
      { id: room1, locationId: downtown, name: 'Treatment Room 1', capacity: 1, serviceIds: [facial], archived: false },
    ]);
    expect(await listRooms(readDb, { locationId: uptown, includeArchived: true })).toEqual([
      { id: room2, locationId: uptown, name: 'Couples Suite', capacity: 2, serviceIds: [facial, cut], archived: true },
    ]);
    expect(await listDevices(readDb, { locationId: downtown })).toEqual([
      { id: hydra, locationId: downtown, name: 'HydraFacial machine', quantity: 2, serviceIds: [facial], archived: false },
    ]);
    expect(await listDevices(readDb, { locationId: uptown })).toEqual([]);
    expect(await getService(readDb, facial)).toMatchObject({ hasHistory: true, roomIds: [room1], deviceIds: [hydra] });
  });

  it('folds class types and expands their sessions between two dates', async () => {
    const timetable = [
      { weekday: 1, startTime: '18:00' },
      { weekday: 3, startTime: '18:00' },
    ];
    const yogaFields = {
      name: 'Vinyasa Flow Yoga',
      description: '',
      locationId: uptown,
      instructorId: olivia,
      roomId: room2,
      capacity: 12,
      durationMinutes: 60,
      priceCents: 2500,
      color: '#14b8a6',
      timetable,
      startsOn: '2026-09-01',
      endsOn: null,
    };
    await append(
      { type: 'ClassTypeCreated', data: { classTypeId: yoga, ...yogaFields, capacity: 10 } },
      { type: 'ClassTypeUpdated', data: { classTypeId: yoga, ...yogaFields } },
      {
        type: 'ClassTypeCreated',
        data: {
          classTypeId: pilates,
          ...yogaFields,
          name: 'Pilates Mat',
          timetable: [{ weekday: 6, startTime: '09:00' }],
          durationMinutes: 45,
        },
      },
      { type: 'ClassTypeArchived', data: { classTypeId: pilates } },
      { type: 'ClassTypeRestored', data: { classTypeId: pilates } },
      { type: 'ClassTypeArchived', data: { classTypeId: pilates } },
    );
    await caughtUp();

    expect(await listClassTypes(readDb, { locationId: uptown })).toEqual([{ id: yoga, ...yogaFields, archived: false }]);
    expect((await listClassTypes(readDb, { includeArchived: true })).map((classType) => [classType.name, classType.archived])).toEqual([
      ['Pilates Mat', true],
      ['Vinyasa Flow Yoga', false],
    ]);
    expect(await listClassTypes(readDb, { locationId: downtown })).toEqual([]);
    const week = await listClassSessions(readDb, { locationId: uptown, from: '2026-11-23', to: '2026-11-29' }, inChicago);
    expect(week.map((session) => [session.date, session.start, session.end])).toEqual([
      ['2026-11-23', '2026-11-24T00:00:00.000Z', '2026-11-24T01:00:00.000Z'],
      ['2026-11-25', '2026-11-26T00:00:00.000Z', '2026-11-26T01:00:00.000Z'],
    ]);
    expect(await listClassSessionsForDay(readDb, null, '2026-11-23', inChicago)).toEqual([
      {
        classTypeId: yoga,
        name: 'Vinyasa Flow Yoga',
        locationId: uptown,
        instructorId: olivia,
        roomId: room2,
        capacity: 12,
        date: '2026-11-23',
        start: '2026-11-24T00:00:00.000Z',
        end: '2026-11-24T01:00:00.000Z',
      },
    ]);
    expect(await listClassSessionsForDay(readDb, downtown, '2026-11-23', inChicago)).toEqual([]);
    expect(await listClassSessions(readDb, { locationId: null, from: '2026-08-01', to: '2026-08-31' }, inChicago)).toEqual([]);
  });

  it('folds where a service is offered: a location lists only what it offers, null means everywhere', async () => {
    await append({ type: 'ServiceLocationsSet', data: { serviceId: manicure, locationIds: [uptown] } });
    await caughtUp();
    expect((await getService(readDb, manicure))?.locationIds).toEqual([uptown]);
    expect((await listServices(readDb, { locationId: downtown })).map((service) => service.id)).not.toContain(manicure);
    expect((await listServices(readDb, { locationId: uptown })).map((service) => service.id)).toContain(manicure);
    expect((await listServices(readDb)).map((service) => service.id)).toContain(manicure);
    await append({ type: 'ServiceLocationsSet', data: { serviceId: manicure, locationIds: null } });
    await caughtUp();
    expect((await listServices(readDb, { locationId: downtown })).map((service) => service.id)).toContain(manicure);
  });

  it('tells every staff screen, by topic', async () => {
    const { rows } = await sql<{
      topic: string;
      rooms: string[];
      location_id: string | null;
      ids: string[];
    }>`select topic, rooms, location_id, ids from ui_changes order by id`.execute(database.db);
    expect(rows).toContainEqual({ topic: 'services', rooms: ['staff'], location_id: null, ids: [cut] });
    expect(rows).toContainEqual({ topic: 'services', rooms: ['staff'], location_id: null, ids: [cut, manicure] });
    expect(rows).toContainEqual({ topic: 'rooms', rooms: ['staff'], location_id: uptown, ids: [room2] });
    expect(rows).toContainEqual({ topic: 'services', rooms: ['staff'], location_id: null, ids: [facial, cut] });
    expect(rows).toContainEqual({ topic: 'devices', rooms: ['staff'], location_id: downtown, ids: [hydra] });
    expect(rows).toContainEqual({ topic: 'classes', rooms: ['staff'], location_id: uptown, ids: [pilates] });
    expect(new Set(rows.map((row) => row.topic))).toEqual(new Set(['services', 'rooms', 'devices', 'classes']));
  });

  it('leaves the same rows when the same events are folded again', async () => {
    const snapshot = async () => ({
      categories: await listServiceCategories(readDb),
      services: await listServices(readDb, { includeArchived: true }),
      rooms: await listRooms(readDb, { includeArchived: true }),
      devices: await listDevices(readDb, { includeArchived: true }),
      classes: await listClassTypes(readDb, { includeArchived: true }),
    });
    const before = await snapshot();
    const history = await store.readStream(stream);
    await database.db
      .transaction()
      .execute((trx) =>
        catalogueProjection.apply(trx, history, { schema: generationSchema(catalogueProjection, 1), live: false, change: () => undefined }),
      );
    expect(await snapshot()).toEqual(before);
  });
});
