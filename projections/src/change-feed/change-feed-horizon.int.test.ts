import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compareChangeCursors, type ChangeCursor } from '@chairside/shared/live/change-cursor';
import { raceReaderWithWriters } from '@chairside/platform/testing/horizon-race';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { readChanges } from './change-feed-publisher';
import { changeWritersKey } from './change-writers';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The feed reads notices below the horizon of the transactions that write them, in (transaction id, id)
// order, and moves its cursor past what it read: a notice of a writer that commits after a later one was
// read must still come after the cursor, or no open screen ever hears it. A writer is told apart from other
// transactions by the lock it announces itself with, and a committing transaction lets go of its locks one
// by one after its snapshot entry is gone: a reader whose snapshot still had the writer running, and which
// looked at the locks in between, once took it for a transaction that writes no notices and read past it
// (one notice in about five hundred holds never reached the booking page).
describe('the change feed horizon', () => {
  it('never reads past a notice of a writer still in flight, however the writers interleave and commit', async () => {
    const writers = 6;
    const seconds = 2.5;
    const written: string[] = [];
    const deadline = Date.now() + seconds * 1000;
    const write = async (writer: number) => {
      const client = await database.pool.connect();
      try {
        for (let round = 0; Date.now() < deadline; round += 1) {
          await client.query('begin');
          await client.query('select pg_advisory_xact_lock_shared($1)', [changeWritersKey]);
          // As a fold reads another read model, sometimes in a savepoint; its first write takes the transaction id.
          const inSavepoint = round % 3 === 0;
          if (inSavepoint) await client.query('savepoint other_read_model');
          await client.query('select pg_current_xact_id()');
          if (inSavepoint) await client.query('release savepoint other_read_model');
          if (round % 4 === 0) await pause(Math.random() * 3);
          const id = `${writer}-${round}-${randomUUID()}`;
          await client.query(`insert into ui_changes (topic, rooms, ids, event_position) values ('appointments', '{staff}', $1, '1.1')`, [
            [id],
          ]);
          await client.query(`commit`);
          written.push(id);
        }
      } finally {
        client.release();
      }
    };
    const read: string[] = [];
    let cursor: ChangeCursor | null = null;
    const readOnce = async () => {
      const rows = await readChanges(database.db, cursor, 500);
      for (const row of rows) {
        const next = { commit: BigInt(row.tx_text), id: BigInt(row.id) };
        if (cursor) expect(compareChangeCursors(next, cursor)).toBeGreaterThan(0);
        cursor = next;
        read.push(...row.ids);
      }
    };
    await raceReaderWithWriters(
      database.pool,
      deadline,
      Array.from({ length: writers }, (_, writer) => () => write(writer)),
      readOnce,
    );
    expect(written.length).toBeGreaterThan(100);
    expect(new Set(read).size).toBe(read.length);
    const seen = new Set(read);
    expect(written.filter((id) => !seen.has(id))).toEqual([]);
  });
});
