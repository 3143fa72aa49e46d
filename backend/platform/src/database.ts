import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';

// int8 (bigint) columns arrive as strings from pg; event positions and revisions are bigints.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export type PoolOptions = {
  // Shown in pg_stat_activity, so an operator (or a test) can tell a process's connections apart.
  applicationName?: string;
  // How long a query may wait for a free connection before it fails.
  connectionTimeoutMillis?: number;
  // Told about every connection that fails or is terminated by the server; the pool replaces it.
  onConnectionError?: (error: Error) => void;
};

export function createPool(connectionString: string, max = 10, options: PoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5000,
    ...(options.applicationName ? { application_name: options.applicationName } : {}),
  });
  const report = options.onConnectionError ?? (() => undefined);
  // An idle client losing its server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  // Nor may a checked-out one (a lock holder between queries, a transaction whose socket closes after its
  // query failed): pg emits 'error' on it, and an 'error' nobody listens to ends the process. Its holder
  // learns of the loss from its own query or its own listener; the pool drops it when it comes back.
  pool.on('connect', (client) => client.on('error', report));
  return pool;
}

export function createDb<Schema>(pool: pg.Pool): Kysely<Schema> {
  return new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
}
