import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import type { Projection } from './projection';
import { createLockSession } from './lock-session';
import { startProjectionRunner, type ProjectionRunner } from './projection-runner';
import { createCheckpointMover } from './checkpoint-mover';
import { dropGeneration, ensureProjection, readProjectionRows } from './projection-schema';

export type SupervisorOptions = {
  db: Kysely<unknown>;
  pool: pg.Pool;
  store: EventStore;
  projections: Projection[];
  runnerId: string;
  logger: Logger;
  pollMs?: number;
  lockRetryMs?: number;
  batchSize?: number;
};

export type ProjectionSupervisor = {
  stop(): Promise<void>;
  runners(): { name: string; generation: number; status: string }[];
};

// Keeps one runner per generation that should run (the active one, and a rebuild in progress),
// stops runners of generations a swap retired, and drops their tables. All its runners share one lock
// session: the process holds the same few connections however many read models it runs.
export async function superviseProjections(options: SupervisorOptions): Promise<ProjectionSupervisor> {
  const { db, pool, store, projections, runnerId, logger } = options;
  const running = new Map<string, { projection: Projection; generation: number; runner: ProjectionRunner }>();
  let stopping = false;

  for (const projection of projections) await ensureProjection(db, store, projection);
  const locks = createLockSession(pool, { logger, retryMs: options.lockRetryMs });
  const checkpoints = createCheckpointMover(db);

  // Two reads a tick whatever the number of read models: every projection's row, and every retired
  // generation nobody runs any more (e.g. swapped by another process). A tick runs every pollMs in every
  // process, so a query per read model per tick was a steady load on PostgreSQL for nothing.
  async function tick() {
    const names = projections.map((projection) => projection.name);
    const rows = await readProjectionRows(db, names);
    const { rows: retired } = await sql<{ name: string; generation: number }>`
      select c.name, c.generation from projection_checkpoints c join projections p on p.name = c.name
      where c.name = any(${names}::text[]) and c.generation < p.active_generation
        and c.generation is distinct from p.rebuild_generation
        and (c.heartbeat_at is null or c.heartbeat_at < now() - interval '30 seconds')`.execute(db);
    for (const projection of projections) {
      const row = rows.get(projection.name);
      if (!row) continue;
      const wanted = new Map<number, 'active' | 'rebuild'>();
      // An active generation built by other code is not folded with this code: it serves, stale, until the rebuild swaps.
      if (row.active_version === projection.version) wanted.set(row.active_generation, 'active');
      if (row.rebuild_generation !== null && row.rebuild_version === projection.version) wanted.set(row.rebuild_generation, 'rebuild');

      for (const [key, entry] of running) {
        if (entry.projection !== projection || wanted.has(entry.generation)) continue;
        running.delete(key);
        await entry.runner.stop();
        if (entry.generation < row.active_generation) {
          await dropGeneration(db, projection, entry.generation).catch((error: unknown) =>
            logger.warn({ err: error }, 'could not drop a retired generation'),
          );
        }
      }
      for (const [generation, mode] of wanted) {
        const key = `${projection.name}:${generation}`;
        if (running.has(key) || stopping) continue;
        const runner = startProjectionRunner({
          db,
          pool,
          store,
          projection,
          generation,
          mode,
          runnerId,
          logger,
          locks,
          checkpoints,
          lockRetryMs: options.lockRetryMs,
          batchSize: options.batchSize,
        });
        running.set(key, { projection, generation, runner });
      }
      for (const { name, generation } of retired) {
        if (name === projection.name && !running.has(`${name}:${generation}`))
          await dropGeneration(db, projection, generation).catch(() => undefined);
      }
    }
  }

  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      tick()
        .catch((error: unknown) => logger.warn({ err: error }, 'projection supervisor tick failed'))
        .finally(() => {
          if (!stopping) schedule();
        });
    }, options.pollMs ?? 1000);
  };
  await tick();
  schedule();

  return {
    runners: () =>
      [...running.values()].map(({ projection, generation, runner }) => ({ name: projection.name, generation, status: runner.status() })),
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await Promise.all([...running.values()].map(({ runner }) => runner.stop()));
      running.clear();
      await locks.close();
    },
  };
}
