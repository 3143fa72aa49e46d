import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

export type MigrationSet = { name: string; folder: string };

// Our own provider (rather than kysely's FileMigrationProvider) so the import goes through the
// TypeScript loader in use: tsx in the processes, Vite's in the tests.
function folderProvider(folder: string): MigrationProvider {
  return {
    async getMigrations() {
      const files = (await readdir(folder)).filter((file) => /^\d.*\.(ts|js)$/.test(file) && !file.endsWith('.d.ts')).sort();
      const migrations: Record<string, Migration> = {};
      for (const file of files) {
        migrations[file.replace(/\.(ts|js)$/, '')] = (await import(pathToFileURL(join(folder, file)).href)) as Migration;
      }
      return migrations;
    },
  };
}

// Each package owns its migrations and its own history table, so they can be applied in order.
export async function migrateToLatest(db: Kysely<unknown>, set: MigrationSet): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: folderProvider(set.folder),
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
