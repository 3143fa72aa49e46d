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

// A schema a test database starts with: `name` tells the run's templates apart, so each package's testing
// folder gives its own (platform, read models, the whole system).
export type TestSchema = { name: string; migrate: (db: Kysely<unknown>) => Promise<unknown> };

export async function migratePlatform(db: Kysely<unknown>): Promise<void> {
  for (const set of platformMigrationSets) await migrateToLatest(db, set);
}

export const platformSchema: TestSchema = { name: 'platform', migrate: migratePlatform };

async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: inject('databaseAdminUrl') });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

function databaseUrl(name: string): string {
  return inject('databaseAdminUrl').replace(/\/postgres$/, `/${name}`);
}

async function migrateDatabase(name: string, schema: TestSchema): Promise<void> {
  const pool = createPool(databaseUrl(name), 2);
  const db = createDb<unknown>(pool);
  try {
    await schema.migrate(db);
  } finally {
    await db.destroy();
  }
}

// Migrating costs far more than copying, so each schema is migrated once per run into a template and every
// test file's database is a copy of it. Test files run in several processes: the first to need a schema
// builds it under an advisory lock, the others wait on that lock and find it built. PostgreSQL copies a
// template only while nobody is connected to it, so once migrated it refuses connections for good.
const templates = new Map<string, Promise<string>>();

function templateFor(schema: TestSchema): Promise<string> {
  let template = templates.get(schema.name);
  if (!template) {
    template = buildTemplate(schema);
    templates.set(schema.name, template);
    template.catch(() => templates.delete(schema.name));
  }
  return template;
}

async function buildTemplate(schema: TestSchema): Promise<string> {
  const template = `template_${schema.name.replace(/\W/g, '_')}`;
  await withAdmin(async (admin) => {
    await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
    try {
      const built = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (built.rowCount) return;
      // Built under another name and renamed when complete, so a half-migrated template is never copied.
      const building = `${template}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(`create database ${building}`);
      await migrateDatabase(building, schema);
      await admin.query(`alter database ${building} rename to ${template}`);
      await admin.query(`alter database ${template} with is_template true allow_connections false`);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  return template;
}

// Each test file gets a database of its own on the run's PostgreSQL, with `schema` (by default the platform's
// own: the event store) copied from the run's template. `fresh` migrates the empty database instead, for
// tests of the migrations themselves.
export async function createTestDatabase(options: { schema?: TestSchema; fresh?: boolean } = {}): Promise<TestDatabase> {
  const schema = options.schema ?? platformSchema;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = options.fresh ? null : await templateFor(schema);
  await withAdmin((admin) =>
    admin.query(template ? `create database ${name} template ${template} strategy file_copy` : `create database ${name}`),
  );
  if (!template) await migrateDatabase(name, schema);
  const url = databaseUrl(name);
  const pool = createPool(url, 20);
  const db = createDb<unknown>(pool);
  return {
    url,
    db,
    pool,
    drop: async () => {
      await db.destroy();
      await withAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`));
    },
  };
}

export function testRedisUrl(): string {
  return inject('redisUrl');
}
