// npm run projections -- status | rebuild <name> | verify
//
// `verify` compares every read model with a fresh fold of the log (the read half of the integrity check) and
// exits 1 when one differs. Replaying the streams through their deciders needs the backend's deciders, which
// this layer may not import: that is `npm run integrity` (backend/src/cli/integrity-cli.ts), the whole check.
import { createEventStore } from '@chairside/platform/event-store/create-event-store';
import { loadConfig } from '@chairside/platform/config';
import { createDb, createPool } from '@chairside/platform/database';
import { toolDatabaseUrl } from '@chairside/platform/running-system';
import { requestRebuild } from '../engine/projection-schema';
import { compareReadModels, readModelLines } from '../engine/projection-verify';
import { getProjectionStatuses } from '../engine/projection-status';
import { projections } from '../registry';

const config = loadConfig();

const pool = createPool(toolDatabaseUrl(config), 4);
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
  } else if (command === 'verify') {
    const started = Date.now();
    let shown = -1;
    const models = await compareReadModels({
      db,
      store,
      projections,
      onProgress: ({ done, total }) => {
        const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
        if (percent >= shown + 10) console.error(`  folded ${done}/${total} events (${(shown = percent)}%)`);
      },
    });
    for (const line of readModelLines(models)) console.log(line);
    const differing = models.filter((model) => !model.matches);
    console.log(
      differing.length === 0
        ? `Every read model matches a fresh rebuild (${((Date.now() - started) / 1000).toFixed(1)} s). Streams and chain: npm run integrity.`
        : `${differing.length} read model(s) differ from a fresh rebuild: ${differing.map((model) => model.name).join(', ')}.`,
    );
    if (differing.length > 0) process.exitCode = 1;
  } else {
    console.error('Usage: npm run projections -- status | rebuild <name> | verify');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await store.close();
  await db.destroy();
}
