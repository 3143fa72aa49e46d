// Event-store benchmarks: figures printed, nothing asserted. Run: node --import tsx tests/bench/event-store-bench.ts
//
// One embedded PostgreSQL with the server's defaults (fsync and synchronous_commit on), four databases on it:
//   chairside      our adapter, append throughput (+ the raw INSERT baselines)
//   emmett         Emmett's PostgreSQL event store, append throughput
//   read_ours      our adapter, read-all throughput over 10,000 then 100,000 events
//   read_emmett    Emmett, the same read-all
// so neither store's schema nor the other measurements' rows influence a figure.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  DefaultPostgreSQLEventStoreProcessorBatchSize,
  DefaultPostgreSQLEventStoreProcessorPullingFrequencyInMs,
  getPostgreSQLEventStore,
  PostgreSQLEventStoreDefaultStreamVersion,
  readMessagesBatch,
  type PostgresEventStore,
} from '@event-driven-io/emmett-postgresql';
// dumbo is Emmett's own SQL layer (a dependency of emmett-postgresql): readMessagesBatch takes its executor.
import { dumbo, type SQLExecutor } from '@event-driven-io/dumbo';
import type { EventMetadata, EventStore, ExpectedRevision, NewEvent, Position } from '@chairside/platform/event-store/event-store';
import { migrateToLatest } from '@chairside/platform/migrations';
import { eventStoreMigrations } from '@chairside/platform/event-store/migration-folder';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createDb, createPool } from '@chairside/platform/database';
import {
  createDatabase,
  describeMachine,
  rate,
  ratio,
  runFor,
  startBenchPostgres,
  table,
  warmPool,
  withClient,
  type BenchPostgres,
} from './support';

const appendSeconds = Number(process.env.BENCH_APPEND_SECONDS ?? 6);
const appendRounds = Number(process.env.BENCH_APPEND_ROUNDS ?? 3);
const writerCounts = [1, 8, 32];
const rawClients = 8;
const poolSize = 32; // both stores get the same pool size, enough for the largest writer count
const readSizes = [10_000, 100_000];
const loadEventsPerAppend = 100;
const loadConcurrency = 4;
const windowSize = 10_000; // "first/last 10k" in the read-all table
const consumerSeconds = 4;
const readLimitSeconds = 60; // a safety bound on one read-all; a quiet 2-core machine stays well below

// ---------------------------------------------------------------------------------------------
// pg's type parsers are process-global. Emmett's SQL layer (dumbo) replaces the jsonb parser with its
// own (bigint-reviving) one the first time it creates a pool. Each store is measured with its own.
const jsonb = pg.types.builtins.JSONB;
const ourJsonbParser = pg.types.getTypeParser(jsonb);
let emmettJsonbParser: ((value: string) => unknown) | undefined;
function useParsersOf(store: 'ours' | 'emmett'): void {
  const parser = store === 'ours' ? ourJsonbParser : emmettJsonbParser;
  if (!parser) throw new Error('Emmett has not set its type parsers yet');
  pg.types.setTypeParser(jsonb, parser);
}

// ---------------------------------------------------------------------------------------------
// The workload: one event per append, realistic size (~300 bytes of data + metadata).

function eventBody(): { type: string; data: Record<string, unknown>; metadata: EventMetadata } {
  return {
    type: 'AppointmentBooked',
    data: {
      appointmentId: randomUUID(),
      clientId: randomUUID(),
      staffId: randomUUID(),
      serviceId: 'svc-cut-and-colour',
      startsAt: '2026-12-01T09:30:00.000Z',
      durationMinutes: 45,
      priceCents: 6500,
      notes: 'first visit',
    },
    metadata: {
      userId: randomUUID(),
      locationId: randomUUID(),
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
      source: 'api',
    },
  };
}

function ourEvent(): NewEvent {
  return { id: randomUUID(), ...eventBody() };
}

// `alone` is the same adapter without group commit (every append its own statement at once), over the
// same pool and database: the before and after of group commit, side by side in one run.
type Ours = { store: ReturnType<typeof createPostgresEventStore>; alone: EventStore; pool: pg.Pool; close: () => Promise<void> };
type Emmett = { store: PostgresEventStore; pool: pg.Pool; execute: SQLExecutor; close: () => Promise<void> };

async function openOurs(url: string): Promise<Ours> {
  const pool = createPool(url, poolSize);
  const db = createDb<unknown>(pool);
  await migrateToLatest(db, eventStoreMigrations);
  // BENCH_GROUP_CONCURRENCY: statements in flight at once (the adapter's default when unset).
  const concurrency = process.env.BENCH_GROUP_CONCURRENCY ? Number(process.env.BENCH_GROUP_CONCURRENCY) : undefined;
  const store = createPostgresEventStore(db, pool, { groupCommit: { concurrency } });
  const alone = createPostgresEventStore(db, pool, { groupCommit: { concurrency: Number.POSITIVE_INFINITY } });
  return {
    store,
    alone,
    pool,
    close: async () => {
      await store.close();
      await db.destroy();
    },
  };
}

async function openEmmett(url: string): Promise<Emmett> {
  const pool = createPool(url, poolSize);
  const store = getPostgreSQLEventStore(url, { connectionOptions: { pool } });
  await store.schema.migrate();
  emmettJsonbParser ??= pg.types.getTypeParser(jsonb);
  const execute = dumbo({ connectionString: url, pool }).execute;
  return {
    store,
    pool,
    execute,
    close: async () => {
      await store.close();
      await pool.end();
    },
  };
}

// Each writer owns a stream and tracks its revision: the first append expects no stream, every later
// one the exact revision the previous append returned.
async function oursAppends(ours: Ours, writers: number, seconds: number, variant: 'grouped' | 'alone' = 'grouped') {
  useParsersOf('ours');
  const store = variant === 'grouped' ? ours.store : ours.alone;
  const streams = Array.from({ length: writers }, () => ({
    name: `appointment-${randomUUID()}`,
    expected: 'no_stream' as ExpectedRevision,
  }));
  return runFor(writers, seconds * 1000, async (writer) => {
    const stream = streams[writer] as (typeof streams)[number];
    const result = await store.appendToStream(stream.name, [ourEvent()], { expectedRevision: stream.expected });
    stream.expected = result.nextRevision;
  });
}

// Emmett's versions count events (1 after the first). Its "no stream yet" is version 0n
// (PostgreSQLEventStoreDefaultStreamVersion): in 0.42 STREAM_DOES_NOT_EXIST is not checked at all (it
// becomes "append after whatever is there"), while 0n inserts the stream row and fails if it exists.
const emmettNoStream = PostgreSQLEventStoreDefaultStreamVersion;

async function emmettAppends(emmett: Emmett, writers: number, seconds: number) {
  useParsersOf('emmett');
  const streams = Array.from({ length: writers }, () => ({ name: `appointment-${randomUUID()}`, expected: emmettNoStream }));
  return runFor(writers, seconds * 1000, async (writer) => {
    const stream = streams[writer] as (typeof streams)[number];
    const result = await emmett.store.appendToStream(stream.name, [eventBody()], { expectedStreamVersion: stream.expected });
    stream.expected = result.nextExpectedStreamVersion;
  });
}

// The ceiling: a single-row INSERT as its own transaction (one round trip), per dedicated connection.
// `withNotify` adds a pg_notify in the same transaction, as our append does.
async function rawInserts(url: string, clients: number, seconds: number, withNotify: boolean) {
  const pool = createPool(url, clients);
  try {
    await withClient(url, (client) =>
      client.query('create table if not exists bench_raw (id bigint generated always as identity primary key, payload jsonb not null)'),
    );
    const connections = await Promise.all(Array.from({ length: clients }, () => pool.connect()));
    const payload = JSON.stringify(eventBody()).replaceAll("'", "''");
    const statement = withNotify
      ? `insert into bench_raw (payload) values ('${payload}'); select pg_notify('bench_raw', '')`
      : `insert into bench_raw (payload) values ('${payload}')`;
    try {
      return await runFor(clients, seconds * 1000, async (worker) => {
        await (connections[worker] as pg.PoolClient).query(statement);
      });
    } finally {
      for (const connection of connections) connection.release();
    }
  } finally {
    await pool.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Read-all

// Loads `count` events as appends of 100 events to fresh streams, a few appends in parallel.
async function load(count: number, appendBatch: (events: number) => Promise<void>): Promise<void> {
  let remaining = count / loadEventsPerAppend;
  await Promise.all(
    Array.from({ length: loadConcurrency }, async () => {
      while (remaining > 0) {
        remaining -= 1;
        await appendBatch(loadEventsPerAppend);
      }
    }),
  );
}

function loadOurs(ours: Ours, count: number): Promise<void> {
  useParsersOf('ours');
  return load(count, async (events) => {
    await ours.store.appendToStream(`appointment-${randomUUID()}`, Array.from({ length: events }, ourEvent), {
      expectedRevision: 'no_stream',
    });
  });
}

function loadEmmett(emmett: Emmett, count: number): Promise<void> {
  useParsersOf('emmett');
  return load(count, async (events) => {
    await emmett.store.appendToStream(`appointment-${randomUUID()}`, Array.from({ length: events }, eventBody), {
      expectedStreamVersion: emmettNoStream,
    });
  });
}

// events: how many the reader returned; distinct: how many different events among them.
type ReadFigures = { events: number; distinct: number; perSecond: number; firstWindow?: number; lastWindow?: number; stopped: boolean };

// Reads the whole log forwards; `readBatch` returns the ids of the events it got. Records the elapsed
// time after each batch so the speed of the first and the last `windowSize` events can be told apart.
// A reader that misses or repeats events is reported (the table's "read" column), not failed; one
// still reading after `readLimitSeconds` is stopped there (and marked) to bound the run.
async function timeReadAll(batchSize: number, readBatch: () => Promise<string[]>): Promise<ReadFigures> {
  const marks: { events: number; ms: number }[] = [{ events: 0, ms: 0 }];
  const ids: string[] = [];
  let events = 0;
  let stopped = false;
  const started = performance.now();
  for (;;) {
    const got = await readBatch();
    events += got.length;
    for (const id of got) ids.push(id);
    marks.push({ events, ms: performance.now() - started });
    if (got.length < batchSize) break;
    if (performance.now() - started > readLimitSeconds * 1000) {
      stopped = true;
      break;
    }
  }
  const total = performance.now() - started;
  const figures: ReadFigures = { events, distinct: new Set(ids).size, perSecond: events / (total / 1000), stopped };
  if (!stopped && events >= 2 * windowSize) {
    const first = marks.find((mark) => mark.events >= windowSize) as { events: number; ms: number };
    const last = marks.findLast((mark) => mark.events <= events - windowSize) as { events: number; ms: number };
    figures.firstWindow = first.events / (first.ms / 1000);
    figures.lastWindow = (events - last.events) / ((total - last.ms) / 1000);
  }
  return figures;
}

function readAllOurs(ours: Ours, maxCount: number): Promise<ReadFigures> {
  useParsersOf('ours');
  let from: Position | undefined;
  return timeReadAll(maxCount, async () => {
    const batch = await ours.store.readAll({ fromPosition: from, maxCount });
    from = batch.at(-1)?.position ?? from;
    return batch.map((event) => event.id);
  });
}

// Emmett's global read: readMessagesBatch(execute, { after, batchSize }), the exported function its
// consumers' message puller (postgreSQLEventStoreMessageBatchPuller) calls in a loop; `after` is the
// last global position read.
function readAllEmmett(emmett: Emmett, batchSize: number): Promise<ReadFigures> {
  useParsersOf('emmett');
  let after = 0n;
  return timeReadAll(batchSize, async () => {
    const batch = await readMessagesBatch(emmett.execute, { after, batchSize });
    after = batch.currentGlobalPosition;
    return batch.messages.map((message) => message.metadata.messageId);
  });
}

// Emmett's consumer (eventStore.consumer() + a reactor) at its defaults, for a few seconds from the
// beginning: what an Emmett subscriber gets, puller pauses and checkpoint writes included.
async function consumeEmmett(emmett: Emmett, seconds: number): Promise<{ events: number; perSecond: number }> {
  useParsersOf('emmett');
  const consumer = emmett.store.consumer();
  let events = 0;
  consumer.reactor({
    processorId: `bench-${randomUUID()}`,
    startFrom: 'BEGINNING',
    eachMessage: async () => {
      events += 1;
    },
  });
  const started = performance.now();
  const running = consumer.start();
  await new Promise((resolveWait) => setTimeout(resolveWait, seconds * 1000));
  const counted = events;
  const elapsed = (performance.now() - started) / 1000;
  await consumer.stop();
  await running;
  return { events: counted, perSecond: counted / elapsed };
}

// Read-all: both stores loaded the same way to 10,000 then 100,000 events; at each size every reader
// reads the whole log forwards. Emmett's consumer is measured once, at the largest size.
async function readBenchmark(server: BenchPostgres): Promise<void> {
  const ours = await openOurs(await createDatabase(server.adminUrl, 'read_ours'));
  const emmett = await openEmmett(await createDatabase(server.adminUrl, 'read_emmett'));
  try {
    const rows: string[][] = [];
    const loads: string[] = [];
    const wrong: string[] = [];
    let loaded = 0;
    for (const size of readSizes) {
      const label = `${size / 1000}k`;
      const oursLoad = await timed(() => loadOurs(ours, size - loaded));
      const emmettLoad = await timed(() => loadEmmett(emmett, size - loaded));
      loads.push(`${label}: ours ${rate((size - loaded) / oursLoad)}/s, Emmett ${rate((size - loaded) / emmettLoad)}/s`);
      loaded = size;
      await ours.pool.query('vacuum analyze');
      await emmett.pool.query('vacuum analyze');
      // Scan each table once, unmeasured, so both start with their rows in shared buffers / the OS cache.
      await ours.pool.query('select sum(octet_length(data::text) + octet_length(metadata::text)) from events');
      await emmett.pool.query('select sum(octet_length(message_data::text) + octet_length(message_metadata::text)) from emt_messages');

      const emmettDefault = await readAllEmmett(emmett, DefaultPostgreSQLEventStoreProcessorBatchSize);
      const emmettLarge = await readAllEmmett(emmett, 1000);
      const ours1000 = await readAllOurs(ours, 1000);
      const ours100 = await readAllOurs(ours, 100);
      const row = (reader: string, batch: number, figures: ReadFigures): string[] => {
        const missing = size - figures.distinct;
        const repeated = figures.events - figures.distinct;
        const problems = [
          ...(missing > 0 ? [`${missing.toLocaleString('en-US')} missing`] : []),
          ...(repeated > 0 ? [`${repeated.toLocaleString('en-US')} repeated`] : []),
        ].join(', ');
        if (!figures.stopped && problems) wrong.push(`${reader} batch ${batch} at ${label}: ${problems}`);
        const read = figures.stopped ? `${figures.events.toLocaleString('en-US')} (stopped at ${readLimitSeconds} s)` : problems || 'all';
        const part = (value: number | undefined) => (value === undefined ? '–' : rate(value));
        return [
          label,
          reader,
          String(batch),
          read,
          rate(figures.perSecond),
          part(figures.firstWindow),
          part(figures.lastWindow),
          ratio(figures.perSecond, emmettDefault.perSecond),
        ];
      };
      rows.push(
        row('ours readAll', 1000, ours1000),
        row('ours readAll', 100, ours100),
        row('Emmett readMessagesBatch', DefaultPostgreSQLEventStoreProcessorBatchSize, emmettDefault),
        row('Emmett readMessagesBatch', 1000, emmettLarge),
      );
    }
    const consumed = await consumeEmmett(emmett, consumerSeconds);

    console.log(
      `\nRead-all forwards, the whole log in order (${readSizes.map((size) => size.toLocaleString('en-US')).join(' then ')} events in the table); ` +
        `first/last ${windowSize / 1000}k = speed over that part of the same read`,
    );
    console.log(
      table(
        [
          'table',
          'reader',
          'batch',
          'read',
          'events/s',
          `first ${windowSize / 1000}k/s`,
          `last ${windowSize / 1000}k/s`,
          `vs Emmett batch ${DefaultPostgreSQLEventStoreProcessorBatchSize}`,
        ],
        rows,
        [0, 2, 4, 5, 6, 7],
      ),
    );
    console.log(
      `Loading, as appends of ${loadEventsPerAppend} events to new streams, ${loadConcurrency} in parallel (events/s): ${loads.join('; ')}`,
    );
    if (wrong.length > 0) {
      console.log(`Reads that missed or repeated events: ${wrong.join('; ')}`);
      if (wrong.some((line) => line.startsWith('Emmett'))) {
        console.log('  (Emmett orders a batch by (transaction_id, global_position) but continues from global_position > the last one');
        console.log('   read: events of a concurrent transaction with lower global positions are skipped, and when a batch ends');
        console.log('   on a lower global position than it contained, the next batch returns some events again.)');
      }
    }
    console.log(
      `Emmett consumer (store.consumer() + reactor, defaults: batch ${DefaultPostgreSQLEventStoreProcessorBatchSize}, ` +
        `pulling every ${DefaultPostgreSQLEventStoreProcessorPullingFrequencyInMs} ms), from the beginning for ${consumerSeconds} s: ` +
        `${consumed.events.toLocaleString('en-US')} events, ${rate(consumed.perSecond)} events/s`,
    );
  } finally {
    await ours.close();
    await emmett.close();
  }
}

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

// ---------------------------------------------------------------------------------------------

// Appends: our adapter and Emmett alternate per writer count, then the raw INSERT ceiling.
async function appendBenchmark(server: BenchPostgres): Promise<void> {
  const emmettUrl = await createDatabase(server.adminUrl, 'emmett');
  const ours = await openOurs(server.url);
  const emmett = await openEmmett(emmettUrl);
  try {
    await Promise.all([warmPool(ours.pool, poolSize), warmPool(emmett.pool, poolSize)]);
    // Warm-up (not measured): code paths compiled, catalog caches filled.
    await oursAppends(ours, 8, 0.5);
    await emmettAppends(emmett, 8, 0.5);

    // The contenders take turns, round after round, so a machine that slows down or speeds up (another
    // process, the disk's flushes) weighs on all of them alike; each figure is the median of its rounds.
    const contenders = ['grouped', 'alone', 'emmett', 'raw', 'raw_notify'] as const;
    const figures = new Map<string, { perSecond: number; operations: number }[]>();
    const record = (key: string, result: { perSecond: number; operations: number }) =>
      figures.set(key, [...(figures.get(key) ?? []), result]);
    const roundSeconds = appendSeconds / appendRounds;
    // Appends per statement for each writer count: how full the groups were.
    const grouping = new Map<number, { appends: number; statements: number }>();
    for (let round = 0; round < appendRounds; round += 1) {
      for (const writers of writerCounts) {
        for (const contender of contenders) {
          if (contender.startsWith('raw') && writers !== rawClients) continue;
          const before = ours.store.groupCommitStats();
          const result =
            contender === 'grouped' || contender === 'alone'
              ? await oursAppends(ours, writers, roundSeconds, contender)
              : contender === 'emmett'
                ? await emmettAppends(emmett, writers, roundSeconds)
                : await rawInserts(server.url, writers, roundSeconds, contender === 'raw_notify');
          record(`${contender}:${writers}`, result);
          if (contender === 'grouped') {
            const after = ours.store.groupCommitStats();
            const sum = grouping.get(writers) ?? { appends: 0, statements: 0 };
            grouping.set(writers, {
              appends: sum.appends + after.appends - before.appends,
              statements: sum.statements + after.statements - before.statements,
            });
          }
        }
      }
    }
    const median = (key: string) => {
      const rates = (figures.get(key) ?? []).map((result) => result.perSecond).sort((a, b) => a - b);
      return rates[Math.floor(rates.length / 2)] ?? 0;
    };
    const total = (key: string) => (figures.get(key) ?? []).reduce((sum, result) => sum + result.operations, 0);
    const appendRows = writerCounts.map((writers) => [
      String(writers),
      rate(median(`grouped:${writers}`)),
      rate(median(`alone:${writers}`)),
      rate(median(`emmett:${writers}`)),
      ratio(median(`grouped:${writers}`), median(`emmett:${writers}`)),
      ratio(median(`grouped:${writers}`), median(`alone:${writers}`)),
      ((grouping.get(writers)?.appends ?? 0) / Math.max(1, grouping.get(writers)?.statements ?? 0)).toFixed(2),
      `${total(`grouped:${writers}`)} / ${total(`alone:${writers}`)} / ${total(`emmett:${writers}`)}`,
    ]);
    const groupStats = ours.store.groupCommitStats();
    console.log(
      `\nAppend throughput: one event per append, exact expected revision, each writer its own stream; ` +
        `${appendRounds} rounds of ${roundSeconds.toFixed(1)} s per contender, taking turns, medians (pools of ${poolSize})`,
    );
    console.log(
      table(
        [
          'writers',
          'ours appends/s',
          'ours, no group commit',
          'Emmett appends/s',
          'ours/Emmett',
          'group commit gain',
          'appends per statement',
          'appends (ours / alone / Emmett)',
        ],
        appendRows,
        [0, 1, 2, 3, 4, 5, 6, 7],
      ),
    );
    console.log(
      `Group commit: ${groupStats.appends.toLocaleString('en-US')} appends in ${groupStats.statements.toLocaleString('en-US')} statements ` +
        `(${(groupStats.appends / Math.max(1, groupStats.statements)).toFixed(2)} per statement on average, at most ${groupStats.largest})`,
    );
    console.log(
      `\nRaw baseline on the same server, in the same rounds: ${rawClients} clients, one single-row INSERT per transaction (one round trip each)`,
    );
    console.log(
      table(
        ['statement', 'inserts/s'],
        [
          ['insert', rate(median(`raw:${rawClients}`))],
          ['insert + pg_notify (same transaction)', rate(median(`raw_notify:${rawClients}`))],
        ],
        [1],
      ),
    );
  } finally {
    await ours.close();
    await emmett.close();
  }
}

async function main(server: BenchPostgres): Promise<void> {
  const benchStarted = performance.now();
  console.log('Event-store benchmarks (figures only, nothing asserted)');
  for (const line of await describeMachine(server.url)) console.log(line);
  await appendBenchmark(server);
  // BENCH_READS=off: the appends alone, for a quick before/after of the write path.
  if (process.env.BENCH_READS !== 'off') await readBenchmark(server);
  console.log(`\n(benchmark took ${((performance.now() - benchStarted) / 1000).toFixed(0)} s)`);
}

let server: BenchPostgres | undefined;
let exitCode = 0;
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping PostgreSQL`);
    void (server?.stop() ?? Promise.resolve()).finally(() => process.exit(code));
  });
}
try {
  server = await startBenchPostgres('event-store');
  await main(server);
} catch (error) {
  console.error('event-store benchmark failed:', error);
  exitCode = 1;
} finally {
  try {
    await server?.stop();
  } catch (error) {
    console.error('could not stop PostgreSQL:', error);
    exitCode = 1;
  }
}
process.exit(exitCode);
