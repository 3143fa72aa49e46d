import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { Position } from '../event-store/event-store';
import { createNotificationHub } from '../event-store/postgres-notifications';

export type ProjectionWaiter = {
  // Resolves true once every active read model has folded the event at `position`, false on timeout.
  waitFor(position: Position, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
};

export function createProjectionWaiter(db: Kysely<unknown>, pool: pg.Pool): ProjectionWaiter {
  const hub = createNotificationHub(pool, 'projection_checkpoints');
  let retained: Promise<void> | null = null;

  async function reached(position: Position): Promise<boolean> {
    const { rows } = await sql<{ reached: boolean }>`
      select coalesce(bool_and(c.checkpoint_commit is not null
               and (c.checkpoint_commit, c.checkpoint_prepare) >= (${position.commit}, ${position.prepare})), true) as reached
      from projections p join projection_checkpoints c on c.name = p.name and c.generation = p.active_generation`.execute(db);
    return rows[0]?.reached ?? true;
  }

  return {
    async waitFor(position, timeoutMs) {
      retained ??= hub.retain();
      await retained;
      const deadline = Date.now() + timeoutMs;
      const signal = { closed: false };
      for (;;) {
        const generation = hub.generation();
        if (await reached(position)) return true;
        const remaining = deadline - Date.now();
        if (remaining <= 0) return false;
        // The notification is a hint; a short cap keeps a missed one from costing much.
        await hub.wait(generation, Math.min(remaining, 100), signal);
      }
    },
    async close() {
      if (retained) {
        await retained;
        await hub.release();
      }
    },
  };
}
