import { sql } from 'kysely';
import type { ReadDb } from './database';

// Rows gathered from several read models (a staff row and its account's name) put in the order an SQL
// `order by` of those keys would give: PostgreSQL sorts them itself, so its collation decides (en_US in
// production, where "de Souza" comes before "Diaz"; a JavaScript comparison would not agree) and nulls come
// last, as they did when one query joined the tables. The keys go over as arrays; no table is read.
// Example: orderCollated(db, staff, (row) => [row.firstName, row.lastName, row.id])
export async function orderCollated<Row>(
  db: ReadDb,
  rows: readonly Row[],
  keysOf: (row: Row) => readonly (string | null)[],
): Promise<Row[]> {
  if (rows.length < 2) return [...rows];
  const keys = rows.map(keysOf);
  const width = keys[0]?.length ?? 0;
  const columns = Array.from({ length: width }, (_, column) => keys.map((key) => key[column] ?? null));
  const names = columns.map((_, column) => sql.id(`k${column}`));
  const { rows: order } = await sql<{ i: number }>`
    select t.i from unnest(${sql.join([...columns.map((values) => sql`${values}::text[]`), sql`${rows.map((_, index) => index)}::int[]`])})
      as t(${sql.join([...names, sql.id('i')])})
    order by ${sql.join(names.map((name) => sql`${name} asc`))}, t.i`.execute(db);
  return order.map(({ i }) => rows[i] as Row);
}
