import type { Kysely } from 'kysely';
import { checkpointChannel, slowestActiveCheckpoint } from '@chairside/projections/engine/projection-progress';
import type pg from 'pg';
import { comparePositions, type Position } from '@chairside/platform/event-store/event-store';
import { createNotificationHub } from '@chairside/platform/event-store/postgres-notifications';

export type ProjectionWaiter = {
  // Resolves true once every active read model has folded the event at `position`, false on timeout.
  waitFor(position: Position, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
};

type Waiting = { position: Position; deadline: number; resolve: (reached: boolean) => void };

// One loop per process answers every waiting command: on each checkpoint notification (or every 100 ms,
// the notification being only a hint) it reads the slowest active checkpoint once and releases all the
// commands it covers. A query per waiting command per notification would swamp the pool under load.
export function createProjectionWaiter(db: Kysely<unknown>, pool: pg.Pool): ProjectionWaiter {
  const hub = createNotificationHub(pool, checkpointChannel);
  const waiting = new Set<Waiting>();
  const signal: { closed: boolean; wake?: () => void } = { closed: false };
  let loop: Promise<void> | null = null;
  // The LISTEN connection is kept from the first command on, not set up again for every burst.
  let listening: Promise<void> | null = null;

  async function run() {
    await listening;
    try {
      while (waiting.size > 0 && !signal.closed) {
        const generation = hub.generation();
        const reached = await slowestActiveCheckpoint(db).catch(() => 'none' as const);
        const now = Date.now();
        for (const entry of waiting) {
          const done = reached === 'all' || (reached !== 'none' && comparePositions(reached, entry.position) >= 0);
          if (done || now >= entry.deadline) {
            waiting.delete(entry);
            entry.resolve(done);
          }
        }
        if (waiting.size === 0) break;
        const nextDeadline = Math.min(...[...waiting].map((entry) => entry.deadline));
        await hub.wait(generation, Math.max(1, Math.min(100, nextDeadline - Date.now())), signal);
      }
    } finally {
      loop = null;
      // A command that arrived while the loop was ending starts the next one.
      if (waiting.size > 0 && !signal.closed) loop = run();
    }
  }

  return {
    waitFor(position, timeoutMs) {
      return new Promise<boolean>((resolve) => {
        waiting.add({ position, deadline: Date.now() + timeoutMs, resolve });
        listening ??= hub.retain();
        loop ??= run();
      });
    },
    async close() {
      signal.closed = true;
      signal.wake?.();
      for (const entry of waiting) entry.resolve(false);
      waiting.clear();
      await loop;
      if (listening) {
        await listening;
        await hub.release();
      }
    },
  };
}
