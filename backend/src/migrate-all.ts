import type { Kysely } from 'kysely';
import { readModelMigrations } from '@chairside/projections/migration-folder';
import { backendMigrations } from './backend-migrations';
import { eventStoreMigrations } from './event-store/migration-folder';
import { migrateToLatest } from './platform/migrations';

// Event store first (its functions are used by the others), then the backend's tables, then read models.
export async function migrateAll(db: Kysely<unknown>): Promise<string[]> {
  const applied: string[] = [];
  for (const set of [eventStoreMigrations, backendMigrations, readModelMigrations]) applied.push(...(await migrateToLatest(db, set)));
  return applied;
}
