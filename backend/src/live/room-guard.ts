import type pg from 'pg';
import type { Logger } from 'pino';
import type { Server, Socket } from 'socket.io';
import type { Kysely } from 'kysely';
import type { LiveServerEvents } from '@chairside/shared/live/live-messages';
import type { Redis } from 'ioredis';
import { listenToChangeNotices, type NoticeDecoder } from '@chairside/platform/live/change-notices';
import { getUserPermissions } from '@chairside/projections/identity/identity-queries';
import type { ReadModels } from '@chairside/projections/database';
import type { Principal, TokenVerifier } from '../auth/principal';
import { SESSIONS_REVOKED_CHANNEL } from '../auth/sessions';
import { canJoinRoom, needsPermissions } from './room-access';

// Access to a room is checked when a socket joins, and again whenever it may have shrunk: a change notice
// of the users or permission groups (a permission removed, a user deactivated) rechecks every socket of
// this process; a revoked sign-in (sign-out, password change or reset, heard on PostgreSQL's
// SESSIONS_REVOKED_CHANNEL from whichever process revoked it) rechecks that user's sockets. A socket whose
// sign-in no longer holds is disconnected; one whose permissions shrank leaves the rooms it may no longer
// follow at once and is told which rooms it still follows.

export type GuardedSocketData = { principal: Principal | null; rooms: string[] };
type LiveSocket<D> = Socket<Record<string, never>, LiveServerEvents, Record<string, never>, D>;

const accessTopics = new Set(['users', 'permission-groups']);
const relistenMs = 1_000;

export type RoomGuard = { recheck(userIds?: readonly string[]): Promise<void>; close(): Promise<void> };

export function createRoomGuard<D extends GuardedSocketData>(deps: {
  io: Server<Record<string, never>, LiveServerEvents, Record<string, never>, D>;
  db: Kysely<unknown>;
  pool: pg.Pool;
  verifyToken: TokenVerifier;
  logger: Logger;
  notices: { subscriber: Redis; redisPrefix: string; decoder: NoticeDecoder };
}): RoomGuard {
  let closed = false;

  async function recheckSocket(socket: LiveSocket<D>): Promise<void> {
    const { principal, rooms } = socket.data;
    if (!principal) return;
    const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const current = typeof token === 'string' ? await deps.verifyToken(token) : null;
    if (!current) {
      socket.disconnect(true);
      return;
    }
    const permissions =
      current.role === 'staff' && rooms.some(needsPermissions)
        ? new Set((await getUserPermissions(deps.db.withTables<ReadModels>(), current.userId))?.permissions ?? [])
        : undefined;
    const kept = rooms.filter((room) => canJoinRoom(current, room, permissions));
    if (kept.length === rooms.length) return;
    for (const room of rooms) if (!kept.includes(room)) await socket.leave(room);
    socket.data = { ...socket.data, principal: current, rooms: kept };
    socket.emit('rooms', { rooms: kept });
  }

  // Rechecks one at a time: a burst of notices (a group edited with forty members) queues one pass.
  let running: Promise<void> = Promise.resolve();
  let pending: { all: boolean; users: Set<string> } | null = null;
  function recheck(userIds?: readonly string[]): Promise<void> {
    if (!pending) {
      pending = { all: false, users: new Set() };
      running = running.then(async () => {
        const batch = pending;
        pending = null;
        if (!batch || closed) return;
        const sockets = [...deps.io.of('/').sockets.values()];
        for (const socket of sockets) {
          const userId = socket.data.principal?.userId;
          if (!userId || (!batch.all && !batch.users.has(userId))) continue;
          await recheckSocket(socket).catch((error: unknown) => deps.logger.warn({ err: error }, 'live access recheck failed'));
        }
      });
    }
    if (userIds) for (const id of userIds) pending.users.add(id);
    else pending.all = true;
    return running;
  }

  const notices = listenToChangeNotices(deps.notices, {
    onTopic(topic) {
      if (topic === null || accessTopics.has(topic)) void recheck();
    },
  });

  // Revocations: a listening connection of its own, opened again after an error.
  let retry: NodeJS.Timeout | null = null;
  let dropListener = () => {};
  async function listen(): Promise<void> {
    if (closed) return;
    let connection: pg.PoolClient;
    try {
      connection = await deps.pool.connect();
    } catch (error) {
      deps.logger.warn({ err: error }, 'cannot listen for revoked sign-ins; retrying');
      retry = setTimeout(() => void listen(), relistenMs);
      return;
    }
    // Given back once, whichever ends it first (its socket's error, its LISTEN failing, close()), and only
    // then listened for again: PostgreSQL restarting under a LISTEN fails the query and then errors the
    // socket, and a connection given back twice throws (in an 'error' listener: the process ends), while
    // two retries would leave a second listener that is never given back.
    let dropped = false;
    const drop = (again: boolean) => {
      if (dropped) return;
      dropped = true;
      connection.release(true);
      if (!again || closed) return;
      // What was revoked while the connection was down: recheck everyone.
      void recheck();
      retry = setTimeout(() => void listen(), relistenMs);
    };
    connection.on('notification', (message) => {
      if (message.channel === SESSIONS_REVOKED_CHANNEL && message.payload) void recheck([message.payload]);
    });
    connection.on('error', () => drop(true));
    try {
      await connection.query(`listen ${SESSIONS_REVOKED_CHANNEL}`);
    } catch (error) {
      deps.logger.warn({ err: error }, 'cannot listen for revoked sign-ins; retrying');
      drop(true);
      return;
    }
    if (closed) return drop(false);
    dropListener = () => drop(false);
  }
  void listen();

  return {
    recheck,
    async close() {
      closed = true;
      notices.stop();
      if (retry) clearTimeout(retry);
      dropListener();
      await running.catch(() => undefined);
    },
  };
}
