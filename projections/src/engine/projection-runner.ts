import { sql, type Kysely, type Transaction } from 'kysely';
import type pg from 'pg';
import type { Logger } from 'pino';
import {
  comparePositions,
  formatPosition,
  type EventStore,
  type Position,
  type RecordedEvent,
} from '@chairside/platform/event-store/event-store';
import { generationSchema, type Projection, type UiChange } from './projection';
import { announceChangeWriter } from '../change-feed/change-writers';
import { swapToGeneration } from './projection-schema';
import { checkpointChannel } from './projection-progress';
import { createLockSession, type LockLease, type LockSession } from './lock-session';
import { createCheckpointMover, type CheckpointMover } from './checkpoint-mover';

export type RunnerOptions = {
  db: Kysely<unknown>;
  pool: pg.Pool;
  store: EventStore;
  projection: Projection;
  generation: number;
  // 'rebuild' runners write no change notices and swap the views in once they have caught up.
  mode: 'active' | 'rebuild';
  runnerId: string;
  logger: Logger;
  // The process's lock session (see lock-session.ts); a runner started on its own opens one of its own.
  locks?: LockSession;
  // The process's mover of passed-over checkpoints (see checkpoint-mover.ts); a runner started on its own
  // makes one of its own.
  checkpoints?: CheckpointMover;
  batchSize?: number;
  // A rebuild has no one waiting for it: bigger batches, and it waits for the next page rather than
  // writing a partial batch. Defaults: batchSize when given, else 2,000 events and 50 ms.
  rebuildBatchSize?: number;
  lockRetryMs?: number;
  // How long to wait for more events before writing a partial batch.
  flushDelayMs?: number;
  // Events this read model does not fold move its checkpoint at once when the checkpoint was last written
  // longer ago than this, else this long after that write: not one transaction per batch, for under load
  // most batches are other modules' events.
  passedOverCheckpointMs?: number;
  onSwapped?: () => void;
};

export type ProjectionRunner = {
  stop(): Promise<void>;
  status(): 'standby' | 'running' | 'stopped';
};

// Another runner moved the checkpoint: this one lost its lock and must not write.
class CheckpointMoved extends Error {}
// The session holding this runner's lock died: it stops folding and waits for the lock again.
class LockLost extends Error {}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Pending = Promise<IteratorResult<RecordedEvent>>;
// Events read past but not yet covered by a written checkpoint, and when it is due.
type PassedOver = { to: Position; count: number; dueAt: number };
const passOver = (previous: PassedOver | null, batch: readonly RecordedEvent[], dueAt: number): PassedOver => ({
  to: (batch[batch.length - 1] as RecordedEvent).position,
  count: (previous?.count ?? 0) + batch.length,
  dueAt: previous?.dueAt ?? dueAt,
});

// One timer per batch (not per event): events that arrive before it fires join the batch. `fire` ends
// the wait early (the lock was lost).
function deadline(ms: number): { promise: Promise<'idle'>; cancel: () => void; fire: () => void } {
  let timer: NodeJS.Timeout | undefined;
  let fire = () => {};
  const promise = new Promise<'idle'>((resolve) => {
    timer = setTimeout(() => resolve('idle'), ms);
    fire = () => resolve('idle');
  });
  return { promise, cancel: () => clearTimeout(timer), fire };
}

// The change notices of one batch, in the order the projection announced them (ids follow insertion order).
async function writeChanges(trx: Transaction<unknown>, changes: readonly { change: UiChange; cause: Position }[]): Promise<void> {
  for (let start = 0; start < changes.length; start += 5000) {
    const rows = changes
      .slice(start, start + 5000)
      .map(
        ({ change, cause }) =>
          sql`(${change.topic}, ${change.rooms}, ${change.locationId ?? null}, ${change.ids ?? []}, ${formatPosition(cause)}, ${change.patch ? JSON.stringify(change.patch.value) : null}::jsonb, ${change.patch?.rooms ?? []}::text[])`,
      );
    await sql`insert into ui_changes (topic, rooms, location_id, ids, event_position, patch, patch_rooms) values ${sql.join(rows)}`.execute(
      trx,
    );
  }
}

export function startProjectionRunner(options: RunnerOptions): ProjectionRunner {
  const { db, pool, store, projection, generation, runnerId, logger } = options;
  const batchSize = options.batchSize ?? 500;
  const rebuildBatchSize = options.rebuildBatchSize ?? options.batchSize ?? 10000;
  const lockRetryMs = options.lockRetryMs ?? 1000;
  const flushDelayMs = options.flushDelayMs ?? 1;
  const rebuildFlushDelayMs = Math.max(flushDelayMs, 50);
  const passedOverCheckpointMs = options.passedOverCheckpointMs ?? 500;
  const lockKey = `projection:${projection.name}:${generation}`;
  const ownLocks = options.locks ? null : createLockSession(pool, { logger, retryMs: lockRetryMs });
  const locks = options.locks ?? (ownLocks as LockSession);
  const checkpoints = options.checkpoints ?? createCheckpointMover(db);
  const cancelWait = new AbortController();
  let mode = options.mode;
  let state: 'standby' | 'running' | 'stopped' = 'standby';
  let stopping = false;
  let closeSubscription: (() => Promise<void>) | null = null;
  const log = logger.child({ projection: projection.name, generation });

  // passedOver: events before the batch that this read model does not fold, read since `from`.
  async function flush(batch: RecordedEvent[], from: Position | null, passedOver: number): Promise<Position> {
    const last = (batch[batch.length - 1] as RecordedEvent).position;
    await db.transaction().execute(async (trx) => {
      if (mode === 'active') await announceChangeWriter(trx);
      // A rebuild's batch lost in a crash is folded again from the checkpoint it committed with: no one
      // waits on it, so it need not wait for the disk.
      else await sql`set local synchronous_commit = off`.execute(trx);
      const changes: { change: UiChange; cause: Position }[] = [];
      await projection.apply(trx, batch, {
        schema: generationSchema(projection, generation),
        live: mode === 'active',
        change: (change, cause) => changes.push({ change, cause: cause.position }),
      });
      if (mode === 'active') await writeChanges(trx, changes);
      // The checkpoint, and the wake-ups of those waiting on it and on the change notices, in one statement
      // (notifications are sent at commit). The feed is woken also by a batch that wrote no notice: it held
      // the feed's horizon (announceChangeWriter), so its commit may make other read models' notices
      // readable, which the feed would otherwise find only at its next short poll.
      const wakeChanges = mode === 'active';
      const { rows: moved } = await sql<{ name: string }>`
        with moved as (
          update projection_checkpoints
          set checkpoint_commit = ${last.commit}, checkpoint_prepare = ${last.prepare},
              events_processed = events_processed + ${batch.length + passedOver}, runner_id = ${runnerId}, heartbeat_at = now(), updated_at = now(),
              last_error = null, failed_at = null
          where name = ${projection.name} and generation = ${generation}
            and checkpoint_commit is not distinct from ${from?.commit ?? null}
            and checkpoint_prepare is not distinct from ${from?.prepare ?? null}
          returning name)
        select name from moved, pg_notify(${checkpointChannel}, name) as progress${wakeChanges ? sql`, pg_notify('ui_changes', '') as changes` : sql``}`.execute(
        trx,
      );
      if (moved.length !== 1) throw new CheckpointMoved(`checkpoint of ${projection.name} g${generation} moved under us`);
    });
    return last;
  }

  // Moves the checkpoint over events this read model passed over, with the other read models' moves.
  async function moveCheckpoint(to: Position, from: Position | null, passedOver: number): Promise<Position> {
    const moved = await checkpoints.move({ name: projection.name, generation, runnerId, from, to, count: passedOver });
    if (!moved) throw new CheckpointMoved(`checkpoint of ${projection.name} g${generation} moved under us`);
    return to;
  }

  async function readCheckpoint(): Promise<Position | null> {
    const { rows } = await sql<{ checkpoint_commit: bigint | null; checkpoint_prepare: bigint | null }>`
      select checkpoint_commit, checkpoint_prepare from projection_checkpoints where name = ${projection.name} and generation = ${generation}`.execute(
      db,
    );
    const row = rows[0];
    if (!row) throw new Error(`no checkpoint row for ${projection.name} g${generation}`);
    return row.checkpoint_commit === null || row.checkpoint_prepare === null
      ? null
      : { commit: row.checkpoint_commit, prepare: row.checkpoint_prepare };
  }

  // A rebuild swaps in once it has folded at least as far as the generation serving now: reads never go
  // back in time, and under sustained writes it need not be exactly at the head (it folds the rest after).
  async function caughtUp(position: Position | null): Promise<boolean> {
    const { rows } = await sql<{ commit: bigint | null; prepare: bigint | null }>`
      select c.checkpoint_commit as commit, c.checkpoint_prepare as prepare
      from projections p join projection_checkpoints c on c.name = p.name and c.generation = p.active_generation
      where p.name = ${projection.name}`.execute(db);
    const active = rows[0];
    if (!active || active.commit === null || active.prepare === null)
      return (await store.countEvents({ after: position ?? undefined, limit: 1 })) === 0;
    return position !== null && comparePositions(position, { commit: active.commit, prepare: active.prepare }) >= 0;
  }

  // Holds the lock and folds events until stopped or fenced off.
  async function runWhileLocked(lease: LockLease): Promise<void> {
    let checkpoint = await readCheckpoint();
    // Events of other read models, read past.
    let passedOver: PassedOver | null = null;
    let checkpointWritten = 0;
    await sql`update projection_checkpoints set runner_id = ${runnerId}, heartbeat_at = now() where name = ${projection.name} and generation = ${generation}`.execute(
      db,
    );
    const subscription = store.subscribeToAll(checkpoint ? { fromPosition: checkpoint } : {});
    closeSubscription = () => subscription.close();
    const iterator = subscription[Symbol.asyncIterator]();
    let pending: Pending | null = null;
    let batch: RecordedEvent[] = [];
    let lastBeat = Date.now();
    let timer: ReturnType<typeof deadline> | null = null;
    lease.onLost(() => timer?.fire());
    try {
      if (mode === 'rebuild' && (await caughtUp(checkpoint))) await trySwap();
      while (!stopping) {
        if (!lease.held()) throw new LockLost(`the lock session of ${projection.name} g${generation} ended`);
        pending ??= iterator.next();
        timer ??= deadline(
          batch.length > 0
            ? mode === 'rebuild'
              ? rebuildFlushDelayMs
              : flushDelayMs
            : passedOver
              ? Math.max(1, passedOver.dueAt - Date.now())
              : 1000,
        );
        const next = await Promise.race([pending, timer.promise]);
        if (next === 'idle') timer = null;
        else {
          pending = null;
          if (next.done) break;
          if (batch.length === 0) {
            // The first event of a batch: from now on, wait at most flushDelayMs for the rest.
            timer.cancel();
            timer = null;
          }
          batch.push(next.value);
          if (batch.length < (mode === 'rebuild' ? rebuildBatchSize : batchSize)) continue;
          timer?.cancel();
          timer = null;
        }
        if (!lease.held()) throw new LockLost(`the lock session of ${projection.name} g${generation} ended`);
        if (batch.length > 0 && mode === 'active' && !batch.some((event) => projection.folds(event))) {
          // Nothing to fold: the checkpoint moves with the next batch that folds, or once it is due.
          passedOver = passOver(passedOver, batch, Math.max(Date.now(), checkpointWritten + passedOverCheckpointMs));
          batch = [];
        }
        if (batch.length > 0) {
          // Read on while the batch is written: the next events arrive while this transaction commits.
          pending ??= iterator.next();
          checkpoint = await flush(batch, checkpoint, passedOver?.count ?? 0);
          checkpointWritten = Date.now();
          passedOver = null;
          batch = [];
          lastBeat = Date.now();
        } else if (passedOver && Date.now() >= passedOver.dueAt) {
          pending ??= iterator.next();
          checkpoint = await moveCheckpoint(passedOver.to, checkpoint, passedOver.count);
          checkpointWritten = Date.now();
          passedOver = null;
          lastBeat = Date.now();
        } else if (Date.now() - lastBeat > 5000) {
          await sql`update projection_checkpoints set heartbeat_at = now() where name = ${projection.name} and generation = ${generation} and runner_id = ${runnerId}`.execute(
            db,
          );
          lastBeat = Date.now();
        }
        if (mode === 'rebuild' && (next === 'idle' || batch.length === 0) && (await caughtUp(checkpoint))) await trySwap();
      }
      // Stopped with the lock still held: what was passed over need not be read again by the next runner.
      if (passedOver && lease.held()) await moveCheckpoint(passedOver.to, checkpoint, passedOver.count).catch(() => undefined);
    } finally {
      timer?.cancel();
      closeSubscription = null;
      await subscription.close();
      // Let the pending read finish so the subscription releases its resources.
      if (pending) await pending.catch(() => undefined);
      await iterator.return?.(undefined).catch(() => undefined);
    }
  }

  // Kept until a batch of this generation folds again (flush clears it with the checkpoint). Losing the lock
  // to another runner is no failure: that one goes on folding.
  async function recordFailure(error: unknown): Promise<void> {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000) || 'Unknown error';
    await sql`update projection_checkpoints set last_error = ${message}, failed_at = now() where name = ${projection.name} and generation = ${generation}`
      .execute(db)
      .catch((cause: unknown) => log.warn({ err: cause }, 'could not record the failure'));
  }

  async function trySwap() {
    if (await swapToGeneration(db, projection, generation)) {
      mode = 'active';
      log.info('rebuild caught up; the new tables now serve reads');
      options.onSwapped?.();
    }
  }

  const loop = (async () => {
    while (!stopping) {
      state = 'standby';
      const lease = await locks.acquire(lockKey, cancelWait.signal);
      if (!lease) break;
      try {
        state = 'running';
        log.info({ mode }, 'runner active');
        await runWhileLocked(lease);
      } catch (error) {
        if (stopping) break;
        const why =
          error instanceof CheckpointMoved
            ? 'another runner took over; standing by'
            : error instanceof LockLost
              ? 'lock lost with its session; standing by'
              : 'runner failed; retrying';
        log.warn({ err: error }, why);
        if (!(error instanceof CheckpointMoved || error instanceof LockLost)) await recordFailure(error);
        await lease.release();
        await sleep(lockRetryMs);
      } finally {
        await lease.release();
      }
    }
    state = 'stopped';
    await ownLocks?.close();
  })();

  return {
    status: () => state,
    async stop() {
      stopping = true;
      cancelWait.abort();
      await closeSubscription?.();
      await loop;
    },
  };
}
