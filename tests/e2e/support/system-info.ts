import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// What `node scripts/start.mjs` wrote about the system under test: where its database, Redis and mail
// catcher listen. Playwright's config gives every worker the same E2E_DATA_DIR.
export type SystemInfo = { url: string; databaseUrl: string; redisUrl: string; mailUrl?: string };

export function systemInfo(): SystemInfo {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the e2e tests through tests/playwright.config.ts');
  return JSON.parse(readFileSync(join(dataDir, 'system.json'), 'utf8')) as SystemInfo;
}

export function mailUrl(): string {
  const url = systemInfo().mailUrl;
  if (!url) throw new Error('system.json has no mailUrl: the SMTP catcher is not running');
  return url;
}
