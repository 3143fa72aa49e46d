import { sql, type Kysely } from 'kysely';

// An append is one round trip. The hot path (an exact expected revision on an existing stream) is a
// single conditional UPDATE of the stream row, which both locks it and checks the revision, then the
// INSERT of the events. The outcome column tells the adapter what happened: it turns 'conflict' into
// WrongExpectedVersion and retries 'created_concurrently' once.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The horizon for readers of a table written under the advisory key p_key: below it every writer has
  // finished. Unlike the snapshot's xmin it ignores transactions still running that are not writers of
  // that table (a long read-model batch, a report), so those do not hold back live subscribers. A writer
  // takes the shared lock before its first write, so a running transaction without it never becomes one.
  // STABLE, not VOLATILE: it must see the caller's snapshot (a volatile function takes a newer one, and a
  // writer committing in between would be below the horizon yet invisible to the caller: a skipped event).
  await sql`
    create function write_horizon(p_key bigint) returns xid8 language sql stable as $$
      with snap as (select pg_current_snapshot() as s),
      -- pg_locks is read once (one consistent copy of the lock table): reading it twice could see a
      -- writer's transaction id in one read and miss its advisory lock, released meanwhile, in the other.
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

  await sql`
    create function append_to_stream(p_stream text, p_category text, p_kind text, p_revision bigint, p_events jsonb)
    returns table (outcome text, next_revision bigint, commit_text text, last_position bigint, actual bigint)
    language plpgsql as $$
    declare
      v_count int := jsonb_array_length(p_events);
      v_current bigint;
      v_first bigint;
      v_found int;
    begin
      -- Announce this transaction as an event writer before it has a transaction id (see write_horizon).
      if pg_current_xact_id_if_assigned() is not null then
        raise exception 'append_to_stream must be the first write of its transaction';
      end if;
      perform pg_advisory_xact_lock_shared(7370002);

      -- A repeat is looked for up front only where it could pass the revision check (any, stream_exists);
      -- with no_stream or an exact revision a repeat fails the check and is recognised there.
      if p_kind in ('any', 'stream_exists') then
        select count(*)::int into v_found from events e
        where e.stream = p_stream and e.event_id in (select (x->>'id')::uuid from jsonb_array_elements(p_events) x);
        if v_found > 0 then
          select s.revision into v_current from streams s where s.stream = p_stream;
          if v_found = v_count then
            return query
              select 'repeated'::text, e.revision, e.transaction_id::text, e.position, v_current from events e
              where e.stream = p_stream and e.event_id in (select (x->>'id')::uuid from jsonb_array_elements(p_events) x)
              order by e.revision desc limit 1;
          else
            return query select 'conflict'::text, null::bigint, null::text, null::bigint, v_current;
          end if;
          return;
        end if;
      end if;

      if p_kind <> 'no_stream' then
        update streams s set revision = s.revision + v_count
        where s.stream = p_stream and (p_kind <> 'exact' or s.revision = p_revision)
        returning s.revision - v_count into v_current;
      end if;

      if v_current is not null then
        v_first := v_current + 1;
      else
        select s.revision into v_current from streams s where s.stream = p_stream;
        if v_current is not null or p_kind in ('exact', 'stream_exists') then
          if v_current is not null and p_kind in ('exact', 'no_stream') then
            select count(*)::int into v_found from events e
            where e.stream = p_stream and e.event_id in (select (x->>'id')::uuid from jsonb_array_elements(p_events) x);
            if v_found = v_count then
              return query
                select 'repeated'::text, e.revision, e.transaction_id::text, e.position, v_current from events e
                where e.stream = p_stream and e.event_id in (select (x->>'id')::uuid from jsonb_array_elements(p_events) x)
                order by e.revision desc limit 1;
              return;
            end if;
          end if;
          -- Also when an 'any' append lost the race to create the stream: the adapter tries again.
          return query select case when v_current is not null and p_kind = 'any' then 'created_concurrently' else 'conflict' end,
                              null::bigint, null::text, null::bigint, v_current;
          return;
        end if;
        -- no_stream, or any on a missing stream: creating the row is what makes no_stream airtight.
        insert into streams (stream, revision) values (p_stream, v_count - 1) on conflict do nothing;
        if not found then
          return query select 'created_concurrently'::text, null::bigint, null::text, null::bigint, null::bigint;
          return;
        end if;
        v_first := 0;
      end if;

      return query
        with inserted as (
          insert into events (event_id, stream, category, revision, type, data, metadata)
          select (x->>'id')::uuid, p_stream, p_category, v_first + n - 1, x->>'type', x->'data', x->'metadata'
          from jsonb_array_elements(p_events) with ordinality as t(x, n)
          returning events.revision, events.transaction_id, events.position
        )
        select 'appended'::text, i.revision, i.transaction_id::text, i.position, v_current
        from inserted i order by i.revision desc limit 1;

      -- One wake-up per burst: a writer that finds another one about to notify leaves it to that one
      -- (subscribers re-read for a short while after every wake-up, so they also see this commit).
      if pg_try_advisory_xact_lock(7370001) then
        perform pg_notify('events', '');
      end if;
    end;
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function append_to_stream(text, text, text, bigint, jsonb)`.execute(db);
  await sql`drop function write_horizon(bigint)`.execute(db);
}
