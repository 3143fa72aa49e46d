import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createTestDatabase, testRedisUrl, type TestDatabase } from '@chairside/backend/testing/test-database';
import { projectionPoolSize, projectionsApplicationName } from '@chairside/projections/engine/projection-pool';
import { getProjectionStatuses } from '@chairside/projections/engine/projection-status';

// The real projections process on a database of its own: PostgreSQL terminates every connection it holds
// (an administrator, a failover), twice; the process logs it, keeps running, and folds what comes after.

const root = resolve(import.meta.dirname, '../..');
let database: TestDatabase;
let store: EventStore;
let child: ChildProcess;
let output = '';

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.db, database.pool);
});
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
  }
  await store.close();
  await database.drop();
});

async function registerClients(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const clientId = randomUUID();
    await store.appendToStream(
      `client-${clientId}`,
      [
        {
          id: randomUUID(),
          type: 'ClientRegistered',
          data: { clientId, firstName: `Client ${i}`, lastName: 'Terminated', phone: '', email: `${clientId}@example.com` },
          metadata: { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), source: 'api' },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
  }
}

async function foldedClients(): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from clients`.execute(database.db).catch(() => ({ rows: [] }));
  return rows[0]?.n ?? 0;
}

async function allCaughtUp(): Promise<boolean> {
  const statuses = await getProjectionStatuses(database.db, store);
  return statuses.length > 0 && statuses.every((status) => status.eventsBehind === 0);
}

async function projectionConnections(): Promise<number[]> {
  const { rows } = await sql<{ pid: number }>`
    select pid from pg_stat_activity where datname = current_database() and application_name = ${projectionsApplicationName}`.execute(
    database.db,
  );
  return rows.map((row) => row.pid);
}

describe('the projections process when PostgreSQL terminates its connections', () => {
  it('logs it, keeps running on a fixed number of connections, and catches up with the events appended after', async () => {
    await registerClients(3);
    child = spawn(process.execPath, ['--import', 'tsx', 'projections/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        REDIS_URL: testRedisUrl(),
        REDIS_PREFIX: `conn-${randomUUID().slice(0, 8)}`,
        LOG_LEVEL: 'info',
        PGAPPNAME: 'chairside-projections',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const alive = () => child.exitCode === null && child.signalCode === null;

    await expect.poll(async () => alive() && (await foldedClients()) === 3 && (await allCaughtUp()), { timeout: 60_000 }).toBe(true);
    // Every read model runs here, on the fixed pool: the lock session, the LISTEN, the change feed's lock, folds.
    const statuses = await getProjectionStatuses(database.db, store);
    expect(statuses.length).toBeGreaterThan(5);
    const before = await projectionConnections();
    expect(before.length).toBeGreaterThan(0);
    expect(before.length).toBeLessThanOrEqual(projectionPoolSize);

    let total = 3;
    for (let round = 0; round < 2; round += 1) {
      const pids = await projectionConnections();
      const { rows } = await sql<{ terminated: boolean }>`
        select pg_terminate_backend(pid) as terminated from unnest(${pids}::int[]) as pid`.execute(database.db);
      expect(rows.filter((row) => row.terminated).length).toBeGreaterThan(0);
      await registerClients(4);
      total += 4;
      await expect
        .poll(async () => alive() && (await foldedClients()) === total && (await allCaughtUp()), { timeout: 30_000, interval: 200 })
        .toBe(true);
    }

    expect(alive(), output).toBe(true);
    expect(output).toContain('terminating connection due to administrator command');
    expect(output).toContain('lock session lost');
    expect((await projectionConnections()).length).toBeLessThanOrEqual(projectionPoolSize);
  }, 120_000);
});
