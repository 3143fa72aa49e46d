import { sql, type Kysely } from 'kysely';
import { comparePositions, type Position } from '@chairside/platform/event-store/event-store';

// How far the read models are, for the rest of the system: the backend asks here rather than reading the
// projections' own tables.

// Notified (pg_notify) with the projection's name after every checkpoint commit; only a wake-up hint.
export const checkpointChannel = 'projection_checkpoints';

// The slowest active read model's checkpoint: 'none' when one has folded nothing yet, 'all' when there are
// no read models at all.
export async function slowestActiveCheckpoint(db: Kysely<unknown>): Promise<Position | 'none' | 'all'> {
  const { rows } = await sql<{ commit: bigint | null; prepare: bigint | null }>`
    select c.checkpoint_commit as commit, c.checkpoint_prepare as prepare
    from projections p join projection_checkpoints c on c.name = p.name and c.generation = p.active_generation`.execute(db);
  if (rows.length === 0) return 'all';
  let min: Position | null = null;
  for (const row of rows) {
    if (row.commit === null || row.prepare === null) return 'none';
    const position = { commit: row.commit, prepare: row.prepare };
    if (!min || comparePositions(position, min) < 0) min = position;
  }
  return min as Position;
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
