import { sql, type Kysely } from 'kysely';

// appendToStreams calls append_to_stream once per stream in one transaction (a batch of imported clients
// is a thousand streams). Every call after the first checked the writers' lock by reading pg_locks, a
// scan of the whole lock table each time. The adapter now also sets a transaction-local flag when it
// takes that lock, and the check reads the flag first; pg_locks is read only without it. Only the check
// changes, so the definition is edited in place (as 2026_11_24_000020 did).
const lockedCheck = `      elsif not exists (select 1 from pg_locks where pid = pg_backend_pid() and locktype = 'advisory' and granted
                        and mode = 'ShareLock' and classid = 0 and objid = 7370002 and objsubid = 1) then`;

const flaggedCheck = `      elsif current_setting('chairside.event_writer', true) is distinct from 'on'
        and not exists (select 1 from pg_locks where pid = pg_backend_pid() and locktype = 'advisory' and granted
                        and mode = 'ShareLock' and classid = 0 and objid = 7370002 and objsubid = 1) then`;

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
  await swap(db, lockedCheck, flaggedCheck);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await swap(db, flaggedCheck, lockedCheck);
}
