import { sql, type Kysely } from 'kysely';

// Each projections process reports here; /api/health reads the freshest heartbeat.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table projection_runners (
      runner_id text primary key,
      host text not null,
      pid integer not null,
      started_at timestamptz not null default now(),
      heartbeat_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table projection_runners`.execute(db);
}
