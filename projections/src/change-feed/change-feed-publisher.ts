import type { LiveTopic } from '@chairside/shared/live/live-topics';
import { Emitter } from '@socket.io/redis-emitter';
import type { Redis } from 'ioredis';
import { sql, type Kysely } from 'kysely';
import type pg from 'pg';
import type { Logger } from 'pino';
import { createNotificationHub } from '@chairside/platform/event-store/postgres-notifications';
import { liveChannelKey } from '@chairside/platform/live/live-channel';
import { changeWritersKey } from './change-writers';
import { MINUTE_MS } from '@chairside/shared/format/durations';
import { compareChangeCursors, formatChangeCursor, type ChangeCursor } from '@chairside/shared/live/change-cursor';
import { liveEvents, type ChangeMessage } from '@chairside/shared/live/live-messages';

type ChangeRow = {
  tx_text: string;
  id: bigint;
  topic: LiveTopic;
  rooms: string[];
  location_id: string | null;
  ids: string[];
  patch: unknown;
  patch_rooms: string[];
};

export type ChangeFeedOptions = {
  db: Kysely<unknown>;
  pool: pg.Pool;
  redis: Redis;
  redisPrefix: string;
  logger: Logger;
  retentionMinutes?: number;
  lockRetryMs?: number;
};

export const changeFeedLockKey = 'change-feed-publisher';

const cursorOf = (row: { tx_text: string; id: bigint }): ChangeCursor => ({ commit: BigInt(row.tx_text), id: row.id });

// The notice as a socket receives it: with its patch only for a socket in one of the patch's rooms.
export function toChangeMessage(row: ChangeRow, socketRooms: readonly string[] = []): ChangeMessage {
  const message: ChangeMessage = {
    position: formatChangeCursor(cursorOf(row)),
    topic: row.topic,
    ids: row.ids,
    locationId: row.location_id,
  };
  const patched = row.patch !== null && row.patch !== undefined && row.patch_rooms.some((room) => socketRooms.includes(room));
  return patched ? { ...message, patch: row.patch } : message;
}

// True when notices after `cursor` may already have been pruned: a client that far behind must refetch all.
export async function isPrunedPast(db: Kysely<unknown>, cursor: ChangeCursor): Promise<boolean> {
  const { rows } = await sql<{
    pruned_commit: bigint;
    pruned_id: bigint;
  }>`select pruned_commit, pruned_id from change_feed_state where id = 1`.execute(db);
  const pruned = rows[0];
  return pruned !== undefined && compareChangeCursors(cursor, { commit: BigInt(pruned.pruned_commit), id: BigInt(pruned.pruned_id) }) < 0;
}

// Reads change notices below the transaction horizon, in order, after the cursor; with `rooms`, only
// those a socket in one of these rooms may see (a reconnecting client's replay).
export async function readChanges(db: Kysely<unknown>, after: ChangeCursor | null, limit: number, rooms?: string[]): Promise<ChangeRow[]> {
  const { rows } = await sql<ChangeRow>`
    select transaction_id::text as tx_text, id, topic, rooms, location_id, ids, patch, patch_rooms from ui_changes
    where transaction_id < (select write_horizon(${changeWritersKey}))
      and ${after ? sql`(transaction_id, id) > (${after.commit.toString()}::xid8, ${after.id})` : sql`true`}
      and ${rooms ? sql`(rooms && ${rooms}::text[] or patch_rooms && ${rooms}::text[] or '*' = any(rooms))` : sql`true`}
    order by transaction_id, id limit ${limit}`.execute(db);
  return rows;
}

// The newest change notice written, published or not.
export async function latestChange(db: Kysely<unknown>): Promise<ChangeCursor | null> {
  const { rows } = await sql<{ tx_text: string; id: bigint }>`
    select transaction_id::text as tx_text, id from ui_changes order by transaction_id desc, id desc limit 1`.execute(db);
  return rows[0] ? cursorOf(rows[0]) : null;
}

// Deletes published notices older than the retention and remembers how far it went.
export async function pruneChanges(
  db: Kysely<unknown>,
  retentionMinutes: number,
  publishedThrough: { commit: bigint; id: bigint },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ tx_text: string; id: bigint }>`
      delete from ui_changes
      where created_at < now() - make_interval(mins => ${retentionMinutes})
        and (transaction_id, id) <= (${publishedThrough.commit.toString()}::xid8, ${publishedThrough.id})
      returning transaction_id::text as tx_text, id`.execute(trx);
    if (rows.length === 0) return;
    const newest = rows.reduce((max, row) => (compareChangeCursors(cursorOf(row), cursorOf(max)) > 0 ? row : max));
    await sql`
      update change_feed_state set pruned_commit = greatest(pruned_commit, ${BigInt(newest.tx_text)}),
        pruned_id = case when ${BigInt(newest.tx_text)} >= pruned_commit then ${newest.id} else pruned_id end
      where id = 1`.execute(trx);
  });
}

// One active publisher (advisory lock) sends every ui_changes row, in order, to socket.io rooms through
// the Redis adapter's channel, so each backend replica delivers it to its own sockets.
export function startChangeFeedPublisher(options: ChangeFeedOptions): { stop(): Promise<void> } {
  const { db, pool, redis, logger } = options;
  const emitter = new Emitter(redis, { key: liveChannelKey(options.redisPrefix) });
  const hub = createNotificationHub(pool, { channel: 'ui_changes' });
  const retentionMinutes = options.retentionMinutes ?? 15;
  let stopping = false;
  let lockLost = false;
  const signal: { closed: boolean; wake?: () => void } = { closed: false };

  async function publishLoop() {
    const { rows: state } = await sql<{
      cursor_commit: bigint;
      cursor_id: bigint;
    }>`select cursor_commit, cursor_id from change_feed_state where id = 1`.execute(db);
    // A first start publishes only what is new: older notices were for screens long closed.
    let cursor = state[0]
      ? { commit: state[0].cursor_commit, id: state[0].cursor_id }
      : ((await latestChange(db)) ?? { commit: 0n, id: 0n });
    let lastPrune = 0;
    let shortPolls = 0;
    while (!stopping && !lockLost) {
      const generation = hub.generation();
      const rows = await readChanges(db, cursor, 500);
      for (const row of rows) {
        const message = toChangeMessage(row);
        if (row.rooms.includes('*')) emitter.emit(liveEvents.change, message);
        else if (row.patch === null || row.patch_rooms.length === 0) emitter.to(row.rooms).emit(liveEvents.change, message);
        else {
          // Sockets that may read the records get them; the others, the notice alone (each socket once).
          emitter.to(row.patch_rooms).emit(liveEvents.change, toChangeMessage(row, row.patch_rooms));
          emitter.to(row.rooms).except(row.patch_rooms).emit(liveEvents.change, message);
        }
      }
      const last = rows[rows.length - 1];
      if (last) {
        cursor = cursorOf(last);
        await sql`
          insert into change_feed_state (id, cursor_commit, cursor_id) values (1, ${cursor.commit}, ${cursor.id})
          on conflict (id) do update set cursor_commit = excluded.cursor_commit, cursor_id = excluded.cursor_id`.execute(db);
      }
      if (Date.now() - lastPrune > MINUTE_MS) {
        lastPrune = Date.now();
        await pruneChanges(db, retentionMinutes, cursor);
      }
      if (rows.length > 0) shortPolls = 0;
      if (rows.length === 500) continue;
      if (hub.generation() !== generation) {
        shortPolls = 50;
        continue;
      }
      // After a notice that is not visible yet (an older transaction holds the horizon), look again soon.
      await hub.wait(generation, shortPolls > 0 ? 10 : 250, signal);
      shortPolls = hub.generation() !== generation ? 50 : Math.max(0, shortPolls - 1);
    }
  }

  const loop = (async () => {
    await hub.retain();
    try {
      while (!stopping) {
        let connection: pg.PoolClient | null = null;
        let locked = false;
        try {
          connection = await pool.connect();
          // The lock dies with its session: stop publishing, and take the lock again (or stand by).
          const lockSession = connection;
          lockSession.on('error', () => {
            if (connection === lockSession) lockLost = true;
          });
          lockLost = false;
          const { rows } = await connection.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [
            changeFeedLockKey,
          ]);
          locked = rows[0]?.locked === true;
          if (locked) {
            logger.info('change feed publisher active');
            await publishLoop();
          }
        } catch (error) {
          if (!stopping) {
            logger.warn({ err: error }, 'change feed publisher failed; retrying');
            await new Promise((resolve) => setTimeout(resolve, 1000));
          }
        } finally {
          // Destroyed, not returned: that frees the session's advisory lock for a standby.
          connection?.release(true);
          connection = null;
        }
        if (!locked && !stopping) await hub.wait(hub.generation(), options.lockRetryMs ?? 1000, signal);
      }
    } finally {
      await hub.release();
    }
  })();

  return {
    async stop() {
      stopping = true;
      signal.closed = true;
      signal.wake?.();
      await loop;
    },
  };
}
