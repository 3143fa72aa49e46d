import { randomUUID } from 'node:crypto';
import { Migrator, type Migration } from 'kysely';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { migrateToLatest } from '../migrations';
import { platformMigrations } from '../platform-migrations';
import type { EventStore, NewEvent } from './event-store';
import { eventHash, verifyEventChain } from './event-chain';
import { eventStoreMigrations } from './migration-folder';
import { createPostgresEventStore } from './postgres-event-store';

let database: TestDatabase;
let store: EventStore;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.db, database.pool);
});
afterAll(() => database.drop());

const event = (type: string, data: Record<string, unknown> = {}): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: {
    userId: 'user-1',
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
    source: 'api',
    ip: null,
  },
});

type HashRow = { stream: string; revision: string; hash: Buffer | null; event_id: string; type: string; data: string; metadata: string };

async function hashesOf(stream: string, on: TestDatabase = database): Promise<HashRow[]> {
  const { rows } = await on.pool.query<HashRow>(
    `select stream, revision::text as revision, hash, event_id::text as event_id, type, data::text as data, metadata::text as metadata
     from events where stream = $1 order by revision`,
    [stream],
  );
  return rows;
}

async function lastHashOf(stream: string, on: TestDatabase = database): Promise<Buffer | null> {
  const { rows } = await on.pool.query<{ last_hash: Buffer | null }>('select last_hash from streams where stream = $1', [stream]);
  return rows[0]?.last_hash ?? null;
}

// Every row's hash is the application's recomputation chained on the row before, and the stream's row
// keeps the last one.
async function expectChained(stream: string, on: TestDatabase = database): Promise<Buffer[]> {
  const rows = await hashesOf(stream, on);
  let previous: Buffer = Buffer.alloc(0);
  for (const row of rows) {
    const expected = eventHash(previous, { ...row, eventId: row.event_id, revision: BigInt(row.revision) });
    expect(row.hash?.toString('hex'), `${stream}@${row.revision}`).toBe(expected.toString('hex'));
    previous = expected;
  }
  expect((await lastHashOf(stream, on))?.toString('hex')).toBe(previous.toString('hex'));
  return rows.map((row) => row.hash as Buffer);
}

const problemsOf = async (stream: string) =>
  (await verifyEventChain(database.pool)).problems.filter((problem) => problem.stream === stream);

async function streamOf(count: number): Promise<string> {
  const stream = `chain-${randomUUID()}`;
  await store.appendToStream(stream, [event('Opened', { n: 0 })], { expectedRevision: 'no_stream' });
  for (let revision = 1; revision < count; revision += 1)
    await store.appendToStream(stream, [event('Counted', { n: revision, text: 'Zoë Ångström 🌸' })], {
      expectedRevision: BigInt(revision - 1),
    });
  return stream;
}

describe('the event hash chain', () => {
  it('chains every append, single and multi-event, on every path, and a clean log verifies clean, in any page size', async () => {
    const single = await streamOf(5);
    const batched = `chain-${randomUUID()}`;
    await store.appendToStream(batched, [event('A'), event('B'), event('C')], { expectedRevision: 'no_stream' });
    await store.appendToStream(batched, [event('D'), event('E')], { expectedRevision: 2n });
    await store.appendToStream(batched, [event('F')], { expectedRevision: 'any' });
    await store.appendToStream(batched, [event('G')], { expectedRevision: 'stream_exists' });
    const created = `chain-${randomUUID()}`;
    await store.appendToStream(created, [event('A')], { expectedRevision: 'any' });
    for (const stream of [single, batched, created]) await expectChained(stream);

    for (const pageSize of [1, 2, 3, 1000]) {
      const report = await verifyEventChain(database.pool, { pageSize });
      expect(report).toMatchObject({ streamsChecked: 3, eventsChecked: 13, problems: [], problemsTruncated: false });
    }
    expect(await store.verifyChain?.()).toMatchObject({ streamsChecked: 3, eventsChecked: 13, problems: [] });
  });

  it('chains a multi-stream append, set-based (new and exact streams) and through append_to_stream (any)', async () => {
    const [first, second, third] = [`chain-${randomUUID()}`, `chain-${randomUUID()}`, `chain-${randomUUID()}`];
    await store.appendToStreams([
      { stream: first, events: [event('A'), event('B')], expectedRevision: 'no_stream' },
      { stream: second, events: [event('A')], expectedRevision: 'no_stream' },
    ]);
    await store.appendToStreams([
      { stream: first, events: [event('C')], expectedRevision: 1n },
      { stream: second, events: [event('B'), event('C'), event('D')], expectedRevision: 0n },
      { stream: third, events: [event('A')], expectedRevision: 'no_stream' },
    ]);
    // `any` is not a plain append: every stream goes through append_to_stream, in one transaction.
    await store.appendToStreams([
      { stream: first, events: [event('D')], expectedRevision: 'any' },
      { stream: third, events: [event('B'), event('C')], expectedRevision: 'any' },
    ]);
    expect((await expectChained(first)).length).toBe(4);
    expect((await expectChained(second)).length).toBe(4);
    expect((await expectChained(third)).length).toBe(3);
    for (const stream of [first, second, third]) expect(await problemsOf(stream)).toEqual([]);
  });

  it('leaves the hashes as they were when an append is repeated', async () => {
    const stream = `chain-${randomUUID()}`;
    const opening = [event('A'), event('B')];
    const next = [event('C')];
    await store.appendToStream(stream, opening, { expectedRevision: 'no_stream' });
    await store.appendToStream(stream, next, { expectedRevision: 1n });
    const before = await expectChained(stream);
    await store.appendToStream(stream, opening, { expectedRevision: 'no_stream' });
    await store.appendToStream(stream, next, { expectedRevision: 1n });
    await store.appendToStream(stream, next, { expectedRevision: 'any' });
    await store.appendToStreams([{ stream, events: next, expectedRevision: 'stream_exists' }]);
    expect(await expectChained(stream)).toEqual(before);
  });

  it('reports an edited row at its revision, and only that row', async () => {
    const stream = await streamOf(5);
    await database.pool.query(`update events set data = jsonb_set(data, '{n}', '99') where stream = $1 and revision = 2`, [stream]);
    expect(await problemsOf(stream)).toEqual([expect.objectContaining({ revision: '2', kind: 'edited' })]);
    const [problem] = await problemsOf(stream);
    expect(problem?.detail).toMatch(/Revision 2 .* was changed|were changed/);
    // Metadata, type and id count too.
    const other = await streamOf(3);
    await database.pool.query(`update events set metadata = metadata || '{"ip": "10.0.0.1"}' where stream = $1 and revision = 0`, [other]);
    await database.pool.query(`update events set type = 'Forged' where stream = $1 and revision = 2`, [other]);
    expect((await problemsOf(other)).map((found) => [found.revision, found.kind])).toEqual([
      ['0', 'edited'],
      ['2', 'edited'],
    ]);
  });

  it('reports a row deleted from the middle as missing, and a deleted tail as tail-missing', async () => {
    const middle = await streamOf(5);
    await database.pool.query('delete from events where stream = $1 and revision = 2', [middle]);
    const [gap, ...rest] = await problemsOf(middle);
    expect(rest).toEqual([]);
    expect(gap).toMatchObject({ revision: '2', kind: 'missing' });
    expect(gap?.detail).toContain('Revision 2 is missing');

    const tail = await streamOf(4);
    await database.pool.query('delete from events where stream = $1 and revision = 3', [tail]);
    expect(await problemsOf(tail)).toEqual([expect.objectContaining({ revision: '3', kind: 'tail-missing' })]);

    // Deleting the tail and moving the stream's revision back still shows: its last hash is the old tail's.
    const covered = await streamOf(4);
    await database.pool.query('delete from events where stream = $1 and revision = 3', [covered]);
    await database.pool.query('update streams set revision = 2 where stream = $1', [covered]);
    expect(await problemsOf(covered)).toEqual([expect.objectContaining({ revision: '2', kind: 'tail-missing' })]);

    const emptied = await streamOf(2);
    await database.pool.query('delete from events where stream = $1', [emptied]);
    expect(await problemsOf(emptied)).toEqual([expect.objectContaining({ revision: '0', kind: 'tail-missing' })]);

    const unhashed = await streamOf(3);
    await database.pool.query('update events set hash = null where stream = $1 and revision = 1', [unhashed]);
    expect(await problemsOf(unhashed)).toEqual([expect.objectContaining({ revision: '1', kind: 'unhashed' })]);
  });

  it('counts the whole log but lists at most the problems asked for', async () => {
    const report = await verifyEventChain(database.pool, { maxProblems: 2, pageSize: 4 });
    expect(report.problems).toHaveLength(2);
    expect(report.problemsTruncated).toBe(true);
    const { rows } = await database.pool.query<{ streams: number; events: number }>(
      'select (select count(*)::int from streams) as streams, (select count(*)::int from events) as events',
    );
    expect(report).toMatchObject({ streamsChecked: rows[0]?.streams, eventsChecked: rows[0]?.events });
  });
});

// The event store's migrations, to apply one at a time (the shared helper only goes to the latest).
function eventStoreMigrator(db: TestDatabase['db']): Migrator {
  return new Migrator({
    db,
    provider: {
      async getMigrations() {
        const files = (await readdir(eventStoreMigrations.folder)).filter((file) => /^\d.*\.ts$/.test(file)).sort();
        const migrations: Record<string, Migration> = {};
        for (const file of files)
          migrations[file.replace(/\.ts$/, '')] = (await import(pathToFileURL(join(eventStoreMigrations.folder, file)).href)) as Migration;
        return migrations;
      },
    },
    migrationTableName: `${eventStoreMigrations.name}_migrations`,
    migrationLockTableName: `${eventStoreMigrations.name}_migrations_lock`,
  });
}

describe('the hash chain migration', () => {
  let older: TestDatabase;
  beforeAll(async () => {
    older = await createTestDatabase({
      fresh: true,
      schema: {
        name: 'before-hash-chain',
        migrate: async (db) => {
          const { error } = await eventStoreMigrator(db).migrateTo('2026_11_27_000300_event_writer_flag');
          if (error) throw error;
          await migrateToLatest(db, platformMigrations);
        },
      },
    });
  });
  afterAll(() => older.drop());

  it('backfills the hashes appends would have given, and can be undone and done again', async () => {
    const olderStore = createPostgresEventStore(older.db, older.pool);
    const streams = [`chain-${randomUUID()}`, `chain-${randomUUID()}`];
    const written = new Map<string, NewEvent[][]>(
      streams.map((stream) => [stream, [[event('A'), event('B')], [event('C', { price: 12.5, note: 'é' })], [event('D')]]]),
    );
    // Written by the function as it was before the chain.
    for (const [stream, appends] of written) {
      let revision = -1n;
      for (const events of appends) {
        await olderStore.appendToStream(stream, events, { expectedRevision: revision < 0n ? 'no_stream' : revision });
        revision += BigInt(events.length);
      }
    }
    const { rows: unchained } = await older.pool.query<{ n: number }>('select count(*)::int as n from events');
    expect(unchained[0]?.n).toBe(8);
    const { error } = await eventStoreMigrator(older.db).migrateToLatest();
    expect(error).toBeUndefined();

    // The same events appended to a store that had the chain from the start.
    for (const [stream, appends] of written) {
      let revision = -1n;
      for (const events of appends) {
        await store.appendToStream(stream, events, { expectedRevision: revision < 0n ? 'no_stream' : revision });
        revision += BigInt(events.length);
      }
    }
    for (const stream of streams) {
      const backfilled = await expectChained(stream, older);
      expect(backfilled).toEqual(await expectChained(stream));
    }
    expect(await verifyEventChain(older.pool)).toMatchObject({ streamsChecked: 2, eventsChecked: 8, problems: [] });

    // Undone, the function appends as before (no hash); done again, the backfill hashes those too.
    const down = await eventStoreMigrator(older.db).migrateDown();
    expect(down.error).toBeUndefined();
    await olderStore.appendToStream(streams[0] as string, [event('E')], { expectedRevision: 3n });
    const again = await eventStoreMigrator(older.db).migrateToLatest();
    expect(again.error).toBeUndefined();
    await olderStore.appendToStream(streams[0] as string, [event('F')], { expectedRevision: 4n });
    expect((await expectChained(streams[0] as string, older)).length).toBe(6);
    expect(await verifyEventChain(older.pool)).toMatchObject({ eventsChecked: 10, problems: [] });
  });
});
