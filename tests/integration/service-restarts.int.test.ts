import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { Queue } from 'bullmq';
import { pino } from 'pino';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attachLiveServer, type LiveServer } from '@chairside/backend/live/live-server';
import { createDb, createPool } from '@chairside/platform/database';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import type { RecordedEvent } from '@chairside/platform/event-store/event-store';
import { migrateToLatest } from '@chairside/platform/migrations';
import { platformMigrationSets } from '@chairside/platform/platform-migrations';
import { closeRedis, createRedis } from '@chairside/platform/redis';
import type { LiveServerEvents } from '@chairside/shared/live/live-messages';
import { migrateAll } from '@chairside/backend/migrate-all';
// @ts-expect-error plain JavaScript module shared with the launcher
import { startPostgres, startRedis } from '../../scripts/lib/services.mjs';
// @ts-expect-error plain JavaScript module shared with the launcher
import { ensureRedisServer } from '../../scripts/lib/system-packages.mjs';

// What the chaos run (npm run chaos) leans on, each shown on its own against servers of the test's own
// that it restarts: an event-store subscription outlives a PostgreSQL restart; Redis started by `npm start`
// keeps a queued job through a crash (its append-only file); a live socket whose server's Redis restarted
// is told to resync, and one whose handshake failed on a database error tries again.

type Restartable = { url: string; port: number; stop(): Promise<void>; restart(): Promise<void> };
const root = resolve(import.meta.dirname, '../..');
mkdirSync(join(root, '.data', 'test-runs'), { recursive: true });
const dataDir = mkdtempSync(join(root, '.data', 'test-runs', 'restarts-'));
const started: Restartable[] = [];
let postgres: Restartable;

beforeAll(async () => {
  postgres = (await startPostgres({ dataDir: join(dataDir, 'postgres'), fast: true })) as Restartable;
  started.push(postgres);
}, 120_000);
afterAll(async () => {
  await Promise.allSettled(started.map((service) => service.stop()));
  rmSync(dataDir, { recursive: true, force: true });
});

describe('restarting the services under a running process', () => {
  it('keeps an event-store subscription going through a PostgreSQL restart: it gets the events appended after it', async () => {
    const pool = createPool(postgres.url, 5);
    const db = createDb<unknown>(pool);
    for (const set of platformMigrationSets) await migrateToLatest(db, set);
    const store = createPostgresEventStore(db, pool);
    const seen: RecordedEvent[] = [];
    let subscription = store.subscribeToAll();
    let closed = false;
    const consumed = (async () => {
      while (!closed) {
        try {
          for await (const event of subscription) seen.push(event);
          return;
        } catch {
          // A read failed while the server was away: the consumer (as the projection runner does) subscribes
          // again from the last event it has.
          await new Promise((resolve) => setTimeout(resolve, 200));
          const last = seen.at(-1);
          subscription = store.subscribeToAll(last ? { fromPosition: last.position } : {});
        }
      }
    })();
    const listening = async () =>
      (await pool.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where query = 'listen events'`)).rows[0]?.n;
    const append = (n: number) =>
      store.appendToStream(
        `restart-${randomUUID()}`,
        [
          {
            id: randomUUID(),
            type: 'Counted',
            data: { n },
            metadata: {
              userId: null,
              correlationId: randomUUID(),
              causationId: null,
              occurredAt: new Date().toISOString(),
              source: 'seed',
            },
          },
        ],
        { expectedRevision: 'no_stream' },
      );
    try {
      await append(1);
      await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(1);
      expect(await listening()).toBe(1);
      await postgres.restart();
      // The pool's connections died with the server; the first append may meet one of them.
      await expect
        .poll(
          () =>
            append(2).then(
              () => true,
              () => false,
            ),
          { timeout: 30_000, interval: 250 },
        )
        .toBe(true);
      await append(3);
      await expect.poll(() => seen.map((event) => event.data.n), { timeout: 30_000 }).toEqual([1, 2, 3]);
      // The wake-ups come through LISTEN again, not only the subscription's fallback poll.
      await expect.poll(listening, { timeout: 10_000 }).toBe(1);
    } finally {
      closed = true;
      await subscription.close();
      await consumed;
      await store.close();
      await db.destroy();
    }
  }, 90_000);

  it('keeps a queued job through a crash (kill -9) of the Redis npm start runs: its append-only file', async () => {
    const redis = (await startRedis({ binary: ensureRedisServer(), dataDir: join(dataDir, 'redis-aof'), persist: true })) as Restartable & {
      child: { kill(signal: string): void; once(event: string, listener: () => void): void };
    };
    started.push(redis);
    const prefix = `aof-${randomUUID().slice(0, 8)}`;
    let queue = new Queue('outbox', { connection: { url: redis.url, maxRetriesPerRequest: null }, prefix });
    queue.on('error', () => undefined);
    try {
      await queue.add('email', { to: 'someone@chairside.test' }, { jobId: 'email.kept' });
      // appendfsync everysec: the job reaches the append-only file within about a second; a loaded machine
      // may take longer, so the file itself is watched rather than the clock.
      const aofHolds = () =>
        readdirSync(join(dataDir, 'redis-aof'), { recursive: true, encoding: 'utf8' })
          .filter((name) => name.endsWith('.aof'))
          .some((name) => readFileSync(join(dataDir, 'redis-aof', name), 'latin1').includes('email.kept'));
      await expect.poll(aofHolds, { timeout: 15_000, interval: 200 }).toBe(true);
      const exited = new Promise<void>((resolve) => redis.child.once('exit', resolve));
      redis.child.kill('SIGKILL');
      await exited;
      await queue.close().catch(() => undefined);
      await redis.restart();
      queue = new Queue('outbox', { connection: { url: redis.url, maxRetriesPerRequest: null }, prefix });
      expect((await queue.getJob('email.kept'))?.data).toEqual({ to: 'someone@chairside.test' });
    } finally {
      // Closing a queue whose server died under it can itself throw inside BullMQ; the job is what is tested.
      await queue.close().catch(() => undefined);
    }
  }, 60_000);

  describe('live sockets', () => {
    let redis: Restartable;
    let server: HttpServer;
    let live: LiveServer;
    let base = '';
    let failHandshakes = 0;
    const sockets: Socket[] = [];
    let closeDb = async () => {};

    beforeAll(async () => {
      redis = (await startRedis({ binary: ensureRedisServer(), dataDir: join(dataDir, 'redis-live'), persist: false })) as Restartable;
      started.push(redis);
      const pool = createPool(postgres.url, 5);
      const db = createDb<unknown>(pool);
      await migrateAll(db);
      const client = createRedis(redis.url);
      client.on('error', () => undefined);
      server = createServer();
      live = attachLiveServer(server, {
        redis: client,
        redisPrefix: `live-${randomUUID().slice(0, 8)}`,
        db,
        pool,
        logger: pino({ level: 'silent' }),
        verifyToken: async () => {
          if (failHandshakes > 0) {
            failHandshakes -= 1;
            throw new Error('Connection terminated unexpectedly');
          }
          return { userId: 'admin-1', role: 'admin' };
        },
      });
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      closeDb = async () => {
        await closeRedis(client);
        await db.destroy();
      };
    }, 120_000);
    afterAll(async () => {
      for (const socket of sockets) socket.disconnect();
      await live?.close();
      await new Promise((done) => server?.close(done));
      await closeDb();
    });

    const open = (auth: object) => {
      const socket: Socket<LiveServerEvents> = connect(base, { auth, transports: ['websocket'], forceNew: true, reconnectionDelay: 100 });
      sockets.push(socket);
      return socket;
    };

    it('tells every socket to resync once the Redis its notices come through is back from a restart', async () => {
      const socket = open({ rooms: ['business'] });
      await new Promise((done) => socket.once('ready', done));
      let resyncs = 0;
      socket.on('resync', () => (resyncs += 1));
      await redis.restart();
      await expect.poll(() => resyncs, { timeout: 20_000 }).toBe(1);
      expect(socket.connected).toBe(true);
    }, 60_000);

    it('lets a socket whose handshake failed on a database error try again, and connect', async () => {
      failHandshakes = 1;
      const socket = open({ token: 'a-token', rooms: ['business'] });
      await new Promise((done) => socket.once('ready', done));
      expect(failHandshakes).toBe(0);
      expect(socket.connected).toBe(true);
    }, 30_000);
  });
});
