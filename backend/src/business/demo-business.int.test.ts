import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { businessStream } from './business-stream';
import { demoBusinessId, demoLocations, seedDemoBusiness } from './demo-business';

let database: TestDatabase;
let store: EventStore;
beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.db, database.pool);
});
afterAll(() => database.drop());

describe('demo seed', () => {
  it('records the demo business as real command history, once', async () => {
    expect(await seedDemoBusiness(store)).toEqual({ seeded: true, commands: 9 });
    const history = await store.readStream(businessStream(demoBusinessId));
    expect(history.map((e) => e.type)).toEqual([
      'BusinessRegistered',
      'LocationAdded',
      'LocationAdded',
      'LocationAdded',
      'LocationDeactivated',
      'LocationAdded',
      'LocationDetailsChanged',
      'LocationDetailsChanged',
      'LocationDetailsChanged',
    ]);
    expect(history.every((e) => e.metadata.source === 'seed')).toBe(true);
    expect(history[4]?.data).toEqual({ locationId: demoLocations.lakeside.id });
    // Brooklyn is the studio in another time zone.
    expect(history[8]?.data).toMatchObject({ locationId: demoLocations.brooklyn.id, timeZone: 'America/New_York', phone: '+17185550300' });

    expect(await seedDemoBusiness(store)).toEqual({ seeded: false, commands: 0 });
    expect(await store.readStream(businessStream(demoBusinessId))).toHaveLength(9);
  });
});
