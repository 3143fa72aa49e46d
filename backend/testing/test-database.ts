import { createTestDatabase as createDatabase, type TestDatabase, type TestSchema } from '@chairside/platform/testing/test-database';
import { migrateAll } from '../src/migrate-all';

export { testRedisUrl, type TestDatabase } from '@chairside/platform/testing/test-database';

// The whole system's schema: event store, backend tables, read models.
export const systemSchema: TestSchema = { name: 'system', migrate: migrateAll };

// A database of the test file's own with the whole system's schema (`fresh` migrates it instead of copying
// the run's template).
export function createTestDatabase(options: { fresh?: boolean } = {}): Promise<TestDatabase> {
  return createDatabase({ schema: systemSchema, ...options });
}
