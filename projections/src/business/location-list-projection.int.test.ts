import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessEvent } from '@chairside/shared/business/business-events';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createDb } from '@chairside/platform/database';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import type { ReadDb, ReadModels } from '../database';
import { superviseProjections, type ProjectionSupervisor } from '../engine/projection-supervisor';
import { getProjectionStatuses } from '../engine/projection-status';
import { getLocationZone, listLocations } from './business-queries';
import { locationListProjection } from './location-list-projection';

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
    projections: [locationListProjection],
    runnerId: 'location-test',
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

const stream = `business-${randomUUID()}`;
let revision: bigint | null = null;
async function append(...events: BusinessEvent[]) {
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

const [downtown, brooklyn] = [randomUUID(), randomUUID()];

describe('location list projection', () => {
  it('keeps the business zone for a location without details, and folds each later LocationDetailsChanged over the last', async () => {
    await append(
      { type: 'LocationAdded', data: { locationId: downtown, name: 'Downtown', isDefault: true } },
      { type: 'LocationAdded', data: { locationId: brooklyn, name: 'Brooklyn', isDefault: false } },
      {
        type: 'LocationDetailsChanged',
        data: {
          locationId: brooklyn,
          timeZone: 'America/New_York',
          address: '215 Bedford Ave',
          phone: '+17185550300',
          openingHours: [{ weekday: 1, hours: [{ start: '09:00', end: '18:00' }] }],
        },
      },
    );
    await caughtUp();
    expect(await listLocations(readDb)).toEqual([
      {
        id: downtown,
        name: 'Downtown',
        isDefault: true,
        isActive: true,
        timeZone: 'America/Chicago',
        address: '',
        phone: null,
        openingHours: [],
        taxRateBasisPoints: 0,
      },
      {
        id: brooklyn,
        name: 'Brooklyn',
        isDefault: false,
        isActive: true,
        timeZone: 'America/New_York',
        address: '215 Bedford Ave',
        phone: '+17185550300',
        openingHours: [{ weekday: 1, hours: [{ start: '09:00', end: '18:00' }] }],
        // Written before locations had a tax rate: none.
        taxRateBasisPoints: 0,
      },
    ]);
    expect(await getLocationZone(readDb, brooklyn)).toBe('America/New_York');
    expect(await getLocationZone(readDb, downtown)).toBe('America/Chicago');
    // Unknown (not folded yet): the business zone.
    expect(await getLocationZone(readDb, randomUUID())).toBe('America/Chicago');

    // A rename and a later change of details keep each other's fields.
    await append(
      { type: 'LocationRenamed', data: { locationId: brooklyn, name: 'Williamsburg' } },
      {
        type: 'LocationDetailsChanged',
        data: { locationId: brooklyn, timeZone: 'America/Denver', address: '', phone: null, openingHours: [], taxRateBasisPoints: 881 },
      },
    );
    await caughtUp();
    expect((await listLocations(readDb)).find((location) => location.id === brooklyn)).toEqual({
      id: brooklyn,
      name: 'Williamsburg',
      isDefault: false,
      isActive: true,
      timeZone: 'America/Denver',
      address: '',
      phone: null,
      openingHours: [],
      taxRateBasisPoints: 881,
    });
  });
});
