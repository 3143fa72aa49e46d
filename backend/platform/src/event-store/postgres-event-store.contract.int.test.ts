import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool } from '../database';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { comparePositions, WrongExpectedVersion, type EventStore, type NewEvent, type RecordedEvent } from './event-store';
import { describeEventStoreContract } from './event-store-contract';
import { createPostgresEventStore } from './postgres-event-store';

// A reopened store gets a pool of its own, as a restarted process would.
async function openStore(url: string): Promise<EventStore> {
  const pool = createPool(url, 5);
  const db = createDb<unknown>(pool);
  return createPostgresEventStore(db, pool, { onClose: () => db.destroy() });
}

describeEventStoreContract('PostgreSQL', async () => {
  const database = await createTestDatabase();
  const store = createPostgresEventStore(database.db, database.pool);
  return {
    store,
    reopen: () => openStore(database.url),
    teardown: async () => {
      await store.close();
      await database.drop();
    },
  };
});

const event = (type: string): NewEvent => ({
  id: randomUUID(),
  type,
  data: {},
  metadata: { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), source: 'api' },
});

describe('PostgreSQL event store: transaction horizon and races', () => {
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

  // An event appended while another transaction (opened on `pool` by `statements`) stays open is read, and
  // the head is at it. Polled: any transaction of the cluster that commits just as the horizon is read holds
  // it back for that one read (write_horizon), which on a busy cluster (the other test files) happens; one
  // still open never ends.
  async function expectReadableWhileOpen(pool: pg.Pool, statements: readonly string[], category: string): Promise<void> {
    const client = await pool.connect();
    try {
      await client.query('begin');
      for (const statement of statements) await client.query(statement);
      const { position } = await store.appendToStream(`${category}-${randomUUID()}`, [event('Seen')], { expectedRevision: 'no_stream' });
      const readable = async () => {
        const read = await store.readAll({ filter: { categories: [category] } });
        const head = await store.headPosition();
        return { read: read.map((recorded) => recorded.type), head: head && comparePositions(head, position) };
      };
      await expect.poll(readable, { timeout: 5_000, interval: 20 }).toEqual({ read: ['Seen'], head: 0 });
    } finally {
      await client.query('rollback');
      client.release();
    }
  }

  it('keeps headPosition behind a transaction still in flight, so a subscriber starting there misses nothing', async () => {
    const category = `horizon${randomUUID().replaceAll('-', '')}`;
    const slowStream = `${category}-${randomUUID()}`;
    const slow = event('Slow');
    // An append that took its transaction id first but commits last, as a slow writer's would.
    const client = await database.pool.connect();
    let open = false;
    try {
      await client.query('begin');
      open = true;
      // Announced as an event writer first, as append_to_stream does.
      await client.query('select pg_advisory_xact_lock_shared(7370002)');
      await client.query('insert into streams (stream, revision) values ($1, 0)', [slowStream]);
      await client.query(
        `insert into events (event_id, stream, category, revision, type, data, metadata) values ($1, $2, $3, 0, $4, '{}', $5)`,
        [slow.id, slowStream, category, slow.type, JSON.stringify(slow.metadata)],
      );
      const fast = await store.appendToStream(`${category}-${randomUUID()}`, [event('Fast')], { expectedRevision: 'no_stream' });

      const head = await store.headPosition();
      expect(head === null || comparePositions(head, fast.position) < 0).toBe(true);

      const subscription = store.subscribeToAll({ fromPosition: head ?? undefined, filter: { categories: [category] } });
      const seen: RecordedEvent[] = [];
      const consuming = (async () => {
        for await (const recorded of subscription) {
          seen.push(recorded);
          if (seen.length === 2) await subscription.close();
        }
      })();
      await client.query('commit');
      open = false;
      await expect.poll(() => seen.map((recorded) => recorded.type), { timeout: 10_000, interval: 10 }).toEqual(['Slow', 'Fast']);
      await consuming;
      const after = await store.headPosition();
      expect(after && comparePositions(after, fast.position)).toBe(0);
    } finally {
      if (open) await client.query('rollback');
      client.release();
    }
  });

  it('is not held back by a long transaction that writes no events', async () => {
    // A read-model batch or a report: it has a transaction id and stays open, but never appends.
    await expectReadableWhileOpen(
      database.pool,
      ['create temporary table bystander (x int) on commit drop', 'select pg_current_xact_id()'],
      `bystander${randomUUID().replaceAll('-', '')}`,
    );
  });

  it('is not held back by a writer in another database of the same cluster', async () => {
    // Another deployment's (or another test file's) event writer, announced and mid-append, on this cluster.
    const neighbour = await createTestDatabase();
    try {
      await expectReadableWhileOpen(
        neighbour.pool,
        ['select pg_advisory_xact_lock_shared(7370002)', 'select pg_current_xact_id()'],
        `neighbour${randomUUID().replaceAll('-', '')}`,
      );
    } finally {
      await neighbour.drop();
    }
  });

  it('refuses an append inside a transaction that already wrote, since readers could not wait for it', async () => {
    const client = await database.pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_current_xact_id()');
      await expect(client.query(`select * from append_to_stream('late-1', 'late', 'any', null, '[]'::jsonb)`)).rejects.toThrow(
        'append_to_stream must be the first write of its transaction',
      );
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it('acknowledges a retried append that races its original while both create the stream', async () => {
    const stream = `retry${randomUUID().replaceAll('-', '')}-${randomUUID()}`;
    const events = [event('Booked'), event('Confirmed')];
    const results = await Promise.all(
      Array.from({ length: 8 }, () => store.appendToStream(stream, events, { expectedRevision: 'no_stream' })),
    );
    for (const result of results) expect(result).toEqual(results[0]);
    expect((await store.readStream(stream)).map((recorded) => recorded.id)).toEqual(events.map((recorded) => recorded.id));
  });
  it('refuses a many-stream batch whose new stream another writer creates while the batch waits on it, appending nothing', async () => {
    const category = `meanwhile${randomUUID().replaceAll('-', '')}`;
    const shared = `${category}-${randomUUID()}`;
    const own = Array.from({ length: 20 }, () => `${category}-${randomUUID()}`);
    const other = event('Claimed');
    // The other writer has created the stream but not committed when the batch reads the streams it locks.
    const client = await database.pool.connect();
    let open = false;
    try {
      await client.query('begin');
      open = true;
      await client.query('select pg_advisory_xact_lock_shared(7370002)');
      await client.query('insert into streams (stream, revision) values ($1, 0)', [shared]);
      await client.query(
        `insert into events (event_id, stream, category, revision, type, data, metadata) values ($1, $2, $3, 0, $4, '{}', $5)`,
        [other.id, shared, category, other.type, JSON.stringify(other.metadata)],
      );
      const batch = store.appendToStreams([
        ...own.map((stream) => ({ stream, events: [event('Registered')], expectedRevision: 'no_stream' as const })),
        { stream: shared, events: [event('Claimed')], expectedRevision: 'no_stream' as const },
      ]);
      const outcome = batch.then(
        () => 'appended',
        (error: unknown) => error,
      );
      // The batch waits on the uncommitted row of the stream it means to create.
      await expect
        .poll(
          async () =>
            (
              await database.pool.query<{ n: number }>(
                `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
              )
            ).rows[0]?.n,
          { timeout: 10_000, interval: 20 },
        )
        .toBeGreaterThan(0);
      await client.query('commit');
      open = false;
      expect(await outcome).toBeInstanceOf(WrongExpectedVersion);
      expect(await outcome).toMatchObject({ stream: shared, expected: 'no_stream', actual: 0n });
      for (const stream of own) expect(await store.readStream(stream)).toEqual([]);
      expect((await store.readStream(shared)).map((recorded) => recorded.id)).toEqual([other.id]);
    } finally {
      if (open) await client.query('rollback');
      client.release();
    }
  });
});
