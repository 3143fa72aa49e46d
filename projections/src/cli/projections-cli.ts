// npm run projections -- status | rebuild <name>
import { createEventStore } from '@chairside/platform/event-store/create-event-store';
import { loadConfig } from '@chairside/platform/config';
import { createDb, createPool } from '@chairside/platform/database';
import { findRunningSystem, systemFile } from '@chairside/platform/running-system';
import { requestRebuild } from '../engine/projection-schema';
import { getProjectionStatuses } from '../engine/projection-status';
import { projections } from '../registry';

const config = loadConfig();

// DATABASE_URL when set; otherwise the database of the system `npm start` is running on this machine (its
// embedded PostgreSQL, recorded in DATA_DIR/system.json), as a person who just started it expects.
function databaseUrl(): string {
  if (config.DATABASE_URL) return config.DATABASE_URL;
  const running = findRunningSystem(config.DATA_DIR);
  if (running) {
    console.error(`Using the database of the system running at ${running.url} (${systemFile(config.DATA_DIR)}).`);
    return running.databaseUrl;
  }
  console.error(
    `DATABASE_URL is required: no system started with npm start is running with its data in ${config.DATA_DIR} (start one, or set DATABASE_URL).`,
  );
  process.exit(1);
}

const pool = createPool(databaseUrl(), 2);
const db = createDb<unknown>(pool);
const store = await createEventStore(config, db, pool);
const [command, name] = process.argv.slice(2);

const timeLeft = (seconds: number | null) => (seconds === null ? '' : `, about ${seconds} s left`);

function printStatus(statuses: Awaited<ReturnType<typeof getProjectionStatuses>>) {
  if (statuses.length === 0)
    console.log('No read model has been built on this database yet: the projections process builds them when it starts.');
  for (const status of statuses) {
    const runner = status.runner ? `runner ${status.runner.id} (${Math.round(status.runner.heartbeatAgeMs / 1000)} s ago)` : 'no runner';
    console.log(
      `${status.name.padEnd(22)} v${status.version} g${status.activeGeneration}  behind ${String(status.eventsBehind).padStart(7)}  ${runner}`,
    );
    if (status.rebuild) {
      const r = status.rebuild;
      console.log(
        `  rebuilding g${r.generation} (v${r.version}): ${r.processed}/${r.total} events (${r.percent}%), ${r.eventsPerSecond} events/s${timeLeft(r.secondsLeft)}`,
      );
    }
    if (status.failure) console.log(`  failing since ${status.failure.at}: ${status.failure.message}`);
  }
}

try {
  if (command === 'status' || command === undefined) {
    printStatus(await getProjectionStatuses(db, store));
  } else if (command === 'rebuild' && name) {
    const projection = projections.find((candidate) => candidate.name === name);
    if (!projection) throw new Error(`Unknown projection "${name}". Known: ${projections.map((p) => p.name).join(', ')}`);
    const generation = await requestRebuild(db, store, projection);
    console.log(`Rebuild of ${name} into generation ${generation} requested; the projections process does the work.`);
    for (;;) {
      const status = (await getProjectionStatuses(db, store)).find((candidate) => candidate.name === name);
      if (status && status.activeGeneration >= generation) {
        console.log(`Done: ${name} now serves generation ${generation}.`);
        break;
      }
      if (status?.rebuild)
        console.log(
          `  ${status.rebuild.processed}/${status.rebuild.total} events (${status.rebuild.percent}%), ${status.rebuild.eventsPerSecond} events/s${timeLeft(status.rebuild.secondsLeft)}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  } else {
    console.error('Usage: npm run projections -- status | rebuild <name>');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await store.close();
  await db.destroy();
}
