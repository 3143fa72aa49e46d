import { randomUUID } from 'node:crypto';
import { Kysely, PostgresDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import type { NewEvent, RecordedEvent } from './event-store';
import { createPostgresEventStore } from './postgres-event-store';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const event = (i: number): NewEvent => ({
  id: randomUUID(),
  type: 'Counted',
  data: { i },
  metadata: { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), source: 'api', ip: null },
});

describe('the read models of one process catching up', () => {
  it('read each full page of the log once for all their subscriptions, and each still gets every event once, in order', async () => {
    // The store counts its reads of the log (readAll's statement names the categories it filters on).
    let logReads = 0;
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: database.pool }),
      log: (entry) => {
        if (entry.level === 'query' && entry.query.sql.includes('category = any')) logReads += 1;
      },
    });
    const store = createPostgresEventStore(db, database.pool);
    const stream = `counted-${randomUUID()}`;
    // Two full pages of 1,000 events and a short one.
    for (let start = 0; start < 2500; start += 500)
      await store.appendToStream(
        stream,
        Array.from({ length: 500 }, (_, k) => event(start + k)),
        { expectedRevision: start === 0 ? 'no_stream' : BigInt(start - 1) },
      );
    logReads = 0;

    const consume = async (): Promise<RecordedEvent[]> => {
      const subscription = store.subscribeToAll();
      const seen: RecordedEvent[] = [];
      for await (const recorded of subscription) {
        seen.push(recorded);
        if (seen.length === 2500) break;
      }
      await subscription.close();
      return seen;
    };
    const all = await Promise.all([consume(), consume(), consume()]);
    for (const seen of all) expect(seen.map((recorded) => recorded.data.i)).toEqual(Array.from({ length: 2500 }, (_, i) => i));
    // Each subscription on its own reads the three pages: nine reads. Shared: each full page once, and the
    // short head page once per subscription (a head is never handed on).
    expect(logReads).toBeLessThanOrEqual(5);
    await store.close();
  });
});
