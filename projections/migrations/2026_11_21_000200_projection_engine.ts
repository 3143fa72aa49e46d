import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row per projection: which generation serves reads, and a rebuild in progress, if any.
  await sql`
    create table projections (
      name text primary key,
      active_generation integer not null,
      active_version integer not null,
      rebuild_generation integer,
      rebuild_version integer,
      rebuild_total bigint,
      rebuild_started_at timestamptz,
      updated_at timestamptz not null default now()
    )`.execute(db);
  // One checkpoint per generation; moved only by compare-and-swap in the batch's own transaction.
  await sql`
    create table projection_checkpoints (
      name text not null,
      generation integer not null,
      checkpoint_commit bigint,
      checkpoint_prepare bigint,
      events_processed bigint not null default 0,
      runner_id text,
      heartbeat_at timestamptz,
      updated_at timestamptz not null default now(),
      primary key (name, generation)
    )`.execute(db);
  // Change notices for open screens, written with the read model; the feed publishes them in
  // (transaction_id, id) order, read below the transaction horizon like the events.
  await sql`
    create table ui_changes (
      id bigint generated always as identity primary key,
      transaction_id xid8 not null default pg_current_xact_id(),
      topic text not null,
      rooms text[] not null,
      location_id text,
      ids text[] not null default '{}',
      event_position text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index ui_changes_order on ui_changes (transaction_id, id)`.execute(db);
  await sql`create index ui_changes_created on ui_changes (created_at)`.execute(db);
  await sql`
    create table change_feed_state (
      id integer primary key check (id = 1),
      cursor_commit bigint not null,
      cursor_id bigint not null,
      -- Everything up to here was pruned: a client asking to resume from before it must resync.
      pruned_commit bigint not null default 0,
      pruned_id bigint not null default 0
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table change_feed_state`.execute(db);
  await sql`drop table ui_changes`.execute(db);
  await sql`drop table projection_checkpoints`.execute(db);
  await sql`drop table projections`.execute(db);
}
