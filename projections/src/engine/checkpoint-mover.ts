import { sql, type Kysely } from 'kysely';
import type { Position } from '@chairside/platform/event-store/event-store';
import { checkpointChannel } from './projection-progress';

// Moves the checkpoints of read models over events they fold nothing of. One booking's events reach every
// read model of the process at about the same moment, and most of them pass those events over: each used to
// write its checkpoint in a statement of its own, a durable commit each. The mover gathers the moves asked
// for within `windowMs` into one statement, and commits it without waiting for the disk: a passed-over
// checkpoint lost in a crash only has its read model read those events again, to fold nothing of them.
// No command's reply waits on it either: a reply waits for the read models that fold its events.

export type PassedOverMove = {
  name: string;
  generation: number;
  runnerId: string;
  // Compare-and-swap: the move is made only if the checkpoint is still `from`.
  from: Position | null;
  to: Position;
  // Events passed over, added to the read model's count of events processed.
  count: number;
};

export type CheckpointMover = {
  // True once written; false when the checkpoint was no longer `from` (another runner moved it).
  move(move: PassedOverMove): Promise<boolean>;
};

type Asked = PassedOverMove & { resolve: (moved: boolean) => void; reject: (error: unknown) => void };

export function createCheckpointMover(db: Kysely<unknown>, options: { windowMs?: number } = {}): CheckpointMover {
  const windowMs = options.windowMs ?? 5;
  let asked: Asked[] = [];
  let timer: NodeJS.Timeout | null = null;

  async function write(moves: Asked[]): Promise<void> {
    const given = JSON.stringify(
      moves.map((move) => ({
        name: move.name,
        generation: move.generation,
        runner_id: move.runnerId,
        from_commit: move.from?.commit.toString() ?? null,
        from_prepare: move.from?.prepare.toString() ?? null,
        to_commit: move.to.commit.toString(),
        to_prepare: move.to.prepare.toString(),
        count: move.count,
      })),
    );
    // synchronous_commit is read when the statement's own transaction commits, after the statement.
    const { rows } = await sql<{ name: string; generation: number }>`
      with given as (
        select * from jsonb_to_recordset(${given}::jsonb) as g(name text, generation integer, runner_id text,
          from_commit bigint, from_prepare bigint, to_commit bigint, to_prepare bigint, count bigint)),
      moved as (
        update projection_checkpoints c
        set checkpoint_commit = g.to_commit, checkpoint_prepare = g.to_prepare,
            events_processed = c.events_processed + g.count, runner_id = g.runner_id, heartbeat_at = now(), updated_at = now()
        from given g
        where c.name = g.name and c.generation = g.generation
          and c.checkpoint_commit is not distinct from g.from_commit
          and c.checkpoint_prepare is not distinct from g.from_prepare
        returning c.name, c.generation)
      select m.name, m.generation from (select set_config('synchronous_commit', 'off', true) offset 0) s
        cross join moved m cross join lateral pg_notify(${checkpointChannel}, m.name) n`.execute(db);
    const written = new Set(rows.map((row) => `${row.name}:${row.generation}`));
    for (const move of moves) move.resolve(written.has(`${move.name}:${move.generation}`));
  }

  function flush(): void {
    timer = null;
    const moves = asked;
    asked = [];
    // One read model asking twice in a window (it cannot: it waits for its answer) would be two rows
    // updating one; kept apart all the same, the later in the next statement.
    const first = new Map<string, Asked>();
    const later: Asked[] = [];
    for (const move of moves) {
      const key = `${move.name}:${move.generation}`;
      if (first.has(key)) later.push(move);
      else first.set(key, move);
    }
    asked.push(...later);
    if (asked.length > 0) timer = setTimeout(flush, windowMs);
    write([...first.values()]).catch((error: unknown) => {
      for (const move of first.values()) move.reject(error);
    });
  }

  return {
    move(move) {
      return new Promise<boolean>((resolve, reject) => {
        asked.push({ ...move, resolve, reject });
        timer ??= setTimeout(flush, windowMs);
      });
    },
  };
}
