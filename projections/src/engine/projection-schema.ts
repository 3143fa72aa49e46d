import { sql, type Kysely, type Transaction } from 'kysely';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { announceChangeWriter } from '../change-feed/change-writers';
import { generationSchema, type Projection } from './projection';

export type ProjectionRow = {
  name: string;
  active_generation: number;
  active_version: number;
  rebuild_generation: number | null;
  rebuild_version: number | null;
  rebuild_total: bigint | null;
  rebuild_started_at: Date | null;
};

export async function readProjectionRow(
  db: Kysely<unknown> | Transaction<unknown>,
  name: string,
  forUpdate = false,
): Promise<ProjectionRow | null> {
  const { rows } = await sql<ProjectionRow>`
    select name, active_generation, active_version, rebuild_generation, rebuild_version, rebuild_total, rebuild_started_at
    from projections where name = ${name} ${forUpdate ? sql`for update` : sql``}`.execute(db);
  return rows[0] ?? null;
}

// Every named projection's row in one read (the supervisor's tick asks for all of them at once).
export async function readProjectionRows(db: Kysely<unknown>, names: readonly string[]): Promise<Map<string, ProjectionRow>> {
  if (names.length === 0) return new Map();
  const { rows } = await sql<ProjectionRow>`
    select name, active_generation, active_version, rebuild_generation, rebuild_version, rebuild_total, rebuild_started_at
    from projections where name = any(${[...names]}::text[])`.execute(db);
  return new Map(rows.map((row) => [row.name, row]));
}

async function createGeneration(trx: Transaction<unknown>, projection: Projection, generation: number): Promise<void> {
  const schema = generationSchema(projection, generation);
  await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(trx);
  await sql`create schema ${sql.id(schema)}`.execute(trx);
  for (const create of Object.values(projection.tables)) await create(schema).execute(trx);
  await sql`
    insert into projection_checkpoints (name, generation) values (${projection.name}, ${generation})
    on conflict (name, generation) do update set checkpoint_commit = null, checkpoint_prepare = null, events_processed = 0`.execute(trx);
}

async function pointViewsAt(trx: Transaction<unknown>, projection: Projection, generation: number): Promise<void> {
  const schema = generationSchema(projection, generation);
  for (const table of Object.keys(projection.tables)) {
    await sql`drop view if exists ${sql.id('public', table)}`.execute(trx);
    await sql`create view ${sql.id('public', table)} as select * from ${sql.id(schema, table)}`.execute(trx);
  }
}

// Creates the projection on first start; a changed version asks for a rebuild into fresh tables.
export async function ensureProjection(db: Kysely<unknown>, store: EventStore, projection: Projection): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`projection-setup:${projection.name}`}))`.execute(trx);
    const row = await readProjectionRow(trx, projection.name, true);
    if (!row) {
      await createGeneration(trx, projection, 1);
      await pointViewsAt(trx, projection, 1);
      await sql`insert into projections (name, active_generation, active_version) values (${projection.name}, 1, ${projection.version})`.execute(
        trx,
      );
    }
  });
  const row = await readProjectionRow(db, projection.name);
  if (row && row.active_version !== projection.version && row.rebuild_version !== projection.version) {
    await requestRebuild(db, store, projection);
  }
}

// Starts a blue/green rebuild: a fresh generation catches up from the first event while the
// active one keeps serving; the runner swaps the views when the new one has caught up.
export async function requestRebuild(db: Kysely<unknown>, store: EventStore, projection: Projection): Promise<number> {
  // The total for the progress bar: the events there are now (more may come while it runs).
  const total = BigInt(await store.countEvents({ limit: 100_000_000 }));
  return db.transaction().execute(async (trx) => {
    const row = await readProjectionRow(trx, projection.name, true);
    if (!row) throw new Error(`Unknown projection ${projection.name}`);
    const { rows } = await sql<{ next: number }>`
      select coalesce(max(generation), 0) + 1 as next from projection_checkpoints where name = ${projection.name}`.execute(trx);
    const generation = Math.max(rows[0]?.next ?? 1, (row.rebuild_generation ?? 0) + 1, row.active_generation + 1);
    if (row.rebuild_generation !== null) await dropGenerationIn(trx, projection, row.rebuild_generation);
    await createGeneration(trx, projection, generation);
    await sql`
      update projections set rebuild_generation = ${generation}, rebuild_version = ${projection.version},
        rebuild_total = ${total}, rebuild_started_at = now(), updated_at = now()
      where name = ${projection.name}`.execute(trx);
    return generation;
  });
}

// Makes the rebuilt generation the one that serves reads. Returns false when it is no longer the rebuild.
export async function swapToGeneration(db: Kysely<unknown>, projection: Projection, generation: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await announceChangeWriter(trx);
    const row = await readProjectionRow(trx, projection.name, true);
    if (!row || row.rebuild_generation !== generation) return false;
    await pointViewsAt(trx, projection, generation);
    await sql`
      update projections set active_generation = ${generation}, active_version = ${row.rebuild_version ?? projection.version},
        rebuild_generation = null, rebuild_version = null, rebuild_total = null, rebuild_started_at = null, updated_at = now()
      where name = ${projection.name}`.execute(trx);
    for (const topic of projection.topics) {
      await sql`
        insert into ui_changes (topic, rooms, ids, event_position) values (${topic}, ${['*']}, ${[]}, 'rebuild')`.execute(trx);
    }
    await sql`select pg_notify('ui_changes', '')`.execute(trx);
    return true;
  });
}

async function dropGenerationIn(trx: Transaction<unknown>, projection: Projection, generation: number): Promise<void> {
  await sql`drop schema if exists ${sql.id(generationSchema(projection, generation))} cascade`.execute(trx);
  await sql`delete from projection_checkpoints where name = ${projection.name} and generation = ${generation}`.execute(trx);
}

export async function dropGeneration(db: Kysely<unknown>, projection: Projection, generation: number): Promise<void> {
  await db.transaction().execute((trx) => dropGenerationIn(trx, projection, generation));
}
