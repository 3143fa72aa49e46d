import type { Server as HttpServer } from 'node:http';
import { createAdapter, type RedisAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { Logger } from 'pino';
import { Server, type Socket } from 'socket.io';
import { liveHandshakeSchema, type LiveServerEvents } from '@chairside/shared/live/live-messages';
import type { Principal, TokenVerifier } from '../auth/principal';
import { isPrunedPast, latestChange, readChanges, toChangeMessage } from '@chairside/projections/change-feed/change-feed-publisher';
import { parseChangeCursor, type ChangeCursor } from '@chairside/shared/live/change-cursor';
import { liveChannelKey } from '@chairside/platform/live/live-channel';
import { closeRedis } from '@chairside/platform/redis';
import { canJoinRoom, needsPermissions } from './room-access';
import { getUserPermissions } from '@chairside/projections/identity/identity-queries';
import type { ReadModels } from '@chairside/projections/database';
import { watchFactNotices } from '../appointments/index';
import { createRoomGuard } from './room-guard';
import type pg from 'pg';

type SocketData = { principal: Principal | null; rooms: string[]; lastPosition: ChangeCursor | null };

const maxReplay = 5000;

function parseCursor(token: string | undefined): ChangeCursor | null | 'invalid' {
  if (!token) return null;
  return parseChangeCursor(token) ?? 'invalid';
}

export type LiveServer = { io: Server<Record<string, never>, LiveServerEvents, Record<string, never>, SocketData>; close(): Promise<void> };

export function attachLiveServer(
  httpServer: HttpServer,
  deps: { redis: Redis; redisPrefix: string; db: Kysely<unknown>; pool: pg.Pool; verifyToken: TokenVerifier; logger: Logger },
): LiveServer {
  const pub = deps.redis.duplicate();
  const sub = deps.redis.duplicate();
  for (const client of [pub, sub]) client.on('error', (error) => deps.logger.warn({ err: error }, 'live redis connection problem'));
  // Notices published while the adapter's subscriber was cut off from Redis (a Redis restart) never reach
  // the sockets here, and they stay connected, so no replay follows: once it is back, every socket here is
  // told to refetch.
  let subscribedBefore = false;
  sub.on('ready', () => {
    if (subscribedBefore) {
      deps.logger.warn('live notices may have been missed while Redis was away; asking every socket to resync');
      io.local.emit('resync');
    }
    subscribedBefore = true;
  });
  const io = new Server<Record<string, never>, LiveServerEvents, Record<string, never>, SocketData>(httpServer, {
    serveClient: false,
    adapter: createAdapter(pub, sub, { key: liveChannelKey(deps.redisPrefix) }),
    cors: { origin: false },
  });
  // The booking path's fact cache hears the same change notices, decoded as the adapter decodes them, and
  // so does the guard that takes a socket out of the rooms its user may no longer follow.
  const notices = { subscriber: sub, redisPrefix: deps.redisPrefix, decoder: (io.of('/').adapter as unknown as RedisAdapter).parser };
  const stopFactNotices = watchFactNotices(notices);
  const guard = createRoomGuard({ io, db: deps.db, pool: deps.pool, verifyToken: deps.verifyToken, logger: deps.logger, notices });

  io.use(async (socket, next) => {
    try {
      const parsed = liveHandshakeSchema.safeParse(socket.handshake.auth ?? {});
      if (!parsed.success) return next(new Error('The live connection request is not valid'));
      const { token, rooms, lastPosition } = parsed.data;
      const principal = token ? await deps.verifyToken(token) : null;
      if (token && !principal) return next(new Error('Authentication required'));
      const permissions =
        principal?.role === 'staff' && rooms.some(needsPermissions)
          ? new Set((await getUserPermissions(deps.db.withTables<ReadModels>(), principal.userId))?.permissions ?? [])
          : undefined;
      const refused = rooms.find((room) => !canJoinRoom(principal, room, permissions));
      if (refused) return next(new Error(`Not allowed to follow ${refused}`));
      const cursor = parseCursor(lastPosition);
      if (cursor === 'invalid') return next(new Error('lastPosition is not a change feed position'));
      socket.data = { principal, rooms, lastPosition: cursor };
      next();
    } catch (error) {
      // Not a refusal: reading the session or permissions failed (PostgreSQL restarting). An error handed to
      // next() ends the client's reconnecting for good; a closed connection makes it try again with backoff.
      deps.logger.warn({ err: error }, 'live handshake failed; closing the connection so the client retries');
      socket.conn.close();
      next(error instanceof Error ? error : new Error(String(error)));
    }
  });

  io.on('connection', (socket) => {
    void welcome(socket).catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'live replay failed; asking the client to resync');
      socket.emit('resync');
    });
  });

  // Join first, then replay: a change published meanwhile may arrive twice, never not at all;
  // clients ignore positions they have already seen.
  async function welcome(socket: Socket<Record<string, never>, LiveServerEvents, Record<string, never>, SocketData>) {
    const { rooms, lastPosition } = socket.data;
    await socket.join(rooms);
    let latest: string | null = null;
    if (lastPosition) {
      const tooOld = await isPrunedPast(deps.db, lastPosition);
      const rows = tooOld ? [] : await readChanges(deps.db, lastPosition, maxReplay + 1, rooms);
      if (tooOld || rows.length > maxReplay) {
        socket.emit('resync');
      } else {
        for (const row of rows) {
          const message = toChangeMessage(row, rooms);
          socket.emit('change', message);
          latest = message.position;
        }
      }
    }
    if (!latest) {
      const newest = await latestChange(deps.db);
      latest = newest ? `${newest.commit}.${newest.id}` : null;
    }
    socket.emit('ready', { position: latest });
  }

  return {
    io,
    async close() {
      stopFactNotices();
      await guard.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.all([closeRedis(pub), closeRedis(sub)]);
    },
  };
}
