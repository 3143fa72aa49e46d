import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@chairside/backend/testing/test-database';

const root = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

let database: TestDatabase;
const dirs: string[] = [];
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// `npm run projections -- status`, as a person runs it beside `npm start`: no DATABASE_URL in the environment.
async function status(dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'projections/src/cli/projections-cli.ts', 'status'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run projections', () => {
  it('finds the database of the system npm start runs, and says which', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'projections-cli-'));
    dirs.push(dataDir);
    // What npm start records while it runs; this test's process stands in for it.
    writeFileSync(
      join(dataDir, 'system.json'),
      JSON.stringify({ pid: process.pid, url: 'http://localhost:3999', databaseUrl: database.url }),
    );
    const reply = await status(dataDir);
    expect(reply.code, reply.stderr).toBe(0);
    expect(reply.stderr).toContain('Using the database of the system running at http://localhost:3999');
    // A database no projections process has run on yet: the CLI says so rather than printing nothing.
    expect(reply.stdout).toContain('No read model has been built on this database yet');
  }, 60_000);

  it('without a running system or DATABASE_URL, says what to do', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'projections-cli-'));
    dirs.push(dataDir);
    const reply = await status(dataDir);
    expect(reply.code).toBe(1);
    expect(reply.stderr).toContain(`DATABASE_URL is required: no system started with npm start is running with its data in ${dataDir}`);
  }, 60_000);
});
