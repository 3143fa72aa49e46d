import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, NewEvent } from '@chairside/platform/event-store/event-store';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { tallyProjection } from '../../testing/tally-projection';
import type { Projection } from './projection';
import { ensureProjection, readProjectionRow, requestRebuild } from './projection-schema';
import { getProjectionStatuses } from './projection-status';
import { startProjectionRunner } from './projection-runner';
import { superviseProjections } from './projection-supervisor';

const logger = pino({ level: process.env.DEBUG_TEST ? 'debug' : 'silent' });
let database: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.db, database.pool);
});
afterAll(async () => {
  await store.close();
  await database.drop();
});

const tallied = (amount: number): NewEvent => ({
  id: randomUUID(),
  type: 'Tallied',
  data: { amount },
  metadata: { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), source: 'api' },
});

async function appendMany(streams: number, perStream: number, amount = 1) {
  const names = Array.from({ length: streams }, () => `tally-${randomUUID()}`);
  await Promise.all(
    names.map(async (stream) => {
      for (let i = 0; i < perStream; i += 1)
        await store.appendToStream(stream, [tallied(amount)], { expectedRevision: i === 0 ? 'no_stream' : BigInt(i - 1) });
    }),
  );
  return names;
}

async function rows(table: string) {
  const { rows } = await sql<{
    stream: string;
    events: number;
    total: string;
  }>`select stream, events, total::text as total from ${sql.table(table)} order by stream`.execute(database.db);
  return rows;
}

// What the read model must be: computed straight from the event log.
async function expectedTally() {
  const { rows } = await sql<{ stream: string; events: number; total: string }>`
    select stream, count(*)::int as events, sum((data->>'amount')::bigint)::text as total
    from events where type = 'Tallied' group by stream order by stream`.execute(database.db);
  return rows;
}

async function caughtUp(name: string) {
  await expect
    .poll(async () => (await getProjectionStatuses(database.db, store)).find((s) => s.name === name)?.eventsBehind, {
      timeout: 20_000,
      interval: 50,
    })
    .toBe(0);
}

const statusOf = async (name: string) => (await getProjectionStatuses(database.db, store)).find((s) => s.name === name);

// The tally read model, told by the test whether its next batches throw, and held before it writes them.
function steeredTally(name: string) {
  const tally = tallyProjection({ name });
  const steer = { refusal: null as string | null, hold: null as Promise<void> | null, entered: () => {} };
  const projection: Projection = {
    ...tally,
    async apply(trx, batch, context) {
      steer.entered();
      if (steer.hold) await steer.hold;
      if (steer.refusal) throw new Error(steer.refusal);
      await tally.apply(trx, batch, context);
    },
  };
  return { projection, steer };
}

describe('projection engine', () => {
  it('folds events in batches, writes change notices and the checkpoint in the same transaction', async () => {
    const projection = tallyProjection({ name: 'tally_a' });
    await ensureProjection(database.db, store, projection);
    await appendMany(10, 30);
    const runner = startProjectionRunner({
      db: database.db,
      pool: database.pool,
      store,
      projection,
      generation: 1,
      mode: 'active',
      runnerId: 'r1',
      logger,
      batchSize: 100,
    });
    try {
      await caughtUp('tally_a');
      expect(await rows('tally_a_rows')).toEqual(await expectedTally());
      const { rows: changes } = await sql<{ n: number }>`select count(*)::int as n from ui_changes where topic = 'clients'`.execute(
        database.db,
      );
      expect(changes[0]?.n).toBe(300);
      const status = (await getProjectionStatuses(database.db, store)).find((s) => s.name === 'tally_a');
      expect(status).toMatchObject({ activeGeneration: 1, eventsBehind: 0, runner: { id: 'r1' } });
      expect(status?.eventsProcessed).toBeGreaterThanOrEqual(300);
    } finally {
      await runner.stop();
    }
  });

  it('passes over events it does not fold without a transaction each, and writes that checkpoint when due or when stopped', async () => {
    const projection = tallyProjection({ name: 'tally_g' });
    await ensureProjection(database.db, store, projection);
    // Every write of this read model's checkpoint, counted by the database itself.
    await sql`create table tally_g_checkpoint_writes (at timestamptz not null default clock_timestamp())`.execute(database.db);
    await sql`create function tally_g_count() returns trigger language plpgsql as $$
      begin insert into tally_g_checkpoint_writes default values; return new; end $$`.execute(database.db);
    await sql`create trigger tally_g_count after update on projection_checkpoints for each row
      when (new.name = 'tally_g') execute function tally_g_count()`.execute(database.db);
    const writes = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from tally_g_checkpoint_writes`.execute(database.db)).rows[0]?.n ?? 0;
    // Spaced out, as a busy system's other modules write: each is a batch of its own.
    const foreign = async (count: number) => {
      const stream = `other-${randomUUID()}`;
      for (let i = 0; i < count; i += 1) {
        await store.appendToStream(stream, [{ ...tallied(1), type: 'SomethingElse' }], {
          expectedRevision: i === 0 ? 'no_stream' : BigInt(i - 1),
        });
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    const start = (runnerId: string, passedOverCheckpointMs?: number) =>
      startProjectionRunner({
        db: database.db,
        pool: database.pool,
        store,
        projection,
        generation: 1,
        mode: 'active',
        runnerId,
        logger,
        lockRetryMs: 100,
        passedOverCheckpointMs,
      });

    // Not due for a minute: only a batch it folds, or stopping, writes the checkpoint.
    const patient = start('patient', 60_000);
    try {
      await appendMany(1, 1);
      await caughtUp('tally_g');
      const [writesBefore, processedBefore] = [await writes(), (await statusOf('tally_g'))?.eventsProcessed ?? 0];
      await foreign(20);
      await appendMany(1, 1);
      await caughtUp('tally_g');
      expect(await writes()).toBe(writesBefore + 1);
      expect((await statusOf('tally_g'))?.eventsProcessed).toBe(processedBefore + 21);
      expect(await rows('tally_g_rows')).toEqual(await expectedTally());

      await foreign(5);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await statusOf('tally_g'))?.eventsBehind).toBe(5);
    } finally {
      await patient.stop();
    }
    expect((await statusOf('tally_g'))?.eventsBehind).toBe(0);

    // The default: written at once after a quiet spell, then at most once every 500 ms while other
    // modules' events keep coming.
    const prompt = start('prompt');
    try {
      await foreign(1);
      await caughtUp('tally_g');
      const [writesBefore, started] = [await writes(), Date.now()];
      await foreign(20);
      const elapsed = Date.now() - started;
      await caughtUp('tally_g');
      expect(await writes()).toBeLessThanOrEqual(writesBefore + Math.ceil(elapsed / 500) + 1);
    } finally {
      await prompt.stop();
    }
  });

  it('keeps one active runner; a standby takes over when the active one stops', async () => {
    const projection = tallyProjection({ name: 'tally_b' });
    await ensureProjection(database.db, store, projection);
    const first = startProjectionRunner({
      db: database.db,
      pool: database.pool,
      store,
      projection,
      generation: 1,
      mode: 'active',
      runnerId: 'first',
      logger,
      lockRetryMs: 100,
    });
    await expect.poll(() => first.status()).toBe('running');
    const second = startProjectionRunner({
      db: database.db,
      pool: database.pool,
      store,
      projection,
      generation: 1,
      mode: 'active',
      runnerId: 'second',
      logger,
      lockRetryMs: 100,
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(second.status()).toBe('standby');
      await first.stop();
      await expect.poll(() => second.status(), { timeout: 5000 }).toBe('running');
      await appendMany(3, 5);
      await caughtUp('tally_b');
      expect(await rows('tally_b_rows')).toEqual(await expectedTally());
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  });

  it('rebuilds blue/green under live writes, swaps, and ends equal to the live read model', async () => {
    const projection = tallyProjection({ name: 'tally_c' });
    const supervisor = await superviseProjections({
      db: database.db,
      pool: database.pool,
      store,
      projections: [projection],
      runnerId: 'sup',
      logger,
      pollMs: 100,
      lockRetryMs: 100,
    });
    let writing = true;
    const writer = (async () => {
      // A steady stream of writes (not a flat-out loop the per-event test projection could never catch up with).
      while (writing) {
        await appendMany(2, 5, 3);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    try {
      await appendMany(5, 20, 2);
      const generation = await requestRebuild(database.db, store, projection);
      expect(generation).toBe(2);
      await expect
        .poll(async () => (await readProjectionRow(database.db, 'tally_c'))?.active_generation, { timeout: 30_000, interval: 100 })
        .toBe(2);
      writing = false;
      await writer;
      await caughtUp('tally_c');
      // The view now reads generation 2, built from scratch while generation 1 served.
      expect(await rows('tally_c_rows')).toEqual(await expectedTally());
      const { rows: views } = await sql<{ definition: string }>`select definition from pg_views where viewname = 'tally_c_rows'`.execute(
        database.db,
      );
      expect(views[0]?.definition).toContain('proj_tally_c_g2');
      await expect
        .poll(
          async () =>
            (
              await sql<{
                n: number;
              }>`select count(*)::int as n from information_schema.schemata where schema_name = 'proj_tally_c_g1'`.execute(database.db)
            ).rows[0]?.n,
          { timeout: 10_000 },
        )
        .toBe(0);
    } finally {
      writing = false;
      await writer;
      await supervisor.stop();
    }
  });

  it('starts a rebuild by itself when the projection version is bumped', async () => {
    const v1 = tallyProjection({ name: 'tally_d', version: 1 });
    await ensureProjection(database.db, store, v1);
    const v2 = tallyProjection({ name: 'tally_d', version: 2 });
    const supervisor = await superviseProjections({
      db: database.db,
      pool: database.pool,
      store,
      projections: [v2],
      runnerId: 'sup2',
      logger,
      pollMs: 100,
      lockRetryMs: 100,
    });
    try {
      await expect
        .poll(async () => (await readProjectionRow(database.db, 'tally_d'))?.active_version, { timeout: 30_000, interval: 100 })
        .toBe(2);
      await caughtUp('tally_d');
      expect(await rows('tally_d_rows')).toEqual(await expectedTally());
    } finally {
      await supervisor.stop();
    }
  });

  it("records a failing runner's error in the status and clears it once a batch folds again", async () => {
    const { projection, steer } = steeredTally('tally_e');
    await ensureProjection(database.db, store, projection);
    steer.refusal = 'the tally table is out of order';
    const runner = startProjectionRunner({
      db: database.db,
      pool: database.pool,
      store,
      projection,
      generation: 1,
      mode: 'active',
      runnerId: 'failing',
      logger,
      lockRetryMs: 100,
    });
    try {
      await appendMany(2, 3);
      await expect.poll(async () => (await statusOf('tally_e'))?.failure?.message, { timeout: 10_000, interval: 50 }).toBe(steer.refusal);
      const failing = await statusOf('tally_e');
      expect(failing?.eventsBehind).toBeGreaterThan(0);
      expect(Date.parse(failing?.failure?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
      steer.refusal = null;
      await caughtUp('tally_e');
      expect((await statusOf('tally_e'))?.failure).toBeNull();
      expect(await rows('tally_e_rows')).toEqual(await expectedTally());
    } finally {
      await runner.stop();
    }
  });

  it('records no failure when a runner finds its checkpoint moved by another', async () => {
    const { projection, steer } = steeredTally('tally_f');
    await ensureProjection(database.db, store, projection);
    let release = () => {};
    steer.hold = new Promise<void>((resolve) => (release = resolve));
    const entered = new Promise<void>((resolve) => (steer.entered = resolve));
    const runner = startProjectionRunner({
      db: database.db,
      pool: database.pool,
      store,
      projection,
      generation: 1,
      mode: 'active',
      runnerId: 'fenced',
      logger,
      lockRetryMs: 100,
    });
    try {
      await appendMany(1, 2);
      await entered;
      // What a runner that took over would leave: a checkpoint other than the one this batch started from.
      const head = await store.headPosition();
      await sql`update projection_checkpoints set checkpoint_commit = ${head?.commit ?? 0n}, checkpoint_prepare = ${head?.prepare ?? 0n} where name = 'tally_f'`.execute(
        database.db,
      );
      steer.hold = null;
      release();
      await caughtUp('tally_f');
      expect((await statusOf('tally_f'))?.failure).toBeNull();
    } finally {
      await runner.stop();
    }
  });
});
