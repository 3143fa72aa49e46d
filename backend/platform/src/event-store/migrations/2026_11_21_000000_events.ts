import { sql, type Kysely } from 'kysely';

// transaction_id (xid8) lets readers stop at the oldest running transaction, so a subscriber never
// passes a position that a slower transaction commits later (ARCHITECTURE §3).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table streams (
      stream text primary key,
      revision bigint not null
    )`.execute(db);
  await sql`
    create table events (
      position bigint generated always as identity primary key,
      transaction_id xid8 not null default pg_current_xact_id(),
      event_id uuid not null,
      stream text not null references streams (stream),
      category text not null,
      revision bigint not null,
      type text not null,
      data jsonb not null,
      metadata jsonb not null,
      recorded_at timestamptz not null default now(),
      unique (stream, revision),
      unique (stream, event_id)
    )`.execute(db);
  await sql`create index events_transaction_position on events (transaction_id, position)`.execute(db);
  await sql`create index events_category on events (category, transaction_id, position)`.execute(db);
  await sql`create index events_type on events (type, transaction_id, position)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table events`.execute(db);
  await sql`drop table streams`.execute(db);
}
