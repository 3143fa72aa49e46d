import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { findRunningSystem } from './running-system';

const dirs: string[] = [];
function dataDir(system?: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), 'running-system-'));
  dirs.push(dir);
  if (system !== undefined) writeFileSync(join(dir, 'system.json'), typeof system === 'string' ? system : JSON.stringify(system));
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const recorded = {
  url: 'http://localhost:3000',
  databaseUrl: 'postgres://postgres:postgres@127.0.0.1:5433/chairside',
  redisUrl: 'redis://127.0.0.1:6380',
};

describe('finding the system npm start runs', () => {
  it('finds it from DATA_DIR/system.json while its process is alive', () => {
    expect(findRunningSystem(dataDir({ pid: process.pid, ...recorded }))).toEqual({ pid: process.pid, ...recorded });
  });

  it('ignores a file left by a system that is gone, a missing file and a damaged one', () => {
    // A process that has exited: its pid names no process now.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    expect(findRunningSystem(dataDir({ pid: Number(gone.stdout), ...recorded }))).toBeNull();
    expect(findRunningSystem(dataDir())).toBeNull();
    expect(findRunningSystem(dataDir('{"pid": 12'))).toBeNull();
    expect(findRunningSystem(dataDir({ pid: process.pid, url: 'http://localhost:3000' }))).toBeNull();
  });
});
