import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientImportSchema, clientImportUploadSchema, type ClientImport } from '@chairside/shared/client-imports/client-import-dto';
import { demoPassword } from '@chairside/backend/identity/index';
import { importedClientId } from '@chairside/backend/client-imports/client-import-service';
import { seedDemo } from '@chairside/backend/seed/demo-seed';
import { testRedisUrl } from '@chairside/backend/testing/test-database';
import { callApi, signIn, waitForReadModels } from '@chairside/backend/testing/test-session';
import { startTestSystem, type TestSystem } from '@chairside/backend/testing/test-system';
import { closeRedis, createRedis } from '@chairside/platform/redis';
import { testSmtpUrl } from '@chairside/platform/testing/test-mail';

// A CSV line as spreadsheets write it: a cell with a comma, quote or line break quoted.
const csvLine = (cells: readonly string[]) =>
  cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',');
const csvFile = (rows: readonly (readonly string[])[]) => rows.map(csvLine).join('\r\n');

// The import job survives its workers process: killed mid-import (SIGKILL, as a crash) and started again,
// it finishes with every row imported exactly once. A cancelled import registers nothing more.

const root = resolve(import.meta.dirname, '../..');
let system: TestSystem;
let manager: string;
const workers: ChildProcess[] = [];

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  manager = (await signIn(system.baseUrl, 'manager', demoPassword)).token;
}, 120_000);
afterAll(async () => {
  for (const child of workers) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await system?.stop();
});

// The real workers process (workers/src/main.ts) on the test system's database and Redis prefix.
function startWorkersProcess(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'workers/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: system.database.url,
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: system.redisPrefix,
      SMTP_URL: testSmtpUrl(),
      LOG_LEVEL: process.env.IMPORT_WORKERS_LOG ?? 'warn',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  workers.push(child);
  return child;
}
const kill = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });

const call = (method: string, path: string, body?: unknown) => callApi(system.baseUrl, method, path, manager, body);
const count = async (query: ReturnType<typeof sql<{ n: string }>>) => Number((await query.execute(system.database.db)).rows[0]?.n);
const batchesRecorded = (id: string) =>
  count(sql<{ n: string }>`select count(*) as n from events where stream = ${`clientimport-${id}`} and type = 'ClientImportBatchRecorded'`);

async function uploadRows(rows: number, tag: string) {
  const csv = csvFile([
    ['First name', 'Last name', 'Email'],
    ...Array.from({ length: rows }, (_, index) => [`Row${index}`, `Crash${tag}`, `row${index}.${tag}@example.com`]),
  ]);
  const response = await fetch(`${system.baseUrl}/api/client-imports?fileName=crash.csv`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv', Authorization: `Bearer ${manager}` },
    body: csv,
  });
  expect(response.status).toBe(200);
  return clientImportUploadSchema.parse(await response.json());
}

async function until<T>(what: string, read: () => Promise<T | null>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const progress = async (id: string): Promise<ClientImport | null> => {
  const response = await call('GET', `/client-imports/${id}`);
  return response.status === 200 ? clientImportSchema.parse(await response.json()) : null;
};

describe('the import job and its workers process', () => {
  it('finishes an import whose workers process was killed mid-way, every row exactly once', async () => {
    // Eight batches of 500: a batch's append is one statement now, and the process must die with most still to do.
    const rows = 4000;
    const file = await uploadRows(rows, 'k');
    const first = startWorkersProcess();
    expect((await call('POST', `/client-imports/${file.id}/start`, { mapping: file.guess, duplicates: 'skip' })).status).toBe(200);
    await until('a first batch', async () => ((await batchesRecorded(file.id)) > 0 ? true : null));
    await kill(first);
    const atKill = await batchesRecorded(file.id);
    expect(atKill * 500, 'the import was still going when its process died').toBeLessThan(rows);

    startWorkersProcess();
    const done = await until('the import to finish', async () => {
      const state = await progress(file.id);
      if (process.env.IMPORT_WORKERS_LOG) console.log(state?.processedRows);
      return state?.status === 'finished' ? state : null;
    });
    expect(done).toMatchObject({ totalRows: rows, processedRows: rows, imported: rows, merged: 0, skipped: 0, failed: 0 });
    // Exactly once: one registration per row, each in the stream of the client id its row derives, and one
    // claim per e-mail (names are sealed in the store, so the rows are told apart by their streams).
    const streams = Array.from({ length: rows }, (_, index) => `client-${importedClientId(file.id, index)}`);
    const { rows: registered } = await sql<{ n: bigint; distinct: bigint; derived: bigint }>`
      select count(*) as n, count(distinct stream) as distinct, count(*) filter (where stream = any(${streams})) as derived
      from events where type = 'ClientRegistered' and metadata->>'correlationId' = ${file.id}`.execute(system.database.db);
    expect(registered[0]).toEqual({ n: BigInt(rows), distinct: BigInt(rows), derived: BigInt(rows) });
    const claims = await count(
      sql<{
        n: string;
      }>`select count(*) as n from events where type = 'UniqueValueClaimed' and data->>'ownerId' = any(${streams.map((stream) => stream.slice('client-'.length))})`,
    );
    expect(claims).toBe(rows);
    expect(await batchesRecorded(file.id)).toBe(rows / 500);
    expect(await count(sql<{ n: string }>`select count(*) as n from client_import_rows where import_id = ${file.id}`)).toBe(0);
  }, 120_000);

  it('registers nothing for a cancelled import, and forgets its staged rows', async () => {
    for (const child of workers) await kill(child);
    const file = await uploadRows(50, 'c');
    expect((await call('POST', `/client-imports/${file.id}/start`, { mapping: file.guess, duplicates: 'skip' })).status).toBe(200);
    // Started again while its job waits: queued again (the same job), nothing more written.
    const again = await call('POST', `/client-imports/${file.id}/start`, { mapping: file.guess, duplicates: 'skip' });
    expect(again.status).toBe(200);
    expect(await count(sql<{ n: string }>`select count(*) as n from events where stream = ${`clientimport-${file.id}`}`)).toBe(1);
    const cancelled = await call('POST', `/client-imports/${file.id}/cancel`);
    expect(cancelled.status).toBe(200);
    expect(await count(sql<{ n: string }>`select count(*) as n from client_import_rows where import_id = ${file.id}`)).toBe(0);
    // The job still queued runs, finds the import cancelled and writes nothing.
    startWorkersProcess();
    const redis = createRedis(testRedisUrl());
    try {
      await until('the job to be done', async () =>
        (await redis.zscore(`${system.redisPrefix}:client-import:completed`, file.id)) ? true : null,
      );
    } finally {
      await closeRedis(redis);
    }
    expect(await progress(file.id)).toMatchObject({ status: 'cancelled', processedRows: 0, imported: 0 });
    expect((await call('POST', `/client-imports/${file.id}/cancel`)).status).toBe(200);
    expect(
      await count(
        sql<{ n: string }>`select count(*) as n from events where type = 'ClientRegistered' and metadata->>'correlationId' = ${file.id}`,
      ),
    ).toBe(0);
  }, 60_000);
});
