import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

// int8 (bigint) columns arrive as strings from pg; event positions and revisions are bigints.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5000 });
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  return pool;
}

export function createDb<Schema>(pool: pg.Pool): Kysely<Schema> {
  return new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
}
