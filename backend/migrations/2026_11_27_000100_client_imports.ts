import { sql, type Kysely } from 'kysely';

// A CSV import's uploaded rows, staged for the dry run and the job (they hold personal data, so they are
// deleted when the import ends or is cancelled, and an upload never started is deleted after a day), and
// the rows the import refused, for its error report.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table client_import_uploads (
      id text primary key,
      created_by text,
      file_name text not null,
      encoding text not null,
      headers jsonb not null,
      total_rows integer not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table client_import_rows (
      import_id text not null,
      row_index integer not null,
      cells jsonb not null,
      primary key (import_id, row_index)
    )`.execute(db);
  await sql`
    create table client_import_errors (
      import_id text not null,
      row_index integer not null,
      problem text not null,
      cells jsonb not null,
      created_at timestamptz not null default now(),
      primary key (import_id, row_index)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table client_import_errors`.execute(db);
  await sql`drop table client_import_rows`.execute(db);
  await sql`drop table client_import_uploads`.execute(db);
}
