import { sql, type ColumnType, type Generated, type RawBuilder } from 'kysely';

// A read-model table declared once: its columns (SQL type, nullability, default), key and indexes. The
// kysely row type (`TableRow`) and the DDL creating it in a generation's schema (`create`) both come from
// that one declaration, so they cannot drift apart.

// What a nullable column reads and writes as: a jsonb column (read parsed, written as text) stays one.
type Nullable<Value> =
  Value extends ColumnType<infer Select, infer Insert, infer Update>
    ? ColumnType<Select | null, Insert | null, Update | null>
    : Value | null;

export type Column<Value> = {
  readonly sqlType: string;
  readonly notNull: boolean;
  // SQL the column defaults to; such a column may be left out of an insert.
  readonly defaultSql: string | null;
  // Type only, never set: what the column reads and writes as in kysely.
  readonly value?: Value;
  nullable(): Column<Nullable<Value>>;
  default(expression: string): Column<Generated<Value>>;
};

function columnOf<Value>(sqlType: string, notNull = true, defaultSql: string | null = null): Column<Value> {
  return {
    sqlType,
    notNull,
    defaultSql,
    nullable: () => columnOf<Nullable<Value>>(sqlType, false, defaultSql),
    default: (expression) => columnOf<Generated<Value>>(sqlType, notNull, expression),
  };
}

// Columns are not null unless declared `.nullable()`.
export const column = {
  // A narrower string type (a status union) may be given.
  text: <Value extends string = string>() => columnOf<Value>('text'),
  textArray: () => columnOf<string[]>('text[]'),
  integer: () => columnOf<number>('integer'),
  // pg hands bigint columns back as strings.
  bigint: () => columnOf<string>('bigint'),
  boolean: () => columnOf<boolean>('boolean'),
  timestamptz: () => columnOf<Date>('timestamptz'),
  // Written as JSON text, read back parsed.
  jsonb: <Value>() => columnOf<ColumnType<Value, string, string>>('jsonb'),
};

type Columns = Record<string, Column<unknown>>;
type ColumnName<Declared extends Columns> = keyof Declared & string;

// An index on columns in order, on SQL expressions (`lower(email)`, operator classes), or a GIN index.
export type TableIndex<Name extends string> =
  readonly Name[] | { readonly expression: string } | { readonly using: 'gin'; readonly columns: readonly Name[] };

export type TableDefinition<Declared extends Columns> = {
  name: string;
  columns: Declared;
  // Creates the table and its indexes in the given schema (a generation's, proj_<name>_g<n>).
  create: (schema: string) => RawBuilder<unknown>;
};

// The kysely row type of a declared table.
export type TableRow<Table extends TableDefinition<Columns>> = {
  [Name in keyof Table['columns']]: Table['columns'][Name] extends { readonly value?: infer Value } ? Value : never;
};

function indexKey<Name extends string>(index: TableIndex<Name>): RawBuilder<unknown> {
  const columns = (names: readonly Name[]) => sql.join(names.map((name) => sql.id(name)));
  if ('expression' in index) return sql`(${sql.raw(index.expression)})`;
  if ('using' in index) return sql`using ${sql.raw(index.using)} (${columns(index.columns)})`;
  return sql`(${columns(index)})`;
}

export function defineTable<Declared extends Columns>(
  name: string,
  columns: Declared,
  options: { primaryKey: readonly ColumnName<Declared>[]; indexes?: readonly TableIndex<ColumnName<Declared>>[] },
): TableDefinition<Declared> {
  const columnDdl = Object.entries(columns).map(([columnName, { sqlType, notNull, defaultSql }]) => {
    const constraints = `${notNull ? ' not null' : ''}${defaultSql === null ? '' : ` default ${defaultSql}`}`;
    return sql`${sql.id(columnName)} ${sql.raw(sqlType)}${sql.raw(constraints)}`;
  });
  const primaryKey = sql`primary key (${sql.join(options.primaryKey.map((key) => sql.id(key)))})`;
  return {
    name,
    columns,
    create: (schema) => {
      const table = sql.id(schema, name);
      const indexes = (options.indexes ?? []).map((index) => sql`create index on ${table} ${indexKey(index)}`);
      return sql.join([sql`create table ${table} (${sql.join([...columnDdl, primaryKey])})`, ...indexes], sql`;\n`);
    },
  };
}
