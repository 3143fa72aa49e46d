import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, Position } from '@chairside/platform/event-store/event-store';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createDb, createPool } from '@chairside/platform/database';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { tallyProjection } from '../../testing/tally-projection';
import { createCheckpointMover } from './checkpoint-mover';
import { checkpointChannel } from './projection-progress';
import { ensureProjection } from './projection-schema';
import { superviseProjections } from './projection-supervisor';

const logger = pino({ level: 'silent' });
let database: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.db, database.pool);
  // Statements (not rows) that update a checkpoint, counted by the database itself.
  await sql`create table checkpoint_statements (at timestamptz not null default clock_timestamp())`.execute(database.db);
  await sql`create function count_checkpoint_statement() returns trigger language plpgsql as $$
    begin insert into checkpoint_statements default values; return null; end $$`.execute(database.db);
  await sql`create trigger count_checkpoint_statement after update on projection_checkpoints for each statement
    execute function count_checkpoint_statement()`.execute(database.db);
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

const statements = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from checkpoint_statements`.execute(database.db)).rows[0]?.n ?? 0;

async function checkpointOf(name: string): Promise<{ position: Position | null; processed: number }> {
  const { rows } = await sql<{ commit: string | null; prepare: string | null; processed: string }>`
    select checkpoint_commit::text as commit, checkpoint_prepare::text as prepare, events_processed::text as processed
    from projection_checkpoints where name = ${name} and generation = 1`.execute(database.db);
  const row = rows[0];
  if (!row) throw new Error(`no checkpoint for ${name}`);
  return {
    position: row.commit === null || row.prepare === null ? null : { commit: BigInt(row.commit), prepare: BigInt(row.prepare) },
    processed: Number(row.processed),
  };
}

describe('moving passed-over checkpoints', () => {
  it('writes the moves asked for together in one statement, each judged against its own checkpoint, and wakes the waiters of each', async () => {
    const names = Array.from({ length: 5 }, (_, index) => `mover_${index}_${randomUUID().slice(0, 8)}`);
    for (const name of names) await ensureProjection(database.db, store, tallyProjection({ name }));
    const heard: string[] = [];
    const listener = new pg.Client({ connectionString: database.url });
    await listener.connect();
    listener.on('notification', (message) => {
      if (message.payload && names.includes(message.payload)) heard.push(message.payload);
    });
    await listener.query(`listen ${checkpointChannel}`);
    try {
      const mover = createCheckpointMover(database.db);
      const to = { commit: 1000n, prepare: 7n };
      const before = await statements();
      const answers = await Promise.all(
        names.map((name, index) =>
          mover.move({
            name,
            generation: 1,
            runnerId: 'mover-test',
            // The last one believes its checkpoint is elsewhere: another runner moved it.
            from: index === names.length - 1 ? { commit: 1n, prepare: 1n } : null,
            to,
            count: 3,
          }),
        ),
      );
      expect(answers).toEqual([true, true, true, true, false]);
      expect(await statements()).toBe(before + 1);
      for (const name of names.slice(0, -1)) expect(await checkpointOf(name)).toEqual({ position: to, processed: 3 });
      expect(await checkpointOf(names[names.length - 1] as string)).toEqual({ position: null, processed: 0 });
      await expect.poll(() => [...heard].sort(), { timeout: 5000 }).toEqual(names.slice(0, -1).sort());
    } finally {
      await listener.end();
    }
  });

  it('commits without waiting for the disk in that statement only: the connection goes back as it was', async () => {
    const name = `mover_session_${randomUUID().slice(0, 8)}`;
    await ensureProjection(database.db, store, tallyProjection({ name }));
    // One connection, so the statement after the move runs on the connection that moved.
    const pool = createPool(database.url, 1);
    const db = createDb<unknown>(pool);
    try {
      // The test server does not wait for the disk at all; this connection does, as production's do.
      await sql`set synchronous_commit = on`.execute(db);
      const mover = createCheckpointMover(db);
      expect(await mover.move({ name, generation: 1, runnerId: 'mover-test', from: null, to: { commit: 5n, prepare: 5n }, count: 1 })).toBe(
        true,
      );
      const { rows } = await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db);
      expect(rows[0]?.synchronous_commit).toBe('on');
      expect((await checkpointOf(name)).position).toEqual({ commit: 5n, prepare: 5n });
    } finally {
      await db.destroy();
    }
  });

  it('moves the read models of one process that pass over the same event in fewer statements than read models', async () => {
    const projections = Array.from({ length: 6 }, (_, index) => tallyProjection({ name: `passing_${index}_${randomUUID().slice(0, 8)}` }));
    const supervisor = await superviseProjections({
      db: database.db,
      pool: database.pool,
      store,
      projections,
      runnerId: 'mover-supervisor',
      logger,
      lockRetryMs: 100,
    });
    const appendForeign = () =>
      store.appendToStream(
        `other-${randomUUID()}`,
        [
          {
            id: randomUUID(),
            type: 'SomethingElse',
            data: {},
            metadata: { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), source: 'api' },
          },
        ],
        { expectedRevision: 'no_stream' },
      );
    const allAt = (position: Position) =>
      expect
        .poll(
          async () => {
            const checkpoints = await Promise.all(projections.map((projection) => checkpointOf(projection.name)));
            return checkpoints.every(
              (checkpoint) => checkpoint.position?.commit === position.commit && checkpoint.position.prepare === position.prepare,
            );
          },
          { timeout: 15_000 },
        )
        .toBe(true);
    try {
      await allAt((await appendForeign()).position);
      // A quiet spell: each read model then moves its checkpoint at once over the next event it passes over.
      await new Promise((resolve) => setTimeout(resolve, 700));
      const before = await statements();
      await allAt((await appendForeign()).position);
      expect(await statements()).toBeLessThan(before + projections.length);
    } finally {
      await supervisor.stop();
    }
  });
});
