import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import type {} from '@chairside/backend/testing/test-database';
// @ts-expect-error plain JavaScript module shared with the launcher
import { startPostgres, startRedis } from '../../scripts/lib/services.mjs';
// @ts-expect-error plain JavaScript module shared with the launcher
import { ensureRedisServer } from '../../scripts/lib/system-packages.mjs';


type Service = { url: string; adminUrl?: string; stop: () => Promise<void> };

// A throwaway PostgreSQL cluster and Redis for this run, under .data/ (PostgreSQL as root cannot live in a 0700 temp dir).
export default async function setup(project: TestProject) {
  const root = resolve(import.meta.dirname, '../..');
  const base = join(root, '.data', 'test-runs');
  mkdirSync(base, { recursive: true });
  const runDir = mkdtempSync(join(base, 'run-'));
  const [postgres, redis] = (await Promise.all([
    startPostgres({ dataDir: join(runDir, 'postgres'), fast: true }),
    startRedis({ binary: ensureRedisServer(), dataDir: join(runDir, 'redis'), persist: false }),
  ])) as [Service & { adminUrl: string }, Service];
  project.provide('databaseAdminUrl', postgres.adminUrl);
  project.provide('redisUrl', redis.url);
  return async () => {
    await Promise.allSettled([postgres.stop(), redis.stop()]);
    rmSync(runDir, { recursive: true, force: true });
  };
}
