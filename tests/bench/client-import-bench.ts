// CSV import benchmark: rows a second through the import job's body (runClientImport: batches of clients
// with their e-mail and phone claims, each batch one multi-stream append, personal fields sealed), with the
// projections folding alongside (in this process; in production they have their own). The upload (decode,
// parse, stage) is timed on its own. Figures printed only.
// Run: node --import tsx tests/bench/client-import-bench.ts   (BENCH_IMPORT_ROWS, default 20,000)
// BENCH_IMPORT_PROJECTIONS=after: the projections wait until the job is done (the job alone, as when they
// run in a process of their own on another core), then fold. BENCH_IMPORT_COLUMNS=all: every row also has
// a birthday, two tags and both consents (a row is then six events, not three).
import { randomUUID } from 'node:crypto';
import { pino } from 'pino';
import { migrateAll } from '@chairside/backend/migrate-all';
import { clientImportDecider } from '@chairside/backend/client-imports/client-import-decider';
import { runClientImport, uploadClientImport } from '@chairside/backend/client-imports/client-import-service';
import { handleCommand } from '@chairside/backend/commands/handle-command';
import { clientImportStream } from '@chairside/shared/client-imports/client-import-events';
import type { ReadModels } from '@chairside/projections/database';
import { getProjectionStatuses } from '@chairside/projections/engine/projection-status';
import { superviseProjections } from '@chairside/projections/engine/projection-supervisor';
import { projections } from '@chairside/projections/registry';
import { createDb, createPool } from '@chairside/platform/database';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { sealEventStore } from '@chairside/platform/personal-data/personal-data';
import { describeMachine, rate, startBenchPostgres, table } from './support';

// A CSV line as spreadsheets write it: a cell with a comma, quote or line break quoted.
const csvLine = (cells: readonly string[]) =>
  cells.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell)).join(',');
const csvFile = (rows: readonly (readonly string[])[]) => rows.map(csvLine).join('\r\n');

const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 20_000);
const foldAfter = process.env.BENCH_IMPORT_PROJECTIONS === 'after';
const allColumns = process.env.BENCH_IMPORT_COLUMNS === 'all';
const logger = pino({ level: 'warn' });
const server = await startBenchPostgres('client-import');
try {
  console.log('# Client import benchmark');
  for (const line of await describeMachine(server.url)) console.log(line);
  const pool = createPool(server.url, 8);
  const db = createDb<unknown>(pool);
  await migrateAll(db);
  // As every process writes: personal fields sealed with each client's key.
  const store = sealEventStore(createPostgresEventStore(db, pool), pool);
  const supervise = () => superviseProjections({ db, pool, store, projections, runnerId: 'bench', logger, pollMs: 200 });
  // Started once in either case: it creates the read models' tables the job reads.
  let supervisor = await supervise();
  if (foldAfter) await supervisor.stop();
  const csv = csvFile([
    ['First name', 'Last name', 'Mobile', 'E-mail', ...(allColumns ? ['Birthday', 'Tags', 'Email opt-in', 'SMS consent'] : [])],
    ...Array.from({ length: rows }, (_, index) => [
      `Bench${index}`,
      `Import${index % 997}`,
      `+1312${String(5_000_000 + index).padStart(7, '0')}`,
      `bench.${index}@example.com`,
      ...(allColumns ? [`${1950 + (index % 50)}-${String(1 + (index % 12)).padStart(2, '0')}-14`, 'VIP; colour', 'yes', 'no'] : []),
    ]),
  ]);
  const uploadStarted = performance.now();
  const upload = await uploadClientImport({ db }, { fileName: 'bench.csv', bytes: Buffer.from(csv), userId: null });
  const uploadSeconds = (performance.now() - uploadStarted) / 1000;
  const mapping = { ...upload.guess, firstName: upload.guess.firstName ?? 0 };
  await handleCommand(
    store,
    clientImportStream(upload.id),
    clientImportDecider,
    {
      type: 'StartClientImport',
      importId: upload.id,
      fileName: 'bench.csv',
      headers: upload.headers,
      totalRows: rows,
      mapping,
      duplicates: 'skip',
    },
    { userId: randomUUID(), source: 'api' },
  );
  const started = performance.now();
  const outcome = await runClientImport({ store, db, readDb: db.withTables<ReadModels>() }, upload.id);
  const importSeconds = (performance.now() - started) / 1000;
  if (foldAfter) supervisor = await supervise();
  // Every read model catching up at once can hold the whole pool: a status read that times out is read again.
  const behind = () =>
    getProjectionStatuses(db, store).then(
      (statuses) => statuses.some((status) => status.eventsBehind > 0),
      () => true,
    );
  while (await behind()) await new Promise((resolve) => setTimeout(resolve, 200));
  const foldedSeconds = (performance.now() - started) / 1000;
  const { rows: counted } = await pool.query<{ n: string }>("select count(*) as n from events where type = 'ClientRegistered'");
  await supervisor.stop();
  console.log(
    table(
      ['step', 'rows', 'seconds', 'rows/s'],
      [
        ['upload (decode, parse, stage)', String(rows), uploadSeconds.toFixed(2), rate(rows / uploadSeconds)],
        [
          `import job (${outcome}, ${counted[0]?.n ?? 0} clients${allColumns ? ', all columns' : ''}, projections ${foldAfter ? 'after' : 'alongside'})`,
          String(rows),
          importSeconds.toFixed(2),
          rate(rows / importSeconds),
        ],
        ['until the read models show them', String(rows), foldedSeconds.toFixed(2), rate(rows / foldedSeconds)],
      ],
      [1, 2, 3],
    ),
  );
  await store.close();
  await pool.end();
} finally {
  await server.stop();
}
