import { createDb } from '@chairside/platform/database';
import type { WorkerModule } from '../worker-module';
import { startClientImportWorker } from './client-import-worker';

// Imports CSV files of clients (the client-imports module's jobs).
export const clientImportWorkers: WorkerModule = {
  name: 'client-imports',
  async start({ redisUrl, prefix, store, pool, logger }) {
    return startClientImportWorker({ connection: redisUrl, prefix, store, db: createDb<unknown>(pool), logger });
  },
};
