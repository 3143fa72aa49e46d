import { sql, type Kysely } from 'kysely';

// write_horizon tells writers (of events, or of change notices) from other transactions by the advisory
// lock a writer announces itself with, and passes over transactions that hold a transaction id without it.
// A committing transaction leaves the snapshots taken after it before it lets go of its locks, and lets go
// of them one at a time. A reader whose snapshot still listed a writer as running, and which read pg_locks
// after the writer had let go of its announcement but before its transaction id, took it for a transaction
// that writes nothing and read past it: its rows, which that snapshot cannot see, were then behind the
// reader's position for good (a change notice that never reached a screen, in about one of five hundred
// holds of the booking bench; the same could befall an event). A transaction is now passed over only if it
// is still in progress after pg_locks was read: one that has ended meanwhile holds the horizon for this
// read, as a writer does, and the next read (a newer snapshot) is past it. plpgsql, so the locks are read
// before the statuses; STABLE, so it reads with its caller's snapshot.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
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
              and l.objid = (p_key & 4294967295)::bigint::text::oid))
        group by l.virtualtransaction
        having bool_or(l.locktype = 'transactionid') and not bool_or(l.locktype = 'advisory')) o;
      select min(x) into v_oldest from pg_snapshot_xip(v_snapshot) as x
      where not ((x::text::numeric % 4294967296)::bigint = any(v_others) and pg_xact_status(x) = 'in progress');
      return least(pg_snapshot_xmax(v_snapshot), v_oldest);
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function write_horizon(bigint)`.execute(db);
  await sql`
    create function write_horizon(p_key bigint) returns xid8 language sql stable as $$
      with snap as (select pg_current_snapshot() as s),
      others as (
        select max(l.transactionid::text::bigint) filter (where l.locktype = 'transactionid') as x32
        from pg_locks l
        where l.granted and (
          (l.locktype = 'transactionid' and l.mode = 'ExclusiveLock')
          or (l.locktype = 'advisory' and l.objsubid = 1 and l.classid = (p_key >> 32)::int::oid
              and l.objid = (p_key & 4294967295)::bigint::text::oid))
        group by l.virtualtransaction
        having bool_or(l.locktype = 'transactionid') and not bool_or(l.locktype = 'advisory')
      )
      select least(pg_snapshot_xmax(s),
                   (select min(x) from pg_snapshot_xip(s) as x where (x::text::numeric % 4294967296)::bigint not in (select x32 from others)))
      from snap
    $$`.execute(db);
}
