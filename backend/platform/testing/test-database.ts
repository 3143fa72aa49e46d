import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, createPool } from '../src/database';
import { migrateToLatest } from '../src/migrations';
import { platformMigrationSets } from '../src/platform-migrations';

declare module 'vitest' {
  // Provided by tests/support/global-setup.ts for the whole run.
  export interface ProvidedContext {
    databaseAdminUrl: string;
    redisUrl: string;
  }
}

export type TestDatabase = { url: string; db: Kysely<unknown>; pool: pg.Pool; drop: () => Promise<void> };

// Each test file gets a database of its own on the run's PostgreSQL. `migrate` brings it to the schema the
// package under test needs (by default the platform's own: the event store); each package's testing folder
// passes its migrations on top.
export async function createTestDatabase(options: { migrate?: (db: Kysely<unknown>) => Promise<unknown> } = {}): Promise<TestDatabase> {
  const adminUrl = inject('databaseAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const pool = createPool(url, 20);
  const db = createDb<unknown>(pool);
  await (options.migrate ?? migratePlatform)(db);
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

export async function migratePlatform(db: Kysely<unknown>): Promise<void> {
  for (const set of platformMigrationSets) await migrateToLatest(db, set);
}

export function testRedisUrl(): string {
  return inject('redisUrl');
}
