// Migrates the event store and the read models, then seeds the demo business into an empty store.
import { createEventStore } from '../event-store/create-event-store';
import { migrateAll } from '../migrate-all';
import { loadConfig, requireSetting } from '../platform/config';
import { createDb, createPool } from '../platform/database';
import { createLogger } from '../platform/logger';
import { seedDemoBusiness } from '../seed/demo-business';

const config = loadConfig();
const logger = createLogger('prepare', config.LOG_LEVEL);
const pool = createPool(requireSetting(config, 'DATABASE_URL'), 2);
const db = createDb<unknown>(pool);
const seed = !process.argv.includes('--no-seed');
try {
  const applied = await migrateAll(db);
  logger.info({ applied }, applied.length ? `applied ${applied.length} migration(s)` : 'database schema up to date');
  if (seed) {
    const result = await seedDemoBusiness(await createEventStore(config, db, pool));
    logger.info(result, result.seeded ? `seeded the demo business with ${result.commands} commands` : 'event store already has history; seed skipped');
  }
} catch (error) {
  logger.fatal({ err: error }, 'database preparation failed');
  process.exitCode = 1;
} finally {
  await db.destroy();
}
