import type pg from 'pg';
import { createPool } from '@chairside/platform/database';

// The connections of a projections process, whatever the number of read models: the lock session (one for
// all runners), the event store's LISTEN, the change feed's lock, and the rest for folding and reading.
// Runners beyond that take turns: a batch waits for a connection rather than failing.
export const projectionPoolSize = 10;
export const projectionsApplicationName = 'chairside-projections';

export function createProjectionPool(
  connectionString: string,
  options: { applicationName?: string; onConnectionError?: (error: Error) => void } = {},
): pg.Pool {
  return createPool(connectionString, projectionPoolSize, {
    applicationName: options.applicationName ?? projectionsApplicationName,
    // Waiting for a turn under a catch-up of every read model is normal work, not a fault.
    connectionTimeoutMillis: 60_000,
    onConnectionError: options.onConnectionError,
  });
}
