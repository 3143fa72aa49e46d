import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore, NewEvent } from '@chairside/platform/event-store/event-store';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createTestDatabase, type TestDatabase } from '@chairside/backend/testing/test-database';

const root = resolve(import.meta.dirname, '../..');
let database: TestDatabase;
let store: EventStore;
const children: ChildProcess[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.db, database.pool);
});
afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await store.close();
  await database.drop();
});

function runner(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'projections/testing/run-tally-supervisor.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: database.url, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise<void>((done) => (child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done())));

async function appendTallies(streams: number, perStream: number) {
  await Promise.all(
    Array.from({ length: streams }, async () => {
      const stream = `tally-${randomUUID()}`;
      for (let i = 0; i < perStream; i += 1) {
        const event: NewEvent = {
          id: randomUUID(),
          type: 'Tallied',
          data: { amount: i + 1 },
          metadata: { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), source: 'api' },
        };
        await store.appendToStream(stream, [event], { expectedRevision: i === 0 ? 'no_stream' : BigInt(i - 1) });
      }
    }),
  );
}

async function checkpoint(name: string) {
  const { rows } = await sql<{ processed: string; runner: string | null }>`
    select c.events_processed::text as processed, c.runner_id as runner from projection_checkpoints c
    join projections p on p.name = c.name and p.active_generation = c.generation where c.name = ${name}`.execute(database.db);
  return { processed: Number(rows[0]?.processed ?? 0), runner: rows[0]?.runner ?? null };
}

async function totalEvents() {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from events`.execute(database.db);
  return rows[0]?.n ?? 0;
}

// The read model a full rebuild would produce, straight from the log.
async function fromLog() {
  const { rows } = await sql<{ stream: string; events: number; total: string }>`
    select stream, count(*)::int as events, sum((data->>'amount')::bigint)::text as total from events where type = 'Tallied' group by stream order by stream`.execute(
    database.db,
  );
  return rows;
}

async function readModel(table: string) {
  const { rows } = await sql<{
    stream: string;
    events: number;
    total: string;
  }>`select stream, events, total::text as total from ${sql.table(table)} order by stream`.execute(database.db);
  return rows;
}

describe('projection runners as real processes', () => {
  it('survives a kill -9 in the middle of a batch: the restarted runner ends equal to a full rebuild, every notice once', async () => {
    await appendTallies(20, 60);
    const slow = runner({ TALLY_NAME: 'tally_crash', TALLY_DELAY_MS: '300', TALLY_BATCH: '100', RUNNER_ID: 'slow' });
    await expect
      .poll(async () => (await checkpoint('tally_crash')).processed, { timeout: 30_000, interval: 50 })
      .toBeGreaterThanOrEqual(200);
    // Each batch sleeps 300 ms inside its transaction: by now the next one is half done.
    await new Promise((r) => setTimeout(r, 150));
    slow.kill('SIGKILL');
    await exited(slow);
    const atKill = await checkpoint('tally_crash');
    expect(atKill.processed).toBeLessThan(1200);
    const partial = await readModel('tally_crash_rows');
    expect(partial.reduce((sum, row) => sum + row.events, 0)).toBe(atKill.processed);

    runner({ TALLY_NAME: 'tally_crash', RUNNER_ID: 'restarted' });
    await expect
      .poll(async () => (await checkpoint('tally_crash')).processed, { timeout: 30_000, interval: 100 })
      .toBe(await totalEvents());
    expect(await readModel('tally_crash_rows')).toEqual(await fromLog());
    const { rows } = await sql<{ n: number; distinct: number }>`
      select count(*)::int as n, count(distinct event_position)::int as distinct from ui_changes where topic = 'clients'`.execute(
      database.db,
    );
    expect(rows[0]).toEqual({ n: 1200, distinct: 1200 });
  }, 90_000);

  it('lets a standby process take over within seconds when the active one is killed', async () => {
    const first = runner({ TALLY_NAME: 'tally_standby', RUNNER_ID: 'first' });
    await expect.poll(async () => (await checkpoint('tally_standby')).runner, { timeout: 30_000 }).toBe('first');
    const second = runner({ TALLY_NAME: 'tally_standby', RUNNER_ID: 'second' });
    await new Promise((r) => setTimeout(r, 1000));
    expect((await checkpoint('tally_standby')).runner).toBe('first');
    first.kill('SIGKILL');
    await exited(first);
    const killedAt = Date.now();
    await appendTallies(3, 10);
    await expect.poll(async () => (await checkpoint('tally_standby')).runner, { timeout: 10_000, interval: 50 }).toBe('second');
    const tookOverMs = Date.now() - killedAt;
    await expect.poll(async () => (await checkpoint('tally_standby')).processed, { timeout: 30_000 }).toBe(await totalEvents());
    expect(await readModel('tally_standby_rows')).toEqual(await fromLog());
    console.log(`standby took over ${tookOverMs} ms after the kill`);
    second.kill('SIGTERM');
    await exited(second);
  }, 90_000);
});
