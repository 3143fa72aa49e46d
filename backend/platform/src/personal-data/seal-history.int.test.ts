import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import type { EventStore, NewEvent } from '../event-store/event-store';
import { verifyEventChain } from '../event-store/event-chain';
import { createPostgresEventStore } from '../event-store/postgres-event-store';
import { claimHash } from './claim-hash';
import { sealerFor, sealEventStore } from './personal-data';
import { sealEventHistory } from './seal-history';

// A store written before sealing existed (plaintext events, claims named by an unsalted SHA-256) is copied
// once into a sealed one: order, ids, revisions and positions kept, claims renamed to their HMAC.

let database: TestDatabase;
let raw: EventStore;
beforeAll(async () => {
  database = await createTestDatabase();
  raw = createPostgresEventStore(database.db, database.pool);
});
afterAll(async () => {
  await raw.close();
  await database.drop();
});

const event = (type: string, data: Record<string, unknown>): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), source: 'api' },
});
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const values = (event: { type: string; data: Record<string, unknown> }) =>
  event.type === 'ClientRegistered' ? [event.data.email as string, event.data.phone as string] : [];

describe('sealing an older history', () => {
  it('copies every event sealed, in place, and renames the old claim streams to their HMAC', async () => {
    const clientId = randomUUID();
    const email = `legacy.${clientId.slice(0, 6)}@example.com`;
    const phone = '+13125550123';
    const oldEmailClaim = `unique-client-email-${sha256(email)}`;
    await raw.appendToStreams([
      {
        stream: `client-${clientId}`,
        expectedRevision: 'no_stream',
        events: [event('ClientRegistered', { clientId, firstName: 'Leg', lastName: 'Acy', phone, email })],
      },
      { stream: oldEmailClaim, expectedRevision: 'no_stream', events: [event('UniqueValueClaimed', { ownerId: clientId })] },
      {
        stream: `unique-client-phone-${sha256(phone)}`,
        expectedRevision: 'no_stream',
        events: [event('UniqueValueClaimed', { ownerId: clientId })],
      },
    ]);
    await raw.appendToStream(`client-${clientId}`, [event('ClientArchived', { clientId })], { expectedRevision: 0n });
    const before = await sql<{ position: string; event_id: string; revision: string; type: string }>`
      select position::text, event_id::text, revision::text, type, transaction_id::text as tx from events order by position`.execute(
      database.db,
    );
    const indexesBefore = (
      await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'events' order by 1`.execute(database.db)
    ).rows;

    const report = await sealEventHistory(database.pool, sealerFor(database.pool), values);
    expect(report).toMatchObject({ converted: true, events: 4, sealed: 1, renamedClaims: 2, unmatchedClaims: 0 });

    const after = await sql<{ position: string; event_id: string; revision: string; type: string }>`
      select position::text, event_id::text, revision::text, type, transaction_id::text as tx from events order by position`.execute(
      database.db,
    );
    expect(after.rows).toEqual(before.rows);
    // The copy is chained again (its data sealed, its claims renamed), so the tamper check finds it clean.
    expect(await verifyEventChain(database.pool)).toMatchObject({ streamsChecked: 3, eventsChecked: 4, problems: [] });
    expect(
      (await sql<{ indexname: string }>`select indexname from pg_indexes where tablename = 'events' order by 1`.execute(database.db)).rows,
    ).toEqual(indexesBefore);
    const table = (await sql<{ row: string }>`select concat_ws(' ', stream, data::text) as row from events`.execute(database.db)).rows
      .map((row) => row.row)
      .join('\n');
    for (const trace of [email, 'Acy', '3125550123', sha256(email), sha256(phone)]) expect(table).not.toContain(trace);

    // The sealed store reads it plain, and the renamed claim goes on where it was.
    const store = sealEventStore(createPostgresEventStore(database.db, database.pool), database.pool);
    expect((await store.readStream(`client-${clientId}`))[0]?.data).toMatchObject({ email, lastName: 'Acy' });
    const claim = `unique-client-email-${claimHash(email)}`;
    expect((await store.readStream(claim)).map((recorded) => recorded.type)).toEqual(['UniqueValueClaimed']);
    await store.appendToStream(claim, [event('UniqueValueReleased', { ownerId: clientId })], { expectedRevision: 0n });
    const next = await store.appendToStream(`client-${clientId}`, [event('ClientRestored', { clientId })], { expectedRevision: 1n });
    expect(next.position.prepare).toBeGreaterThan(BigInt(before.rows[before.rows.length - 1]!.position));

    expect((await verifyEventChain(database.pool)).problems).toEqual([]);

    // Once only.
    expect((await sealEventHistory(database.pool, sealerFor(database.pool), values)).converted).toBe(false);
  });
});
