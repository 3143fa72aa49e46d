import type { Kysely } from 'kysely';
import { migrateToLatest } from '@chairside/platform/migrations';
import { platformMigrationSets } from '@chairside/platform/platform-migrations';
import { readModelMigrations } from '@chairside/projections/migration-folder';
import { backendMigrations } from './backend-migrations';

// The platform first (the event store's functions are used by the others), then the backend's tables, then
// read models.
export async function migrateAll(db: Kysely<unknown>): Promise<string[]> {
  const applied: string[] = [];
  for (const set of [...platformMigrationSets, backendMigrations, readModelMigrations]) applied.push(...(await migrateToLatest(db, set)));
  return applied;
}
