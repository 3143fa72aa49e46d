import type pg from 'pg';

// One LISTEN connection per event store, shared by all its subscriptions. A notification is only a
// wake-up hint: readers always re-read with the transaction horizon.
//
// With `readHead` (the newest position a reader may read), the hub also watches for its subscriptions:
// after every notification it reads the head every `pollMs` until it has stood still `quietPolls` times,
// and wakes the subscriptions only when the head has moved. Writers coalesce their notifications (one
// notifies, concurrent ones commit a moment later without) and an older transaction may still hold the
// horizon back, so a single notification can precede several visible commits. One cheap head query per
// tick and process, instead of every subscription re-reading the log on its own every tick: a process
// that folds seventeen read models paid seventeen reads for each tick of every burst. The watching ends as
// soon as a reading finds no writer in flight: a commit still to come can then only be a new writer's,
// whose own notification (or that of the writer it left it to, which is in flight) starts it again.
export type NotificationHub = {
  // Increases on every wake-up; compare before and after a read to avoid a lost wake-up.
  generation(): number;
  wait(sinceGeneration: number, timeoutMs: number, signal: { closed: boolean; wake?: () => void }): Promise<void>;
  retain(): Promise<void>;
  release(): Promise<void>;
};

// The readable head, and whether a writer that could still move it is in flight.
export type HeadReading = { head: string | null; writing: boolean };

export type NotificationHubOptions = {
  channel?: string;
  readHead?: () => Promise<HeadReading>;
  pollMs?: number;
  quietPolls?: number;
};

export function createNotificationHub(pool: pg.Pool, options: NotificationHubOptions = {}): NotificationHub {
  const { channel = 'events', readHead, pollMs = 5, quietPolls = 20 } = options;
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

  // The head last seen by the watcher; undefined until it has read one.
  let lastHead: string | null | undefined;
  let watching = false;
  let stillFor = 0;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function watch(): Promise<void> {
    if (!readHead) return;
    if (watching) {
      stillFor = 0;
      return;
    }
    watching = true;
    stillFor = 0;
    try {
      // The first read is at once: the notification's own commit is already visible to it.
      for (let first = true; users > 0 && stillFor < quietPolls; first = false) {
        if (!first) await sleep(pollMs);
        let reading: HeadReading;
        try {
          reading = await readHead();
        } catch {
          // Without a head to compare, wake everyone: they re-read and find out themselves.
          wakeAll();
          return;
        }
        if (reading.head !== lastHead) {
          lastHead = reading.head;
          stillFor = 0;
          wakeAll();
        } else stillFor += 1;
        if (!reading.writing) break;
      }
    } finally {
      watching = false;
    }
  }

  const onNotification = () => {
    if (readHead) void watch();
    else wakeAll();
  };

  async function connect() {
    const connection = await pool.connect();
    connection.on('notification', onNotification);
    // A lost listener must not lose events: readers fall back to polling, and we reconnect on next use.
    const onError = () => {
      connection.off('notification', onNotification);
      if (client === connection) {
        client = null;
        connection.release(true);
      }
      wakeAll();
    };
    connection.once('error', onError);
    detach = () => {
      connection.off('notification', onNotification);
      connection.off('error', onError);
      // Keep a no-op so a late socket error while closing cannot crash the process.
      connection.on('error', () => undefined);
    };
    try {
      await connection.query(`listen ${channel}`);
    } catch (error) {
      // Not listening (PostgreSQL going away under the LISTEN): given back, or every try to listen again
      // while it is away would keep a pool slot for good.
      detach();
      connection.release(true);
      throw error;
    }
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
