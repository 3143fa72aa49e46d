// Migrates the event store and the read models, then seeds the demo (the modules' demo seeds, composed by
// seed/demo-seed.ts): the business into an empty store and the groups, users, team and catalogue wherever
// they are missing; then the clients, waitlists and appointments diary (--no-appointments leaves those out).
import type { ReadModels } from '@chairside/projections/database';
import { createEventStore } from '@chairside/platform/event-store/create-event-store';
import { migrateAll } from '../migrate-all';
import { claimValues } from '../identity/index';
import { sealEventHistory } from '@chairside/platform/personal-data/seal-history';
import { sealerFor } from '@chairside/platform/personal-data/personal-data';
import { loadConfig, requireSetting } from '@chairside/platform/config';
import { createDb, createPool } from '@chairside/platform/database';
import { createLogger } from '@chairside/platform/logger';
import type { DemoSeedStep } from '../http/backend-module';
import { seedDemo, seedDemoDiary } from '../seed/demo-seed';
import { createSeedCatchUp } from '../seed/seed-catch-up';

const config = loadConfig();
const logger = createLogger('prepare', config.LOG_LEVEL);
// Room for the projection runners (a lock and a working connection each, for some twenty read models) while
// the diary is seeded. A one-shot process on a machine that may be busy (the suite starts it beside the tests):
// a connection may take its time rather than fail the start, as the projections' own pool allows.
const pool = createPool(requireSetting(config, 'DATABASE_URL'), 48, { connectionTimeoutMillis: 60_000 });
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
  // Once, before any other process runs: a history written before personal data was sealed is copied
  // into a sealed one (docs/decisions.md "Clients").
  if (config.EVENT_STORE === 'postgres') {
    const sealing = await sealEventHistory(pool, sealerFor(pool), claimValues);
    if (sealing.converted)
      logger.info(
        sealing,
        `sealed the event history: ${sealing.sealed} of ${sealing.events} events, ${sealing.renamedClaims} claim streams renamed`,
      );
  }
  if (seed) {
    const store = await createEventStore(config, db, pool);
    // Each module's demo step logs its own line (its manifest's `demo.summary`).
    const report = (module: string, step: DemoSeedStep, summary: string) =>
      logger.info({ module, seeded: step.seeded, commands: step.commands, ...step.counts }, summary);
    await seedDemo(store, new Date(), { report });
    const seeding = createSeedCatchUp({ db, pool, store, logger: logger.child({}, { level: 'warn' }) });
    try {
      if (seedAppointments) {
        const diary = await seedDemoDiary(store, createDb<ReadModels>(pool), seeding.catchUp, { report });
        if (diary.seeded) {
          // Folded here, so the system starts with read models that show the whole diary.
          const folding = performance.now();
          const last = diary.last ?? (await store.headPosition());
          if (last) await seeding.catchUp(last);
          logger.info(
            `seeded the demo diary in ${diary.seconds.toFixed(1)} s; read models folded in ${((performance.now() - folding) / 1000).toFixed(1)} s`,
          );
        }
      }
      // The demo logins printed with "Chairside is running" work at once: the read models have folded the
      // demo's users before the system starts, instead of a sign-in refused until the projections catch up.
      const head = await store.headPosition();
      if (head) await seeding.catchUp(head);
    } finally {
      await seeding.close();
    }
    await store.close();
  }
} catch (error) {
  logger.fatal({ err: error }, 'database preparation failed');
  process.exitCode = 1;
} finally {
  await db.destroy();
}
