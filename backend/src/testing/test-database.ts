import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateAll } from '../migrate-all';
import { createDb, createPool } from '../platform/database';

declare module 'vitest' {
  // Provided by tests/support/global-setup.ts for the whole run.
  export interface ProvidedContext {
    databaseAdminUrl: string;
    redisUrl: string;
  }
}

export type TestDatabase = { url: string; db: Kysely<unknown>; pool: pg.Pool; drop: () => Promise<void> };

// Each test file gets a database of its own on the run's PostgreSQL, migrated like production.
export async function createTestDatabase(options: { migrate?: boolean } = { migrate: true }): Promise<TestDatabase> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const pool = createPool(url, 20);
  const db = createDb<unknown>(pool);
  if (options.migrate !== false) {
    await migrateAll(db);
  }
  return {
    url,
    db,
    pool,
    drop: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export function testRedisUrl(): string {
  return inject('redisUrl');
}
