import { createTestDatabase as createDatabase, type TestDatabase } from '@chairside/platform/testing/test-database';
import { migrateAll } from '../src/migrate-all';

export { testRedisUrl, type TestDatabase } from '@chairside/platform/testing/test-database';

// A database of the test file's own with the whole system's schema: event store, backend tables, read models.
export function createTestDatabase(): Promise<TestDatabase> {
  return createDatabase({ migrate: migrateAll });
}
