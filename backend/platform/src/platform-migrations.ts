import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eventStoreMigrations } from './event-store/migration-folder';
import type { MigrationSet } from './migrations';

// The platform's own tables (the local adapters'), beside the event store's.
export const platformMigrations: MigrationSet = {
  name: 'platform',
  folder: resolve(dirname(fileURLToPath(import.meta.url)), '../migrations'),
};

// In order: the event store first (its functions are used by the others).
export const platformMigrationSets: readonly MigrationSet[] = [eventStoreMigrations, platformMigrations];
