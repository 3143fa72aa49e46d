// Migrates the event store and the read models, then seeds the demo business into an empty store and
// the demo groups, users, team and catalogue wherever they are missing; then the clients and the
// appointments diary (--no-appointments leaves those out).
import type { ReadModels } from '@chairside/projections/database';
import { createEventStore } from '@chairside/platform/event-store/create-event-store';
import { migrateAll } from '../migrate-all';
import { loadConfig, requireSetting } from '@chairside/platform/config';
import { createDb, createPool } from '@chairside/platform/database';
import { createLogger } from '@chairside/platform/logger';
import { seedDemo, seedDemoDiary } from '../seed/demo-seed';
import { createSeedCatchUp } from '../seed/seed-catch-up';

const config = loadConfig();
const logger = createLogger('prepare', config.LOG_LEVEL);
// Room for the projection runners (a lock and a working connection each) while the diary is seeded.
const pool = createPool(requireSetting(config, 'DATABASE_URL'), 32);
// Asynchronous commit for this one-shot process: the diary is thousands of small appends, and waiting for
// each one's WAL flush made the seed ten times slower. A crash can lose at most the last moment's commits,
// never consistency; the seed then adds the location-days that are still empty on the next start.
pool.on('connect', (client) => void client.query('set synchronous_commit to off').catch(() => undefined));
const db = createDb<unknown>(pool);
const seed = !process.argv.includes('--no-seed');
const seedAppointments = !process.argv.includes('--no-appointments');
try {
  const applied = await migrateAll(db);
  logger.info({ applied }, applied.length ? `applied ${applied.length} migration(s)` : 'database schema up to date');
  if (seed) {
    const store = await createEventStore(config, db, pool);
    const { business, users, team, catalogue } = await seedDemo(store);
    logger.info(
      business,
      business.seeded
        ? `seeded the demo business with ${business.commands} commands`
        : 'event store already has history; business seed skipped',
    );
    logger.info(
      users,
      users.seeded ? `seeded the demo groups and users with ${users.commands} commands` : 'demo groups and users already exist',
    );
    logger.info(
      team,
      team.seeded ? `seeded the demo team (staff, schedules, time off) with ${team.commands} commands` : 'demo team already exists',
    );
    logger.info(
      catalogue,
      catalogue.seeded ? `seeded the demo catalogue with ${catalogue.commands} commands` : 'demo catalogue already exists',
    );
    if (seedAppointments) {
      const seeding = createSeedCatchUp({ db, pool, store, logger: logger.child({}, { level: 'warn' }) });
      try {
        const diary = await seedDemoDiary(store, createDb<ReadModels>(pool), seeding.catchUp);
        const folding = performance.now();
        // Folded here, so the system starts with read models that show the whole diary.
        const last = diary.appointments.last ?? (await store.headPosition());
        if (last && (diary.clients.seeded || diary.appointments.seeded)) await seeding.catchUp(last);
        const { clients, appointments } = diary;
        logger.info(clients, clients.seeded ? `seeded ${clients.commands} demo clients` : 'demo clients already exist');
        logger.info(
          { ...appointments, last: undefined, seconds: Number(diary.seconds.toFixed(1)) },
          appointments.seeded
            ? `seeded ${appointments.appointments} demo appointments on ${appointments.days} location-days and ${appointments.waitlistEntries} waitlist entries with ${appointments.commands} commands (${appointments.refused} refused) in ${diary.seconds.toFixed(1)} s; read models folded in ${((performance.now() - folding) / 1000).toFixed(1)} s`
            : 'demo appointments already exist',
        );
      } finally {
        await seeding.close();
      }
    }
    await store.close();
  }
} catch (error) {
  logger.fatal({ err: error }, 'database preparation failed');
  process.exitCode = 1;
} finally {
  await db.destroy();
}
