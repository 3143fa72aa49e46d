import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createPool } from '../database';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import type { EventStore, NewEvent, RecordedEvent } from '../event-store/event-store';
import { createPostgresEventStore } from '../event-store/postgres-event-store';
import { createDataKeys, type DataKeys } from './data-keys';
import { clientSubject, sealedEvents } from './sealed-events';
import { createSealer } from './sealing';
import { createSealingEventStore } from './sealing-event-store';

let database: TestDatabase;
let raw: EventStore;
const master = randomBytes(32);
// Two processes: each its own pool, key cache and store over the same database.
const processes: { keys: DataKeys; store: EventStore; close: () => Promise<void> }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  raw = createPostgresEventStore(database.db, database.pool);
  for (let i = 0; i < 2; i += 1) {
    const pool = createPool(database.url, 4);
    const db = createDb<unknown>(pool);
    const keys = createDataKeys(pool, master);
    const store = createSealingEventStore(createPostgresEventStore(db, pool), createSealer(keys, sealedEvents));
    processes.push({ keys, store, close: async () => (await store.close(), await db.destroy()) });
  }
});
afterAll(async () => {
  for (const process of processes) await process.close();
  await raw.close();
  await database.drop();
});

const event = (type: string, data: Record<string, unknown>): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), source: 'api' },
});

const rawRows = async (stream: string) =>
  (await sql<{ data: unknown }>`select data from events where stream = ${stream} order by revision`.execute(database.db)).rows.map((row) =>
    JSON.stringify(row.data),
  );

const person = () => {
  const tag = randomUUID().slice(0, 8);
  return { firstName: `Zelda${tag}`, lastName: `Quist${tag}`, phone: `+4479${String(Date.now()).slice(-8)}`, email: `z${tag}@example.com` };
};

async function firstFromSubscription(store: EventStore, stream: string): Promise<RecordedEvent> {
  const subscription = store.subscribeToAll({ filter: { categories: ['client'] } });
  try {
    for await (const recorded of subscription) if (recorded.stream === stream) return recorded;
    throw new Error('subscription ended');
  } finally {
    await subscription.close();
  }
}

describe('the sealing event store', () => {
  it('writes personal fields as ciphertext and gives them back plain to readStream, readAll and subscriptions', async () => {
    const [a, b] = processes as [(typeof processes)[0], (typeof processes)[0]];
    const clientId = randomUUID();
    const stream = `client-${clientId}`;
    const details = person();
    await a.store.appendToStream(stream, [event('ClientRegistered', { clientId, ...details })], { expectedRevision: 'no_stream' });
    await a.store.appendToStreams([
      { stream, events: [event('ClientProfileChanged', { clientId, birthday: '1990-04-02', tags: ['vip'] })], expectedRevision: 0n },
      { stream: `other-${clientId}`, events: [event('Unrelated', { clientId, note: 'plain' })], expectedRevision: 'no_stream' },
    ]);

    const stored = await rawRows(stream);
    for (const value of [details.firstName, details.lastName, details.phone, details.email, '1990-04-02', 'vip'])
      expect(stored.join()).not.toContain(value);
    expect(stored.join()).toContain(clientId);
    expect(await rawRows(`other-${clientId}`)).toEqual(
      [JSON.stringify({ note: 'plain', clientId })].map((text) => JSON.stringify(JSON.parse(text))),
    );

    // The other process opens what the first sealed.
    const read = await b.store.readStream(stream);
    expect(read.map((recorded) => recorded.data)).toEqual([
      { clientId, ...details },
      { clientId, birthday: '1990-04-02', tags: ['vip'] },
    ]);
    const all = await b.store.readAll({ filter: { categories: ['client'] }, maxCount: 10_000 });
    expect(all.find((recorded) => recorded.stream === stream)?.data).toEqual({ clientId, ...details });
    expect((await firstFromSubscription(b.store, stream)).data).toEqual({ clientId, ...details });
  });

  it('reads a destroyed subject as redacted in every process at once, and never writes its data in plain again', async () => {
    const [a, b] = processes as [(typeof processes)[0], (typeof processes)[0]];
    const clientId = randomUUID();
    const stream = `client-${clientId}`;
    const details = person();
    await b.store.appendToStream(stream, [event('ClientRegistered', { clientId, ...details })], { expectedRevision: 'no_stream' });
    // A plaintext event from before sealing existed (written past the wrapper).
    await raw.appendToStream(stream, [event('ClientDetailsChanged', { clientId, ...details, lastName: 'Legacy' })], {
      expectedRevision: 0n,
    });
    // Both processes have used the key (b sealed with it and caches it).
    expect((await a.store.readStream(stream))[0]?.data).toEqual({ clientId, ...details });
    expect((await b.store.readStream(stream))[1]?.data).toMatchObject({ lastName: 'Legacy' });

    await a.keys.destroy([clientSubject(clientId)]);

    const redacted = { clientId, firstName: 'Anonymised client', lastName: '', phone: '', email: '' };
    for (const process of [a, b]) {
      expect((await process.store.readStream(stream)).map((recorded) => recorded.data)).toEqual([redacted, redacted]);
      expect((await firstFromSubscription(process.store, stream)).data).toEqual(redacted);
    }
    // b still caches the key for sealing: what it writes for the erased client is unreadable all the same.
    await b.store.appendToStream(stream, [event('ClientDetailsChanged', { clientId, ...details, lastName: 'Later' })], {
      expectedRevision: 1n,
    });
    expect((await a.store.readStream(stream))[2]?.data).toEqual(redacted);
    expect((await rawRows(stream))[2]).not.toContain('Later');
    // A process that looks the key up finds the tombstone: no new key, and the data is written redacted.
    const fresh = createSealingEventStore(raw, createSealer(createDataKeys(database.pool, master), sealedEvents));
    await fresh.appendToStream(stream, [event('ClientDetailsChanged', { clientId, ...details })], { expectedRevision: 2n });
    expect((await rawRows(stream))[3]).not.toContain(details.firstName);
    const { rows } = await sql<{
      n: number;
    }>`select count(*)::int as n from personal_data_keys where subject = ${clientSubject(clientId)} and wrapped_key is null`.execute(
      database.db,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses a ciphertext moved to another event', async () => {
    const [a] = processes as [(typeof processes)[0]];
    const clientId = randomUUID();
    const stream = `client-${clientId}`;
    await a.store.appendToStream(
      stream,
      [event('ClientRegistered', { clientId, ...person() }), event('ClientDetailsChanged', { clientId, ...person() })],
      {
        expectedRevision: 'no_stream',
      },
    );
    // Opened once first: what this process remembers of the original opens nothing else.
    expect(await a.store.readStream(stream)).toHaveLength(2);
    await sql`update events set data = (select data from events where stream = ${stream} and revision = 0) where stream = ${stream} and revision = 1`.execute(
      database.db,
    );
    await expect(a.store.readStream(stream)).rejects.toThrow();
  });

  it('opens the keys asked for together with one read of the table, each ask given its own subjects, a destroyed one as destroyed', async () => {
    const [a] = processes as [(typeof processes)[0]];
    const clientIds = Array.from({ length: 3 }, () => randomUUID());
    for (const clientId of clientIds)
      await a.store.appendToStream(`client-${clientId}`, [event('ClientRegistered', { clientId, ...person() })], {
        expectedRevision: 'no_stream',
      });
    const [first, second, erased] = clientIds.map(clientSubject) as [string, string, string];
    await a.keys.destroy([erased]);
    // The reads of the table, counted on the pool a fresh process would use.
    let reads = 0;
    const counted = {
      query: ((...args: Parameters<typeof database.pool.query>) => {
        reads += 1;
        return (database.pool.query as (...given: unknown[]) => unknown)(...args);
      }) as typeof database.pool.query,
      connect: database.pool.connect.bind(database.pool),
    };
    const keys = createDataKeys(counted, master);
    const [one, two, three] = await Promise.all([keys.forOpening([first]), keys.forOpening([second, first]), keys.forOpening([erased])]);
    expect(reads).toBe(1);
    expect([...one.keys()]).toEqual([first]);
    expect([...two.keys()].sort()).toEqual([first, second].sort());
    expect(two.get(first)).toEqual(one.get(first));
    expect(one.get(first)).toBeInstanceOf(Buffer);
    expect(three).toEqual(new Map([[erased, null]]));
    // Asked after the read began: a read of its own, which finds what the table holds then.
    await keys.destroy([second]);
    const readsBefore = reads;
    expect(await keys.forOpening([second])).toEqual(new Map([[second, null]]));
    expect(reads).toBe(readsBefore + 1);
  });
});
