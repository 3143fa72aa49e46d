import { sql, type Kysely } from 'kysely';
import { formatPosition, type EventStore } from '@chairside/platform/event-store/event-store';
import type { ProjectionStatus } from '@chairside/shared/system/projection-status';
import type { ProjectionRow } from './projection-schema';

// A projection's row (as projection-schema reads it) with one of its generations' checkpoints.
type Row = ProjectionRow & {
  generation: number;
  checkpoint_commit: bigint | null;
  checkpoint_prepare: bigint | null;
  events_processed: bigint;
  runner_id: string | null;
  heartbeat_age_ms: number | null;
  last_error: string | null;
  failed_at: Date | null;
};

const failureOf = (row: Row | undefined) =>
  row?.last_error && row.failed_at ? { message: row.last_error, at: row.failed_at.toISOString() } : null;

export async function getProjectionStatuses(db: Kysely<unknown>, store: EventStore): Promise<ProjectionStatus[]> {
  const [head, { rows }] = await Promise.all([
    store.headPosition(),
    sql<Row>`
      select p.name, p.active_generation, p.active_version, p.rebuild_generation, p.rebuild_version, p.rebuild_total, p.rebuild_started_at,
             c.generation, c.checkpoint_commit, c.checkpoint_prepare, c.events_processed, c.runner_id, c.last_error, c.failed_at,
             (extract(epoch from now() - c.heartbeat_at) * 1000)::float8 as heartbeat_age_ms
      from projections p join projection_checkpoints c on c.name = p.name
      where c.generation in (p.active_generation, p.rebuild_generation)
      order by p.name, c.generation`.execute(db),
  ]);
  // Positions order by (commit, prepare); prepare alone is not monotonic across transactions, so
  // lag is counted, not subtracted (bounded: a count past a million says enough).
  const behindBy = async (row: Row): Promise<number> => {
    const after =
      row.checkpoint_commit === null || row.checkpoint_prepare === null
        ? undefined
        : { commit: row.checkpoint_commit, prepare: row.checkpoint_prepare };
    return store.countEvents({ after, limit: 1_000_000 });
  };
  const byName = new Map<string, Row[]>();
  for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
  return Promise.all(
    [...byName.entries()].map(async ([name, generations]) => {
      const active = generations.find((row) => row.generation === row.active_generation) as Row;
      const rebuilding = generations.find((row) => row.generation === row.rebuild_generation);
      const behind = await behindBy(active);
      const elapsedSeconds = rebuilding?.rebuild_started_at
        ? Math.max(0.001, (Date.now() - rebuilding.rebuild_started_at.getTime()) / 1000)
        : 1;
      const total = Number(rebuilding?.rebuild_total ?? 0n);
      const processed = Number(rebuilding?.events_processed ?? 0n);
      const eventsPerSecond = Math.round(processed / elapsedSeconds);
      return {
        name,
        version: active.active_version,
        activeGeneration: active.active_generation,
        checkpoint:
          active.checkpoint_commit === null || active.checkpoint_prepare === null
            ? null
            : formatPosition({ commit: active.checkpoint_commit, prepare: active.checkpoint_prepare }),
        head: head ? formatPosition(head) : null,
        eventsBehind: behind,
        eventsProcessed: Number(active.events_processed),
        runner:
          active.runner_id && active.heartbeat_age_ms !== null
            ? { id: active.runner_id, heartbeatAgeMs: Math.round(active.heartbeat_age_ms) }
            : null,
        rebuild: rebuilding
          ? {
              generation: rebuilding.generation,
              version: rebuilding.rebuild_version ?? active.active_version,
              processed: Math.min(processed, total),
              total,
              percent: total === 0 ? 100 : Math.min(100, Math.round((processed / total) * 1000) / 10),
              eventsPerSecond,
              secondsLeft: eventsPerSecond > 0 ? Math.ceil(Math.max(0, total - processed) / eventsPerSecond) : null,
              startedAt: (rebuilding.rebuild_started_at as Date).toISOString(),
            }
          : null,
        failure: failureOf(active) ?? failureOf(rebuilding),
      };
    }),
  );
}
