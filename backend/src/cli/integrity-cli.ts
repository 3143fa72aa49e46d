// npm run integrity: the whole integrity check on the database of DATABASE_URL, or of the system `npm start`
// runs on this machine. Prints the report as tables; exits 1 when something does not match. It lives in the
// backend because replaying the streams needs the deciders (`npm run projections -- verify` checks the read
// models alone, from the layer beneath).
import { createEventStore } from '@chairside/platform/event-store/create-event-store';
import { loadConfig } from '@chairside/platform/config';
import { createDb, createPool } from '@chairside/platform/database';
import { toolDatabaseUrl } from '@chairside/platform/running-system';
import { readModelLines } from '@chairside/projections/engine/projection-verify';
import { projections } from '@chairside/projections/registry';
import type { IntegrityReport } from '@chairside/shared/audit/integrity-dto';
import { runIntegrityCheck, type IntegrityProgress } from '../audit/index';
import { backendModules } from '../modules';

const config = loadConfig();
const pool = createPool(toolDatabaseUrl(config), 4);
const db = createDb<unknown>(pool);
const store = await createEventStore(config, db, pool);

// A line on stderr per tenth of a phase, so the report on stdout stays clean for a pipe.
let shown = { phase: '', percent: -1 };
function progress({ phase, done, total }: IntegrityProgress) {
  const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
  if (phase === shown.phase && percent < shown.percent + 10) return;
  shown = { phase, percent };
  if (phase !== 'done') console.error(`  ${phase}: ${percent}%`);
}

function print(report: IntegrityReport) {
  const seconds = (Date.parse(report.finishedAt) - Date.parse(report.startedAt)) / 1000;
  const { streams } = report;
  console.log(`Streams: ${streams.checked} replayed, ${streams.events} events, ${streams.problems.length} problem(s)`);
  for (const problem of streams.problems) console.log(`  ✗ ${problem.stream} @${problem.revision} ${problem.type}: ${problem.problem}`);
  for (const { category, events } of streams.notReplayed)
    console.log(`  ${category}: ${events} event(s) recorded without a decider: not replayed`);
  console.log('');
  for (const line of readModelLines(report.readModels)) console.log(line);
  console.log('');
  console.log(`Chain: ${report.chain === null ? 'this event store keeps none' : JSON.stringify(report.chain)}`);
  console.log('');
  console.log(report.ok ? `Everything matches (${seconds.toFixed(1)} s).` : `Problems found (${seconds.toFixed(1)} s): see ✗ above.`);
}

try {
  const report = await runIntegrityCheck(
    { store, db, streams: backendModules.flatMap((module) => module.streams ?? []), projections },
    progress,
  );
  print(report);
  if (!report.ok) process.exitCode = 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 2;
} finally {
  await store.close();
  await db.destroy();
}
