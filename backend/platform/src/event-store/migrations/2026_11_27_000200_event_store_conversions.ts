import { sql, type Kysely } from 'kysely';

// One-time conversions of the whole store (copy-and-transform), each done once: the history sealed and its
// claim streams renamed (personal-data/seal-history.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table event_store_conversions (name text primary key, done_at timestamptz not null default now(), note text)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table event_store_conversions`.execute(db);
}
