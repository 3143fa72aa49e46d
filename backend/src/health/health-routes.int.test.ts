import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthReplySchema, type Supervision } from '@chairside/shared/health';
import { reportHeartbeat, removeRunner } from '@chairside/projections/runner-heartbeat';
import { createApp } from '../app';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createRedis } from '@chairside/platform/redis';
import { createTestDatabase, testRedisUrl, type TestDatabase } from '../../testing/test-database';

let database: TestDatabase;
const servers: Server[] = [];
const redisClients: ReturnType<typeof createRedis>[] = [];

async function serve(redisUrl: string, supervisionFile?: string): Promise<string> {
  const redis = createRedis(redisUrl);
  redis.on('error', () => undefined);
  redisClients.push(redis);
  const app = createApp({
    logger: pino({ level: 'silent' }),
    health: {
      db: database.db,
      redis,
      eventStore: createPostgresEventStore(database.db, database.pool),
      version: 'test',
      timeoutMs: 1000,
      supervisionFile,
    },
    frontendDist: null,
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const server of servers) server.close();
  for (const redis of redisClients) redis.disconnect();
  await database.drop();
});

describe('GET /api/health', () => {
  it('answers 200 when PostgreSQL, Redis, the event store and a projections runner are up', async () => {
    await reportHeartbeat(database.db, 'runner-a');
    const base = await serve(testRedisUrl());
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(200);
    const body = healthReplySchema.parse(await response.json());
    expect(body.status).toBe('ok');
    expect(body.failing).toEqual([]);
    expect(Object.values(body.checks).map((check) => check.status)).toEqual(['up', 'up', 'up', 'up']);
    expect(response.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
  });

  it('counts only runners that reported recently', async () => {
    await database.db.executeQuery(
      sql`insert into projection_runners (runner_id, host, pid, heartbeat_at) values ('gone', 'h', 1, now() - interval '5 minutes')`.compile(
        database.db,
      ),
    );
    const base = await serve(testRedisUrl());
    const body = healthReplySchema.parse(await (await fetch(`${base}/api/health`)).json());
    expect(body.checks.projections.detail).toMatch(/^1 runner\(s\), heartbeat \d+ ms ago$/);
    await database.db.executeQuery(sql`delete from projection_runners where runner_id = 'gone'`.compile(database.db));
  });

  it('answers 503 naming projections when no runner reports', async () => {
    await removeRunner(database.db, 'runner-a');
    const base = await serve(testRedisUrl());
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(503);
    const body = healthReplySchema.parse(await response.json());
    expect(body.failing).toEqual(['projections']);
    expect(body.checks.projections.detail).toBe('no projections runner has reported');
  });

  it('answers 503 naming redis when Redis cannot be reached', async () => {
    await reportHeartbeat(database.db, 'runner-b');
    const base = await serve('redis://127.0.0.1:1');
    const response = await fetch(`${base}/api/health`);
    expect(response.status).toBe(503);
    const body = healthReplySchema.parse(await response.json());
    expect(body.failing).toEqual(['redis']);
    expect(body.checks.postgres.status).toBe('up');
  });

  it('reports what the supervisor of npm start recorded: restarts and the last exit, without changing the status', async () => {
    await reportHeartbeat(database.db, 'runner-c');
    const dir = mkdtempSync(join(tmpdir(), 'supervision-'));
    try {
      const file = join(dir, 'supervision.json');
      const recorded: Supervision = {
        supervisorPid: process.pid,
        startedAt: '2026-11-24T10:00:00.000Z',
        processes: {
          backend: { status: 'up', pid: 4321, restarts: 0, upSince: '2026-11-24T10:00:01.000Z', lastExit: null, nextRestartAt: null },
          projections: {
            status: 'up',
            pid: 4400,
            restarts: 1,
            upSince: '2026-11-24T10:05:02.000Z',
            lastExit: { code: null, signal: 'SIGKILL', at: '2026-11-24T10:05:00.000Z' },
            nextRestartAt: null,
          },
          workers: {
            status: 'restarting',
            pid: null,
            restarts: 2,
            upSince: '2026-11-24T10:04:00.000Z',
            lastExit: { code: 1, signal: null, at: '2026-11-24T10:06:00.000Z' },
            nextRestartAt: '2026-11-24T10:06:02.000Z',
          },
        },
      };
      writeFileSync(file, JSON.stringify(recorded));
      const base = await serve(testRedisUrl(), file);
      const response = await fetch(`${base}/api/health`);
      expect(response.status).toBe(200);
      const body = healthReplySchema.parse(await response.json());
      expect(body.status).toBe('ok');
      expect(body.supervision).toEqual(recorded);

      // Left behind by a supervisor that was killed (no such process): left out.
      writeFileSync(file, JSON.stringify({ ...recorded, supervisorPid: 2 ** 22 + 1 }));
      expect(healthReplySchema.parse(await (await fetch(`${base}/api/health`)).json()).supervision).toBeUndefined();

      // Not (or no longer) supervised: the part is left out, the checks answer as before.
      rmSync(file);
      const without = healthReplySchema.parse(await (await fetch(`${base}/api/health`)).json());
      expect(without.supervision).toBeUndefined();
      expect(without.status).toBe('ok');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps the caller request id and answers unknown API paths with a JSON 404', async () => {
    const base = await serve(testRedisUrl());
    const response = await fetch(`${base}/api/nope`, { headers: { 'X-Request-Id': 'trace-123' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('x-request-id')).toBe('trace-123');
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});
