import { sql, type Kysely } from 'kysely';

// Transaction ids and snapshots are the whole cluster's, but only a writer in this database can add rows to
// its events or its change notices. A writer announced in another database on the same cluster (another
// deployment, a test run's other database) held this one's readers back until it committed: a moment's
// delay for every subscriber and waiting reply, and a read made in that moment missed an event already
// committed here. A writer's announcement now counts only in its own database; a transaction of another
// database is passed over like any transaction that writes no events, by the same rule (still in progress
// after pg_locks was read). Otherwise as 2026_11_28_000200, which `down` restores.
const writeHorizon = (ownDatabaseOnly: boolean) => sql`
  create or replace function write_horizon(p_key bigint) returns xid8 language plpgsql stable as $$
  declare
    v_snapshot pg_snapshot := pg_current_snapshot();
    v_others bigint[];
    v_oldest xid8;
  begin
    -- pg_locks is read once (one consistent copy of the lock table).
    select coalesce(array_agg(o.x32), '{}') into v_others from (
      select max(l.transactionid::text::bigint) filter (where l.locktype = 'transactionid') as x32
      from pg_locks l
      where l.granted and (
        (l.locktype = 'transactionid' and l.mode = 'ExclusiveLock')
        or (l.locktype = 'advisory' and l.objsubid = 1 and l.classid = (p_key >> 32)::int::oid
            and l.objid = (p_key & 4294967295)::bigint::text::oid
            ${ownDatabaseOnly ? sql.raw(`and l.database = (select oid from pg_database where datname = current_database())`) : sql.raw('')}))
      group by l.virtualtransaction
      having bool_or(l.locktype = 'transactionid') and not bool_or(l.locktype = 'advisory')) o;
    select min(x) into v_oldest from pg_snapshot_xip(v_snapshot) as x
    where not ((x::text::numeric % 4294967296)::bigint = any(v_others) and pg_xact_status(x) = 'in progress');
    return least(pg_snapshot_xmax(v_snapshot), v_oldest);
  end
  $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await writeHorizon(true).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await writeHorizon(false).execute(db);
}
