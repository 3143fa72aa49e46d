import { promises as fs } from 'node:fs';
import path from 'node:path';
import { FileMigrationProvider, Migrator, type Kysely } from 'kysely';

export type MigrationSet = { name: string; folder: string };

// Each package owns its migrations and its own history table, so they can be applied in order.
export async function migrateToLatest(db: Kysely<unknown>, set: MigrationSet): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder: set.folder }),
    migrationTableName: `${set.name}_migrations`,
    migrationLockTableName: `${set.name}_migrations_lock`,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${set.name}/${failed?.migrationName ?? '?'} failed: ${String(error)}`);
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
