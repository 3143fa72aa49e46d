import { readFile } from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import type { Redis } from 'ioredis';
import {
  healthCheckNames,
  supervisionSchema,
  type HealthCheck,
  type HealthCheckName,
  type HealthReply,
  type Supervision,
} from '@chairside/shared/health';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { runnerHeartbeats } from '@chairside/projections/engine/projection-progress';

export type HealthDependencies = {
  db: Kysely<unknown>;
  redis: Redis;
  eventStore: EventStore;
  version: string;
  // A projections runner that has not reported within this window counts as down.
  projectionsStaleAfterMs?: number;
  timeoutMs?: number;
  // SUPERVISION_FILE: where npm start's supervisor records the processes it restarts.
  supervisionFile?: string;
};

// The supervisor runs on this machine (npm start).
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

// The supervisor rewrites the file whole (write, then rename); a missing or foreign file, or one left
// behind by a supervisor that was killed, reports nothing.
async function readSupervision(file: string | undefined): Promise<Supervision | undefined> {
  if (!file) return undefined;
  try {
    const parsed = supervisionSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    return parsed.success && isRunning(parsed.data.supervisorPid) ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function timed(probe: () => Promise<string | undefined>, timeoutMs: number): Promise<HealthCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const detail = await Promise.race([
      probe(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { status: 'up', latencyMs: Math.round(performance.now() - started), ...(detail ? { detail } : {}) };
  } catch (error) {
    return {
      status: 'down',
      latencyMs: Math.round(performance.now() - started),
      detail: error instanceof Error ? error.message : String(error),
    };
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(deps: HealthDependencies): Promise<HealthReply> {
  const timeoutMs = deps.timeoutMs ?? 2000;
  const staleAfterMs = deps.projectionsStaleAfterMs ?? 15_000;
  const probes: Record<HealthCheckName, () => Promise<string | undefined>> = {
    postgres: async () => {
      await sql`select 1`.execute(deps.db);
      return undefined;
    },
    redis: async () => {
      const pong = await deps.redis.ping();
      if (pong !== 'PONG') throw new Error(`unexpected reply ${pong}`);
      return undefined;
    },
    eventStore: async () => {
      const head = await deps.eventStore.headPosition();
      return head ? `head ${head.commit}/${head.prepare}` : 'empty';
    },
    projections: async () => {
      const { newestAgeMs, liveRunners } = await runnerHeartbeats(deps.db, staleAfterMs);
      if (newestAgeMs === null) throw new Error('no projections runner has reported');
      if (newestAgeMs > staleAfterMs) throw new Error(`last runner heartbeat ${Math.round(newestAgeMs / 1000)} s ago`);
      return `${liveRunners} runner(s), heartbeat ${Math.round(newestAgeMs)} ms ago`;
    },
  };
  const [results, supervision] = await Promise.all([
    Promise.all(healthCheckNames.map(async (name) => [name, await timed(probes[name], timeoutMs)] as const)),
    readSupervision(deps.supervisionFile),
  ]);
  const checks = Object.fromEntries(results) as HealthReply['checks'];
  const failing = healthCheckNames.filter((name) => checks[name].status === 'down');
  return {
    status: failing.length === 0 ? 'ok' : 'unavailable',
    version: deps.version,
    failing,
    checks,
    ...(supervision ? { supervision } : {}),
  };
}
