import type { Kysely } from 'kysely';
import { createTestDatabase as createDatabase, migratePlatform, type TestDatabase } from '@chairside/platform/testing/test-database';
import { migrateToLatest } from '@chairside/platform/migrations';
import { readModelMigrations } from '../src/migration-folder';

export { testRedisUrl, type TestDatabase } from '@chairside/platform/testing/test-database';

// A database of the test file's own with the event store and the read models: what the projections use.
export function createTestDatabase(): Promise<TestDatabase> {
  return createDatabase({
    migrate: async (db: Kysely<unknown>) => {
      await migratePlatform(db);
      await migrateToLatest(db, readModelMigrations);
    },
  });
}
