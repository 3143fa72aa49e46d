import { hostname } from 'node:os';
import { sql, type Kysely } from 'kysely';

export async function reportHeartbeat(db: Kysely<unknown>, runnerId: string): Promise<void> {
  await sql`
    insert into projection_runners (runner_id, host, pid) values (${runnerId}, ${hostname()}, ${process.pid})
    on conflict (runner_id) do update set heartbeat_at = now()`.execute(db);
  // Runners killed without a goodbye (a crash, Ctrl-C reaching PostgreSQL first) fade out after a day.
  await sql`delete from projection_runners where heartbeat_at < now() - interval '1 day'`.execute(db);
}

export async function removeRunner(db: Kysely<unknown>, runnerId: string): Promise<void> {
  await sql`delete from projection_runners where runner_id = ${runnerId}`.execute(db);
}
