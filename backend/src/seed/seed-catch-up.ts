import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { Logger } from 'pino';
import { getProjectionStatuses } from '@chairside/projections/engine/projection-status';
import { superviseProjections } from '@chairside/projections/engine/projection-supervisor';
import { projections } from '@chairside/projections/registry';
import { createProjectionWaiter } from '../commands/projection-waiter';
import type { EventStore, Position } from '@chairside/platform/event-store/event-store';

// Folds the read models up to a position, in this process, then stops folding. The demo diary's commands
// read the read models (who works when, does the client exist), yet thousands of appends with the
// projections running alongside cost ten times as much (every append wakes every projection), so the seed
// writes with them stopped and catches them up in large batches between its steps.
export function createSeedCatchUp(deps: { db: Kysely<unknown>; pool: pg.Pool; store: EventStore; logger: Logger; timeoutMs?: number }) {
  const waiter = createProjectionWaiter(deps.db, deps.pool);
  return {
    async catchUp(position: Position): Promise<void> {
      // Already folded (a later start on the same data): nothing to run.
      const statuses = await getProjectionStatuses(deps.db, deps.store);
      if (statuses.length === projections.length && statuses.every((status) => status.eventsBehind === 0)) return;
      const supervisor = await superviseProjections({
        ...deps,
        projections,
        runnerId: `seed-${process.pid}`,
        pollMs: 100,
        lockRetryMs: 100,
      });
      try {
        if (!(await waiter.waitFor(position, deps.timeoutMs ?? 120_000)))
          throw new Error('the read models did not catch up with the demo seed in time');
      } finally {
        await supervisor.stop();
      }
    },
    close: () => waiter.close(),
  };
}
