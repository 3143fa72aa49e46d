import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listClassSessions,
  listClassTypes,
  listDevices,
  listRooms,
  listServiceCategories,
  listServices,
} from '@chairside/projections/catalogue/catalogue-queries';
import type { ReadDb, ReadModels } from '@chairside/projections/database';
import { getProjectionStatuses } from '@chairside/projections/engine/projection-status';
import { superviseProjections, type ProjectionSupervisor } from '@chairside/projections/engine/projection-supervisor';
import { projections } from '@chairside/projections/registry';
import { catalogueStream } from './catalogue-stream';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createDb } from '@chairside/platform/database';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { demoBusinessId, demoLocations } from '../business/index';
import { demoCatalogue, seedDemoCatalogue } from './demo-catalogue';
import { demoStaff } from '../team/index';

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
    projections,
    runnerId: 'demo-catalogue-test',
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

describe('demo catalogue', () => {
  it('records the catalogue as real command history, once', async () => {
    expect(await seedDemoCatalogue(store, demoBusinessId)).toEqual({ seeded: true, commands: 68 });
    const history = await store.readStream(catalogueStream(demoBusinessId));
    const counts = history.reduce<Record<string, number>>((tally, event) => ({ ...tally, [event.type]: (tally[event.type] ?? 0) + 1 }), {});
    expect(counts).toEqual({
      ServiceCategoryCreated: 5,
      ServiceCreated: 30,
      StaffServicesSet: 10,
      ServiceLocationsSet: 14,
      RoomCreated: 4,
      DeviceCreated: 2,
      ClassTypeCreated: 3,
    });
    expect(history.every((event) => event.metadata.source === 'seed')).toBe(true);

    expect(await seedDemoCatalogue(store, demoBusinessId)).toEqual({ seeded: false, commands: 0 });
    expect(await store.readStream(catalogueStream(demoBusinessId))).toHaveLength(history.length);
  });

  it('reads back as a realistic salon & spa catalogue', async () => {
    await expect
      .poll(async () => (await getProjectionStatuses(database.db, store)).every((status) => status.eventsBehind === 0), {
        timeout: 20_000,
        interval: 50,
      })
      .toBe(true);

    expect((await listServiceCategories(readDb)).map((category) => [category.name, category.serviceCount])).toEqual([
      ['Hair', 6],
      ['Color', 6],
      ['Nails', 6],
      ['Skin', 6],
      ['Massage & Body', 6],
    ]);
    const services = await listServices(readDb);
    expect(services).toHaveLength(30);
    const staffIds = new Set<string>(Object.values(demoStaff).map((member) => member.id));
    for (const service of services) {
      expect(service.staff.length, service.name).toBeGreaterThan(0);
      expect(
        service.staff.every((assignment) => staffIds.has(assignment.staffId)),
        service.name,
      ).toBe(true);
      // A service needing a room or a device can be booked somewhere.
      if (service.resourceNeed === 'room') expect(service.roomIds.length, service.name).toBeGreaterThan(0);
      if (service.resourceNeed === 'device') expect(service.deviceIds.length, service.name).toBeGreaterThan(0);
    }
    expect(services.filter((service) => service.onlineBookable).length).toBeGreaterThan(20);
    // Brooklyn (a hair and nails studio, no rooms or devices) offers neither balayage nor the treatments that need a room or a device.
    const atBrooklyn = await listServices(readDb, { locationId: demoLocations.brooklyn.id });
    expect(atBrooklyn.map((service) => service.name)).not.toContain('Balayage');
    expect(atBrooklyn.every((service) => service.resourceNeed === 'none')).toBe(true);
    expect(atBrooklyn.length).toBe(30 - 14);
    expect(await listServices(readDb, { locationId: demoLocations.uptown.id })).toHaveLength(30);
    const balayage = services.find((service) => service.id === demoCatalogue.services.balayage.id);
    expect(balayage).toMatchObject({
      categoryName: 'Color',
      durationMinutes: 150,
      processingMinutes: 45,
      priceCents: 25000,
      onlineBookable: false,
      staff: [{ staffId: demoStaff.maya.id, priceCents: 31500, durationMinutes: null }],
    });
    expect(services.find((service) => service.id === demoCatalogue.services.swedish60.id)).toMatchObject({
      bufferMinutes: 15,
      resourceNeed: 'room',
      roomIds: expect.arrayContaining([demoCatalogue.rooms.treatmentRoom1.id, demoCatalogue.rooms.couplesSuite.id]),
    });

    expect((await listRooms(readDb, { locationId: demoLocations.downtown.id })).map((room) => [room.name, room.capacity])).toEqual([
      ['Treatment Room 1', 1],
      ['Treatment Room 2', 1],
    ]);
    expect((await listRooms(readDb, { locationId: demoLocations.uptown.id })).map((room) => [room.name, room.capacity])).toEqual([
      ['Couples Suite', 2],
      ['Studio', 1],
    ]);
    expect((await listDevices(readDb)).map((device) => [device.name, device.locationId, device.quantity])).toEqual([
      ['HydraFacial machine', demoLocations.downtown.id, 1],
      ['Pedicure spa chair', demoLocations.uptown.id, 3],
    ]);
    expect((await listClassTypes(readDb)).map((classType) => classType.name)).toEqual([
      'Pilates Mat',
      'Skincare Masterclass',
      'Vinyasa Flow Yoga',
    ]);
  });

  it("schedules the classes' sessions every week from 2026-09-01", async () => {
    const week = await listClassSessions(readDb, { locationId: null, from: '2026-11-23', to: '2026-11-29' }, inChicago);
    expect(week.map((session) => [session.name, session.date, session.start])).toEqual([
      ['Vinyasa Flow Yoga', '2026-11-23', '2026-11-24T00:00:00.000Z'],
      ['Vinyasa Flow Yoga', '2026-11-25', '2026-11-26T00:00:00.000Z'],
      ['Skincare Masterclass', '2026-11-26', '2026-11-27T01:00:00.000Z'],
      ['Pilates Mat', '2026-11-28', '2026-11-28T15:00:00.000Z'],
    ]);
    expect(week.find((session) => session.name === 'Skincare Masterclass')).toMatchObject({
      instructorId: demoStaff.priya.id,
      roomId: demoCatalogue.rooms.treatmentRoom2.id,
      capacity: 8,
    });
    expect(await listClassSessions(readDb, { locationId: null, from: '2026-08-24', to: '2026-08-31' }, inChicago)).toEqual([]);
  });
});
