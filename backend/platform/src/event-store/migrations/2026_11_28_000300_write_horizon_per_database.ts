import { sql, type Kysely } from 'kysely';

// Transaction ids and snapshots are the whole cluster's, but only a writer in this database can add rows to
// its events or its change notices. A writer announced in another database on the same cluster (another
// deployment, a test run's other database) held this one's readers back until it committed: a moment's
// delay for every subscriber and waiting reply, and a read made in that moment missed an event already
// committed here. A writer's announcement now counts only in its own database; a transaction of another
// database is passed over like any transaction that writes no events, by the same rule (still in progress
// after pg_locks was read). Only the advisory lock's condition changes, so the definition of
// 2026_11_28_000200 is edited in place (as 2026_11_28_000100 did append_to_stream's).
const announcement = `and l.objid = (p_key & 4294967295)::bigint::text::oid)`;
const ownDatabaseOnly = `and l.objid = (p_key & 4294967295)::bigint::text::oid
              and l.database = (select oid from pg_database where datname = current_database()))`;

async function edit(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  await sql`
    do $$
    declare
      definition text := pg_get_functiondef('write_horizon(bigint)'::regprocedure);
    begin
      if position(${sql.lit(from)} in definition) = 0 then
        raise exception 'write_horizon does not hold the expected text; it was changed elsewhere';
      end if;
      execute replace(definition, ${sql.lit(from)}, ${sql.lit(to)});
    end
    $$`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await edit(db, announcement, ownDatabaseOnly);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await edit(db, ownDatabaseOnly, announcement);
}
