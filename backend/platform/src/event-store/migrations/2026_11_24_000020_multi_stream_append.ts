import { sql, type Kysely } from 'kysely';

// Several streams appended in one transaction (appendToStreams): all or nothing. The adapter takes the
// event writers' shared lock first (write_horizon must see the transaction as a writer before it has an
// id), then locks the streams' rows in name order (no deadlock between two such appends), then calls
// append_to_stream once per stream. Until now append_to_stream refused to be anything but the first write
// of its transaction; it now also accepts a transaction that already holds that lock. Only that check
// changes, so the function's definition is edited in place rather than repeated here.
const firstWriteOnly = `      if pg_current_xact_id_if_assigned() is not null then
        raise exception 'append_to_stream must be the first write of its transaction';
      end if;
      perform pg_advisory_xact_lock_shared(7370002);`;

const firstWriteOrLocked = `      if pg_current_xact_id_if_assigned() is null then
        perform pg_advisory_xact_lock_shared(7370002);
      elsif not exists (select 1 from pg_locks where pid = pg_backend_pid() and locktype = 'advisory' and granted
                        and mode = 'ShareLock' and classid = 0 and objid = 7370002 and objsubid = 1) then
        raise exception 'append_to_stream must be the first write of its transaction, or follow pg_advisory_xact_lock_shared(7370002)';
      end if;`;

async function swap(db: Kysely<unknown>, from: string, to: string): Promise<void> {
  await sql`
    do $$
    declare
      definition text := pg_get_functiondef('append_to_stream(text, text, text, bigint, jsonb)'::regprocedure);
      changed text := replace(definition, ${sql.lit(from)}, ${sql.lit(to)});
    begin
      if changed = definition then
        raise exception 'append_to_stream does not hold the expected check; it was changed elsewhere';
      end if;
      execute changed;
    end
    $$`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await swap(db, firstWriteOnly, firstWriteOrLocked);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await swap(db, firstWriteOrLocked, firstWriteOnly);
}
