import type pg from 'pg';
import type { Logger } from 'pino';

// One PostgreSQL session per process holds the advisory locks of every runner in it, so the connections a
// projections process needs do not grow with its read models. A lock lives as long as that session: when
// the session dies, every lease is lost at once (the runners stand down) and the session reconnects to
// take them again; a standby process polls for all the keys it waits on in one query.

export type LockLease = {
  // False once the session that held the lock is gone (or the lease was released).
  held(): boolean;
  // Called once when the lease is lost with its session.
  onLost(listener: () => void): void;
  release(): Promise<void>;
};

export type LockSession = {
  // Resolves with the lease once this session holds the lock, or null when `cancel` fires first.
  acquire(key: string, cancel?: AbortSignal): Promise<LockLease | null>;
  close(): Promise<void>;
};

type Waiter = { key: string; resolve: (lease: LockLease | null) => void };
type Held = { lost: boolean; listeners: (() => void)[] };

export function createLockSession(pool: pg.Pool, options: { logger: Logger; retryMs?: number }): LockSession {
  const retryMs = options.retryMs ?? 1000;
  const log = options.logger;
  let client: pg.PoolClient | null = null;
  let closed = false;
  const waiting = new Set<Waiter>();
  const held = new Map<string, Held>();
  let attempting: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  // One query at a time on the session (pg no longer queues them for us): an unlock waits for an attempt.
  let queue: Promise<unknown> = Promise.resolve();
  function run<Row extends pg.QueryResultRow>(connection: pg.PoolClient, text: string, values: unknown[]): Promise<pg.QueryResult<Row>> {
    const result = queue.then(() => connection.query<Row>(text, values));
    queue = result.catch(() => undefined);
    return result;
  }

  function lose(connection: pg.PoolClient, error: unknown) {
    if (client !== connection) return;
    client = null;
    // Destroyed, not returned: PostgreSQL frees the session's locks with it (if it is not gone already).
    connection.release(true);
    if (!closed) log.warn({ err: error, locks: held.size }, 'lock session lost; its runners stand down and take their locks again');
    const lost = [...held.values()];
    held.clear();
    for (const entry of lost) {
      entry.lost = true;
      for (const listener of entry.listeners.splice(0)) listener();
    }
  }

  async function session(): Promise<pg.PoolClient> {
    if (client) return client;
    const connection = await pool.connect();
    if (closed) {
      connection.release(true);
      throw new Error('lock session closed');
    }
    const onGone = (error?: unknown) => lose(connection, error ?? new Error('lock session ended'));
    connection.on('error', onGone);
    connection.once('end', () => onGone());
    client = connection;
    return connection;
  }

  function lease(key: string): LockLease {
    const entry: Held = { lost: false, listeners: [] };
    held.set(key, entry);
    let released = false;
    return {
      held: () => !released && !entry.lost,
      onLost(listener) {
        if (entry.lost) listener();
        else entry.listeners.push(listener);
      },
      async release() {
        if (released) return;
        released = true;
        if (entry.lost || held.get(key) !== entry) return;
        held.delete(key);
        const connection = client;
        if (!connection) return;
        try {
          await run(connection, 'select pg_advisory_unlock(hashtext($1))', [key]);
        } catch (error) {
          lose(connection, error);
        }
      },
    };
  }

  // Tries every waiting key in one query; the ones this session gets are handed out.
  async function attempt() {
    const batch = [...waiting].filter((waiter) => !held.has(waiter.key));
    const keys = [...new Set(batch.map((waiter) => waiter.key))];
    if (keys.length === 0) return;
    let connection: pg.PoolClient | null = null;
    try {
      connection = await session();
      const { rows } = await run<{ key: string; locked: boolean }>(
        connection,
        'select key, pg_try_advisory_lock(hashtext(key)) as locked from unnest($1::text[]) as key',
        [keys],
      );
      if (client !== connection) return;
      for (const { key, locked } of rows) {
        if (!locked) continue;
        const waiter = batch.find((candidate) => candidate.key === key && waiting.has(candidate));
        if (!waiter) {
          // Its runner gave up meanwhile: hand the lock back.
          await run(connection, 'select pg_advisory_unlock(hashtext($1))', [key]);
          continue;
        }
        waiting.delete(waiter);
        waiter.resolve(lease(key));
      }
    } catch (error) {
      if (connection) lose(connection, error);
      else if (!closed) log.warn({ err: error }, 'lock session cannot connect; retrying');
    }
  }

  function kick(delayMs = 0) {
    if (closed) return;
    if (attempting) {
      if (delayMs === 0) again = true;
      return;
    }
    clearTimeout(timer);
    timer = setTimeout(() => {
      attempting = attempt().finally(() => {
        attempting = null;
        const soon = again;
        again = false;
        if (waiting.size > 0) kick(soon ? 0 : retryMs);
      });
    }, delayMs);
  }

  return {
    acquire(key, cancel) {
      if (closed || cancel?.aborted) return Promise.resolve(null);
      return new Promise<LockLease | null>((resolve) => {
        const waiter: Waiter = {
          key,
          resolve: (value) => {
            cancel?.removeEventListener('abort', onAbort);
            resolve(value);
          },
        };
        const onAbort = () => {
          if (waiting.delete(waiter)) waiter.resolve(null);
        };
        cancel?.addEventListener('abort', onAbort);
        waiting.add(waiter);
        // Waiters that arrive in the same turn (a supervisor starting its runners) share one query.
        kick();
      });
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      for (const waiter of [...waiting]) {
        waiting.delete(waiter);
        waiter.resolve(null);
      }
      await attempting;
      if (client) lose(client, new Error('lock session closed'));
    },
  };
}
