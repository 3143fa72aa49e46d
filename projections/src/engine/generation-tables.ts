import { sql, type Selectable, type Transaction } from 'kysely';
import type { ReadModels } from '../database';
import type { TableWrites } from './batch-rows';

type TableName = keyof ReadModels & string;
type Row<Table extends TableName> = Selectable<ReadModels[Table]>;
type Column<Table extends TableName> = keyof ReadModels[Table] & string;

// Sums a batch gathered per key (reports' BucketDeltas): the keys it touched, and the stored rows with the
// batch's additions.
export type BatchSums<Row> = { readonly size: number; ids(): string[]; merged(stored: readonly Row[]): Row[] };

// Set-based reads and writes of one generation's tables, whatever the size of the batch: keys travel as one
// array parameter and rows as one array parameter per column (unnest), so a batch of thousands of rows is
// one short statement. Rows are whole rows as
// selected (jsonb columns as values, not JSON text), and every key column is text.
export type GenerationTables = {
  select<Table extends TableName>(table: Table, key: Column<Table>, keys: Iterable<string>): Promise<Row<Table>[]>;
  insert<Table extends TableName>(
    table: Table,
    rows: readonly Row<Table>[],
    options?: { unlessPresent: readonly Column<Table>[] },
  ): Promise<void>;
  // Inserts the rows, replacing those whose (unique) key is present; unchanged indexed columns let
  // PostgreSQL update in place (a status change rewrites no index).
  upsert<Table extends TableName>(table: Table, key: Column<Table>, rows: readonly Row<Table>[]): Promise<void>;
  remove<Table extends TableName>(table: Table, key: Column<Table>, keys: readonly string[]): Promise<void>;
  // Adds a batch's sums to the stored rows: one read of the keys it touched, one upsert of the merged rows;
  // nothing when the batch added nothing.
  addSums<Table extends TableName>(table: Table, key: Column<Table>, sums: BatchSums<Row<Table>>): Promise<void>;
  // Writes for rows with a unique key of their own (BatchRows<Row>), and for lists of rows under one key
  // (BatchRows<Row[]>: the key's rows are deleted and the list inserted).
  rows<Table extends TableName>(table: Table, key: Column<Table>): TableWrites<Row<Table>>;
  lists<Table extends TableName>(table: Table, key: Column<Table>): TableWrites<Row<Table>[]>;
};

// A table's columns in order, with their SQL types, read once per generation table.
type ColumnType = { name: string; type: string };
const columnTypes = new Map<string, Promise<ColumnType[]>>();

function columnsOf(trx: Transaction<ReadModels>, schema: string, table: string): Promise<ColumnType[]> {
  const key = `${schema}.${table}`;
  let columns = columnTypes.get(key);
  if (!columns) {
    columns = sql<ColumnType>`
      select attname as name, format_type(atttypid, atttypmod) as type from pg_attribute
      where attrelid = ${key}::regclass and attnum > 0 and not attisdropped order by attnum`
      .execute(trx)
      .then(({ rows }) => rows);
    columnTypes.set(key, columns);
    // A failed read (a table not there yet) is not remembered.
    columns.catch(() => columnTypes.delete(key));
  }
  return columns;
}

// Rows as one array parameter per column, unnested into rows of the table's types: PostgreSQL reads a
// batch of thousands of rows from a few arrays faster than from one JSON document. jsonb and array
// columns travel as JSON text (an array column's values may differ in length) and are unpacked in SQL.
async function rowsSource<Table extends TableName>(
  trx: Transaction<ReadModels>,
  schema: string,
  table: Table,
  rows: readonly Row<Table>[],
) {
  const columns = await columnsOf(trx, schema, table);
  const values = columns.map(({ name, type }) => {
    const asJson = type === 'jsonb' || type.endsWith('[]');
    const parameter = rows.map((row) => {
      const value = (row as Record<string, unknown>)[name];
      // A Date as its ISO text: node-pg's own formatting of a Date (local time and offset) is slower.
      return value === null || value === undefined
        ? null
        : asJson
          ? JSON.stringify(value)
          : value instanceof Date
            ? value.toISOString()
            : value;
    });
    return sql`${parameter}::${sql.raw(asJson ? 'jsonb' : type)}[]`;
  });
  const names = columns.map(({ name }) => sql.id(name));
  const selected = columns.map(({ name, type }) =>
    type.endsWith('[]')
      ? sql`case when u.${sql.id(name)} is null then null else array(select jsonb_array_elements_text(u.${sql.id(name)}))::${sql.raw(type)} end`
      : sql`u.${sql.id(name)}`,
  );
  return {
    columns: sql.join(names),
    select: sql`select ${sql.join(selected)} from unnest(${sql.join(values)}) as u(${sql.join(names)})`,
    names: columns.map(({ name }) => name),
  };
}

export function generationTables(trx: Transaction<ReadModels>, schema: string): GenerationTables {
  const tables: GenerationTables = {
    async select(table, key, keys) {
      const list = [...new Set(keys)];
      if (list.length === 0) return [];
      const { rows } = await sql<
        Row<typeof table>
      >`select * from ${sql.id(schema, table)} where ${sql.ref(key)} = any(${list}::text[])`.execute(trx);
      return rows;
    },
    async insert(table, rows, options) {
      if (rows.length === 0) return;
      const source = await rowsSource(trx, schema, table, rows);
      const conflict = options ? sql`on conflict (${sql.join(options.unlessPresent.map((column) => sql.ref(column)))}) do nothing` : sql``;
      await sql`insert into ${sql.id(schema, table)} (${source.columns}) ${source.select} ${conflict}`.execute(trx);
    },
    async upsert(table, key, rows) {
      if (rows.length === 0) return;
      const source = await rowsSource(trx, schema, table, rows);
      const updates = source.names.filter((column) => column !== key).map((column) => sql`${sql.id(column)} = excluded.${sql.id(column)}`);
      await sql`
        insert into ${sql.id(schema, table)} (${source.columns}) ${source.select}
        on conflict (${sql.ref(key)}) do update set ${sql.join(updates)}`.execute(trx);
    },
    async remove(table, key, keys) {
      if (keys.length > 0) await sql`delete from ${sql.id(schema, table)} where ${sql.ref(key)} = any(${keys}::text[])`.execute(trx);
    },
    async addSums(table, key, sums) {
      if (sums.size === 0) return;
      await tables.upsert(table, key, sums.merged(await tables.select(table, key, sums.ids())));
    },
    rows:
      (table, key) =>
      async ({ removed, kept }) => {
        await tables.remove(table, key, removed);
        await tables.upsert(
          table,
          key,
          kept.map(({ row }) => row),
        );
      },
    lists:
      (table, key) =>
      async ({ removed, kept }) => {
        await tables.remove(table, key, [...removed, ...kept.map(({ key: changed }) => changed)]);
        await tables.insert(
          table,
          kept.flatMap(({ row }) => row),
        );
      },
  };
  return tables;
}
