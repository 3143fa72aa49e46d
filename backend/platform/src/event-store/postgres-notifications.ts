import type pg from 'pg';

// One LISTEN connection per event store, shared by all its subscriptions. A notification is only a
// wake-up hint: readers always re-read with the transaction horizon.
export type NotificationHub = {
  // Increases on every notification; compare before and after a read to avoid a lost wake-up.
  generation(): number;
  wait(sinceGeneration: number, timeoutMs: number, signal: { closed: boolean; wake?: () => void }): Promise<void>;
  retain(): Promise<void>;
  release(): Promise<void>;
};

export function createNotificationHub(pool: pg.Pool, channel = 'events'): NotificationHub {
  let client: pg.PoolClient | null = null;
  let connecting: Promise<void> | null = null;
  let users = 0;
  let detach = () => {};
  let counter = 0;
  const waiters = new Set<() => void>();

  const wakeAll = () => {
    counter += 1;
    for (const wake of waiters) wake();
  };

  async function connect() {
    const connection = await pool.connect();
    connection.on('notification', wakeAll);
    // A lost listener must not lose events: readers fall back to polling, and we reconnect on next use.
    const onError = () => {
      connection.off('notification', wakeAll);
      if (client === connection) {
        client = null;
        connection.release(true);
      }
      wakeAll();
    };
    connection.once('error', onError);
    detach = () => {
      connection.off('notification', wakeAll);
      connection.off('error', onError);
      // Keep a no-op so a late socket error while closing cannot crash the process.
      connection.on('error', () => undefined);
    };
    await connection.query(`listen ${channel}`);
    client = connection;
  }

  return {
    generation: () => counter,
    async wait(since, timeoutMs, signal) {
      if (counter !== since || signal.closed) return;
      if (users > 0 && !client && !connecting)
        connecting = connect()
          .catch(() => undefined)
          .finally(() => (connecting = null));
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waiters.delete(done);
          signal.wake = undefined;
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        waiters.add(done);
        signal.wake = done;
      });
    },
    async retain() {
      users += 1;
      if (!client) {
        connecting ??= connect().finally(() => (connecting = null));
        await connecting.catch(() => undefined);
      }
    },
    async release() {
      users -= 1;
      if (users === 0 && client) {
        const connection = client;
        client = null;
        detach();
        // Destroyed rather than returned: a connection that listened is not handed to other queries.
        connection.release(true);
      }
    },
  };
}
