import { sql, type Kysely } from 'kysely';
import type { Position } from '@chairside/platform/event-store/event-store';

// How far the read models are, for the rest of the system: the backend asks here rather than reading the
// projections' own tables.

// Notified (pg_notify) with the projection's name after every checkpoint commit; only a wake-up hint.
export const checkpointChannel = 'projection_checkpoints';

// Every active read model's checkpoint by name (null: it has folded nothing yet).
export async function activeCheckpoints(db: Kysely<unknown>): Promise<Map<string, Position | null>> {
  const { rows } = await sql<{ name: string; commit: bigint | null; prepare: bigint | null }>`
    select p.name, c.checkpoint_commit as commit, c.checkpoint_prepare as prepare
    from projections p join projection_checkpoints c on c.name = p.name and c.generation = p.active_generation`.execute(db);
  return new Map(
    rows.map((row) => [row.name, row.commit === null || row.prepare === null ? null : { commit: row.commit, prepare: row.prepare }]),
  );
}

export type RunnerHeartbeats = { newestAgeMs: number | null; liveRunners: number };

// The newest heartbeat of any projections runner, and how many beat within `staleAfterMs`.
export async function runnerHeartbeats(db: Kysely<unknown>, staleAfterMs: number): Promise<RunnerHeartbeats> {
  const { rows } = await sql<{ age_ms: number | null; runners: number }>`
    select (extract(epoch from (now() - max(heartbeat_at))) * 1000)::float8 as age_ms,
           (count(*) filter (where heartbeat_at > now() - make_interval(secs => ${staleAfterMs / 1000})))::int as runners
    from projection_runners`.execute(db);
  return { newestAgeMs: rows[0]?.age_ms ?? null, liveRunners: rows[0]?.runners ?? 0 };
}
