import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@chairside/platform/database';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { orderCollated } from './collated-order';
import type { ReadDb, ReadModels } from './database';

let database: TestDatabase;
let db: ReadDb;

beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb<ReadModels>(database.pool);
}, 60_000);
afterAll(() => database?.drop());

describe('orderCollated', () => {
  it('orders rows as an SQL order by of the same keys would, nulls last', async () => {
    const people = [
      { id: '3', first: 'zoë', last: null },
      { id: '1', first: null, last: 'Null' },
      { id: '4', first: 'Ava', last: "O'Brien" },
      { id: '2', first: 'ava', last: 'Diaz' },
      { id: '5', first: 'Ava', last: "O'Brien" },
      { id: '6', first: 'de Souza', last: '' },
    ];
    const ordered = await orderCollated(db, people, (person) => [person.first, person.last, person.id]);
    // The same rows sorted by the database in one query, as the joins did.
    const { rows } = await sql<{ id: string }>`
      select id from (values ${sql.join(people.map((person) => sql`(${person.id}::text, ${person.first}::text, ${person.last}::text)`))})
        as p(id, first, last)
      order by first, last, id`.execute(db);
    expect(ordered.map((person) => person.id)).toEqual(rows.map((row) => row.id));
    expect(ordered.at(-1)?.id).toBe('1');
  });

  it('hands back none or one row without asking', async () => {
    expect(await orderCollated(db, [], () => [])).toEqual([]);
    expect(await orderCollated(db, [{ id: 'a' }], (row) => [row.id])).toEqual([{ id: 'a' }]);
  });
});
