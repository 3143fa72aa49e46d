// A projections process for crash tests: folds the tally read model on DATABASE_URL.
// TALLY_DELAY_MS slows each batch so a test can kill it in the middle of one.
import { pino } from 'pino';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createDb, createPool } from '@chairside/platform/database';
import { superviseProjections } from '../src/engine/projection-supervisor';
import { tallyProjection } from './tally-projection';

const pool = createPool(process.env.DATABASE_URL as string, 6);
const db = createDb<unknown>(pool);
const store = createPostgresEventStore(db, pool);
const projection = tallyProjection({ name: process.env.TALLY_NAME ?? 'tally', delayMs: Number(process.env.TALLY_DELAY_MS ?? 0) });
const supervisor = await superviseProjections({
  db,
  pool,
  store,
  projections: [projection],
  runnerId: process.env.RUNNER_ID ?? String(process.pid),
  logger: pino({ level: 'warn' }),
  pollMs: 200,
  lockRetryMs: 200,
  batchSize: Number(process.env.TALLY_BATCH ?? 100),
});
process.stdout.write('started\n');
process.on('SIGTERM', () => {
  void supervisor.stop().then(() => process.exit(0));
});
