// Migrates the event store and the read models, then seeds the demo business into an empty store and
// the demo groups, users, team and catalogue wherever they are missing.
import { createEventStore } from '../event-store/create-event-store';
import { migrateAll } from '../migrate-all';
import { loadConfig, requireSetting } from '../platform/config';
import { createDb, createPool } from '../platform/database';
import { createLogger } from '../platform/logger';
import { seedDemo } from '../seed/demo-seed';

const config = loadConfig();
const logger = createLogger('prepare', config.LOG_LEVEL);
const pool = createPool(requireSetting(config, 'DATABASE_URL'), 2);
const db = createDb<unknown>(pool);
const seed = !process.argv.includes('--no-seed');
try {
  const applied = await migrateAll(db);
  logger.info({ applied }, applied.length ? `applied ${applied.length} migration(s)` : 'database schema up to date');
  if (seed) {
    const store = await createEventStore(config, db, pool);
    const { business, users, team, catalogue } = await seedDemo(store);
    logger.info(business, business.seeded ? `seeded the demo business with ${business.commands} commands` : 'event store already has history; business seed skipped');
    logger.info(users, users.seeded ? `seeded the demo groups and users with ${users.commands} commands` : 'demo groups and users already exist');
    logger.info(team, team.seeded ? `seeded the demo team (staff, schedules, time off) with ${team.commands} commands` : 'demo team already exists');
    logger.info(catalogue, catalogue.seeded ? `seeded the demo catalogue with ${catalogue.commands} commands` : 'demo catalogue already exists');
    await store.close();
  }
} catch (error) {
  logger.fatal({ err: error }, 'database preparation failed');
  process.exitCode = 1;
} finally {
  await db.destroy();
}
