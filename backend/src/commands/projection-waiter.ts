import type { Kysely } from 'kysely';
import { activeCheckpoints, checkpointChannel } from '@chairside/projections/engine/projection-progress';
import type pg from 'pg';
import { comparePositions, type Position } from '@chairside/platform/event-store/event-store';
import { createNotificationHub } from '@chairside/platform/event-store/postgres-notifications';

export type ProjectionWaiter = {
  // Resolves true once the read models that fold any of `eventTypes` (every active read model when none
  // are named) have folded the event at `position`; false on timeout.
  waitFor(position: Position, timeoutMs: number, eventTypes?: readonly string[]): Promise<boolean>;
  close(): Promise<void>;
};

// Which read models fold which event types: a command waits only for those its events change, not for
// every read model to commit a batch holding nothing of its own.
export type ProjectionReaders = readonly { name: string; eventTypes: readonly string[] }[];

// names null: every active read model.
type Waiting = { position: Position; names: ReadonlySet<string> | null; deadline: number; resolve: (reached: boolean) => void };

function reachedBy(checkpoints: Map<string, Position | null> | 'failed', entry: Waiting): boolean {
  if (checkpoints === 'failed') return false;
  for (const [name, checkpoint] of checkpoints) {
    if (entry.names && !entry.names.has(name)) continue;
    if (checkpoint === null || comparePositions(checkpoint, entry.position) < 0) return false;
  }
  return true;
}

// One loop per process answers every waiting command: on each checkpoint notification (or every 100 ms,
// the notification being only a hint) it reads the slowest active checkpoint once and releases all the
// commands it covers. A query per waiting command per notification would swamp the pool under load.
export function createProjectionWaiter(db: Kysely<unknown>, pool: pg.Pool, readers?: ProjectionReaders): ProjectionWaiter {
  const hub = createNotificationHub(pool, { channel: checkpointChannel });
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
        const checkpoints = await activeCheckpoints(db).catch(() => 'failed' as const);
        const now = Date.now();
        for (const entry of waiting) {
          const done = reachedBy(checkpoints, entry);
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
    waitFor(position, timeoutMs, eventTypes) {
      const names =
        readers && eventTypes
          ? new Set(readers.filter((reader) => reader.eventTypes.some((type) => eventTypes.includes(type))).map((reader) => reader.name))
          : null;
      return new Promise<boolean>((resolve) => {
        waiting.add({ position, names, deadline: Date.now() + timeoutMs, resolve });
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
