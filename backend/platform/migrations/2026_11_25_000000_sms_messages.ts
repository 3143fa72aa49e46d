import { sql, type Kysely } from 'kysely';

// What the local SMS provider sent: development reads codes here, tests assert on it. The table used to be
// created by the backend's migration 2026_11_22_000050 (now empty): `if not exists` keeps existing data.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table if not exists sms_messages (
      id uuid primary key default gen_random_uuid(),
      to_number text not null,
      body text not null,
      category text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index if not exists sms_messages_to_number on sms_messages (to_number, created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table sms_messages`.execute(db);
}
