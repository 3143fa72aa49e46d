import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@chairside/projections/testing/test-database';
import { createProjectionWaiter, type ProjectionWaiter } from './projection-waiter';

// A command's reply waits until the read models its events change have folded them: not for a read model
// that folds none of its event types (such a model may be busy with a batch of its own, or rebuilding).

let database: TestDatabase;
let waiter: ProjectionWaiter;
const readers = [
  { name: 'calendar', eventTypes: ['AppointmentBooked', 'SlotHeld'] },
  { name: 'people', eventTypes: ['ClientRegistered'] },
];
const position = (n: number) => ({ commit: BigInt(n), prepare: BigInt(n) });

async function checkpoint(name: string, at: number | null) {
  await sql`insert into projections (name, active_generation, active_version) values (${name}, 1, 1) on conflict (name) do nothing`.execute(
    database.db,
  );
  await sql`
    insert into projection_checkpoints (name, generation, checkpoint_commit, checkpoint_prepare) values (${name}, 1, ${at}, ${at})
    on conflict (name, generation) do update set checkpoint_commit = ${at}, checkpoint_prepare = ${at}`.execute(database.db);
}

beforeAll(async () => {
  database = await createTestDatabase();
  waiter = createProjectionWaiter(database.db, database.pool, readers);
  await checkpoint('calendar', 10);
  // Far behind: it has folded nothing of the events at 5 or later.
  await checkpoint('people', 2);
});

afterAll(async () => {
  await waiter.close();
  await database.drop();
});

describe('the projection waiter', () => {
  it('answers a command once the read models of its event types reached it, whoever else is behind', async () => {
    expect(await waiter.waitFor(position(5), 2000, ['AppointmentBooked'])).toBe(true);
  });

  it('waits for every read model that folds one of its types, and for all of them when none are named', async () => {
    expect(await waiter.waitFor(position(5), 300, ['AppointmentBooked', 'ClientRegistered'])).toBe(false);
    expect(await waiter.waitFor(position(5), 300)).toBe(false);
    const later = waiter.waitFor(position(5), 5000, ['ClientRegistered']);
    await checkpoint('people', 6);
    expect(await later).toBe(true);
  });

  it('does not answer before the read model got there', async () => {
    expect(await waiter.waitFor(position(11), 300, ['SlotHeld'])).toBe(false);
  });
});
