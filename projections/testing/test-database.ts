import type { Kysely } from 'kysely';
import {
  createTestDatabase as createDatabase,
  migratePlatform,
  type TestDatabase,
  type TestSchema,
} from '@chairside/platform/testing/test-database';
import { migrateToLatest } from '@chairside/platform/migrations';
import { readModelMigrations } from '../src/migration-folder';

export { testRedisUrl, type TestDatabase } from '@chairside/platform/testing/test-database';

// The event store and the read models: what the projections use.
export const projectionsSchema: TestSchema = {
  name: 'projections',
  migrate: async (db: Kysely<unknown>) => {
    await migratePlatform(db);
    await migrateToLatest(db, readModelMigrations);
  },
};

// A database of the test file's own with the projections' schema (`fresh` migrates it instead of copying
// the run's template).
export function createTestDatabase(options: { fresh?: boolean } = {}): Promise<TestDatabase> {
  return createDatabase({ schema: projectionsSchema, ...options });
}
