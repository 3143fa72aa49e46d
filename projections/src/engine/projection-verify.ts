import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { IntegrityReadModel, IntegrityTable } from '@chairside/shared/audit/integrity-dto';
import { comparePositions, type EventStore, type Position } from '@chairside/platform/event-store/event-store';
import { generationSchema, type Projection } from './projection';
import { readProjectionRows } from './projection-schema';

// Compares each read model's active generation with a fresh fold of the whole log: the read half of the
// integrity check (backend/src/audit/integrity-check.ts) and of `npm run projections -- verify`.
//
// The fresh fold goes into scratch schemas of this check alone, in this process: no checkpoint row, no
// change notice, no swap, so the projections process never sees them; they are dropped at the end.

export type ReadModelProgress = { done: number; total: number };

export type CompareOptions = {
  db: Kysely<unknown>;
  store: EventStore;
  projections: readonly Projection[];
  onProgress?: (progress: ReadModelProgress) => void;
  // How long to wait for an active generation to fold up to the position the rebuild reached.
  catchUpMs?: number;
  pageSize?: number;
};

type TableSum = { rows: number; sum: string };
type Compared = { name: string; tables: IntegrityTable[] };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// A scratch schema per read model, under a name no generation takes (proj_<name>_g<n>), unique per check so two
// backend processes checking at once do not fold into each other's tables.
function scratchSchema(check: string, projection: Projection): string {
  return `verify_${check}_${projection.name.replace(/[^a-z0-9]/g, '_')}`.slice(0, 63);
}

// The columns compared: every column but those defaulting to now(), which hold the moment a row was folded
// and differ between any two folds of the same events.
async function comparedColumns(db: Kysely<unknown> | Transaction<unknown>, schema: string, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_schema = ${schema} and table_name = ${table}
      and coalesce(column_default, '') not ilike '%now()%'
      and coalesce(column_default, '') not ilike '%current_timestamp%'
    order by ordinal_position`.execute(db);
  return rows.map((row) => row.name);
}

// Row count and an order-independent checksum (the sum of each row's 64-bit text hash): no sort, one pass.
async function tableSum(trx: Transaction<unknown>, schema: string, table: string, columns: readonly string[]): Promise<TableSum> {
  const row = sql`row(${sql.join(columns.map((name) => sql.ref(name)))})::text`;
  const { rows } = await sql<{ rows: string; sum: string }>`
    select count(*)::text as rows, coalesce(sum(hashtextextended(${row}, 0)::numeric), 0)::text as sum
    from ${sql.id(schema, table)}`.execute(trx);
  return { rows: Number(rows[0]?.rows ?? 0), sum: rows[0]?.sum ?? '0' };
}

type ActiveCheckpoint = { generation: number; position: Position | null };

async function activeCheckpoints(
  db: Kysely<unknown> | Transaction<unknown>,
  names: readonly string[],
): Promise<Map<string, ActiveCheckpoint>> {
  const { rows } = await sql<{
    name: string;
    generation: number;
    checkpoint_commit: string | null;
    checkpoint_prepare: string | null;
  }>`
    select p.name, p.active_generation as generation,
           c.checkpoint_commit::text as checkpoint_commit, c.checkpoint_prepare::text as checkpoint_prepare
    from projections p join projection_checkpoints c on c.name = p.name and c.generation = p.active_generation
    where p.name = any(${[...names]}::text[])`.execute(db);
  return new Map(
    rows.map((row) => [
      row.name,
      {
        generation: row.generation,
        position:
          row.checkpoint_commit === null || row.checkpoint_prepare === null
            ? null
            : { commit: BigInt(row.checkpoint_commit), prepare: BigInt(row.checkpoint_prepare) },
      },
    ]),
  );
}

const samePosition = (a: Position | null, b: Position | null) => (a === null || b === null ? a === b : comparePositions(a, b) === 0);
const behind = (a: Position | null, b: Position | null) => b !== null && (a === null || comparePositions(a, b) < 0);

export async function compareReadModels(options: CompareOptions): Promise<IntegrityReadModel[]> {
  const { db, store, projections } = options;
  const pageSize = options.pageSize ?? 2000;
  const catchUpMs = options.catchUpMs ?? 30_000;
  const check = randomBytes(4).toString('hex');
  const schemas = new Map(projections.map((projection) => [projection.name, scratchSchema(check, projection)]));
  const rows = await readProjectionRows(
    db,
    projections.map((projection) => projection.name),
  );
  const results = new Map<string, IntegrityReadModel>();
  const pending = projections.filter((projection) => {
    const row = rows.get(projection.name);
    const note = !row
      ? 'Not built yet: the projections process builds it when it starts.'
      : row.active_version !== projection.version
        ? `Being rebuilt to version ${projection.version}: compare it once the rebuild has swapped in.`
        : null;
    if (note) results.set(projection.name, { name: projection.name, tables: [], matches: false, note });
    return note === null;
  });

  let folded: Position | null = null;
  let done = 0;
  const total = await store.countEvents({ limit: 100_000_000 });
  // Folds every scratch generation from where it stopped up to `target` (inclusive), a page at a time: memory
  // holds one page, whatever the size of the log.
  const foldUpTo = async (target: Position | null) => {
    while (behind(folded, target)) {
      const page = await store.readAll({ fromPosition: folded ?? undefined, maxCount: pageSize });
      const batch = page.filter((event) => target !== null && comparePositions(event.position, target) <= 0);
      if (batch.length === 0) break;
      await db.transaction().execute(async (trx) => {
        // Scratch tables dropped at the end: a crash loses nothing worth the wait for the disk.
        await sql`set local synchronous_commit = off`.execute(trx);
        for (const projection of pending) {
          await projection.apply(trx, batch, { schema: schemas.get(projection.name) as string, live: false, change: () => {} });
        }
      });
      folded = (batch[batch.length - 1] as (typeof batch)[number]).position;
      done += batch.length;
      options.onProgress?.({ done, total: Math.max(total, done) });
      if (batch.length < page.length) break;
    }
  };

  try {
    for (const projection of pending) {
      const schema = schemas.get(projection.name) as string;
      await sql`create schema ${sql.id(schema)}`.execute(db);
      for (const create of Object.values(projection.tables)) await create(schema).execute(db);
    }
    options.onProgress?.({ done, total });
    let target = await store.headPosition();
    let waiting = pending;
    const deadline = Date.now() + catchUpMs;
    // The active generations keep folding while the check runs: each is compared at the moment its checkpoint
    // equals the scratch fold's position, in one snapshot of its rows and checkpoint (written together). One
    // that has gone past is compared after the scratch fold follows it.
    while (waiting.length > 0) {
      await foldUpTo(target);
      const next: Projection[] = [];
      for (const projection of waiting) {
        const compared = await compareAt(db, projection, schemas.get(projection.name) as string, folded);
        if (compared === 'ahead' || compared === 'behind') next.push(projection);
        else results.set(projection.name, { name: projection.name, tables: compared.tables, matches: compared.tables.every(matching) });
      }
      waiting = next;
      if (waiting.length === 0) break;
      if (Date.now() > deadline) {
        for (const projection of waiting)
          results.set(projection.name, {
            name: projection.name,
            tables: [],
            matches: false,
            note: 'Still catching up with the log: run the check again in a moment.',
          });
        break;
      }
      const checkpoints = await activeCheckpoints(
        db,
        waiting.map((projection) => projection.name),
      );
      const furthest = [...checkpoints.values()]
        .map((checkpoint) => checkpoint.position)
        .reduce<Position | null>((max, position) => (behind(max, position) ? position : max), folded);
      if (samePosition(furthest, folded)) await sleep(100);
      target = furthest;
    }
  } finally {
    for (const schema of schemas.values()) await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(db);
  }
  return projections.map((projection) => results.get(projection.name) as IntegrityReadModel);
}

const matching = (table: IntegrityTable) => table.checksumMatches && table.rows === table.rebuildRows;

// One read model against its scratch fold at `position`: 'behind' or 'ahead' when the active generation's
// checkpoint is elsewhere.
async function compareAt(
  db: Kysely<unknown>,
  projection: Projection,
  scratch: string,
  position: Position | null,
): Promise<'behind' | 'ahead' | Compared> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const active = (await activeCheckpoints(trx, [projection.name])).get(projection.name);
      if (!active || behind(active.position, position)) return 'behind';
      if (!samePosition(active.position, position)) return 'ahead';
      const schema = generationSchema(projection, active.generation);
      const tables: IntegrityTable[] = [];
      for (const table of Object.keys(projection.tables)) {
        const columns = await comparedColumns(trx, scratch, table);
        const rebuilt = await tableSum(trx, scratch, table, columns);
        const served = await tableSum(trx, schema, table, columns);
        tables.push({ table, rows: served.rows, rebuildRows: rebuilt.rows, checksumMatches: served.sum === rebuilt.sum });
      }
      return { name: projection.name, tables };
    });
}

// The read models of an integrity report as a table for a terminal, one line per table:
//   read model / table                          rows   rebuilt  checksum
//   note_templates / note_templates                3         3  ✓
export function readModelLines(models: readonly IntegrityReadModel[]): string[] {
  const lines = [`${'read model / table'.padEnd(48)} ${'rows'.padStart(9)} ${'rebuilt'.padStart(9)}  checksum`];
  for (const model of models) {
    if (model.note) lines.push(`${model.name.padEnd(48)} ${''.padStart(9)} ${''.padStart(9)}  not compared: ${model.note}`);
    for (const table of model.tables) {
      const name = `${model.name} / ${table.table}`;
      const mark = table.checksumMatches && table.rows === table.rebuildRows ? '✓' : '✗ differs';
      lines.push(`${name.padEnd(48)} ${String(table.rows).padStart(9)} ${String(table.rebuildRows).padStart(9)}  ${mark}`);
    }
  }
  return lines;
}
