import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startSmtpCatcher, type SmtpCatcher } from '@chairside/platform/messaging/smtp-catcher';
import type {} from '@chairside/backend/testing/test-database';
import type {} from '@chairside/platform/testing/test-mail';
// @ts-expect-error plain JavaScript module shared with the launcher
import { startPostgres, startRedis } from '../../scripts/lib/services.mjs';
// @ts-expect-error plain JavaScript module shared with the launcher
import { ensureRedisServer } from '../../scripts/lib/system-packages.mjs';

type Service = { url: string; adminUrl?: string; stop: () => Promise<void> };

// A throwaway PostgreSQL cluster, Redis and SMTP catcher for this run, under .data/ (PostgreSQL as root
// cannot live in a 0700 temp dir).
export default async function setup(project: TestProject) {
  const root = resolve(import.meta.dirname, '../..');
  const base = join(root, '.data', 'test-runs');
  mkdirSync(base, { recursive: true });
  const runDir = mkdtempSync(join(base, 'run-'));
  const [postgres, redis, mail] = (await Promise.all([
    startPostgres({ dataDir: join(runDir, 'postgres'), fast: true }),
    startRedis({ binary: ensureRedisServer(), dataDir: join(runDir, 'redis'), persist: false }),
    // Kept in this process; a large buffer so one file's messages never push out another's mid-run.
    startSmtpCatcher({ maxMessages: 5000 }),
  ])) as [Service & { adminUrl: string }, Service, SmtpCatcher];
  project.provide('databaseAdminUrl', postgres.adminUrl);
  project.provide('redisUrl', redis.url);
  project.provide('smtpUrl', mail.smtpUrl);
  project.provide('mailInboxUrl', mail.inboxUrl);
  return async () => {
    await Promise.allSettled([postgres.stop(), redis.stop(), mail.close()]);
    rmSync(runDir, { recursive: true, force: true });
  };
}
