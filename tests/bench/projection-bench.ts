// Projection benchmarks: catch-up throughput into a projection that writes a table, flat as the store
// grows to a million events; lag under a sustained write load; and a rebuild of each real read model over
// a year of the demo business, folded first by 30 registered read models (the real ones plus synthetic ones)
// on the projections process's fixed pool. Figures printed, nothing asserted.
// Run: node --import tsx tests/bench/projection-bench.ts
// BENCH_PROJECTION_PARTS=synthetic,lag,read-models chooses the parts (all by default); BENCH_READ_MODELS=a,b
// the read models rebuilt (all by default).
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { pino } from 'pino';
import type { NewEvent } from '@chairside/platform/event-store/event-store';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createProjectionWaiter } from '@chairside/backend/commands/projection-waiter';
import { migrateAll } from '@chairside/backend/migrate-all';
import { createDb, createPool } from '@chairside/platform/database';
import { defineProjection, type Projection } from '@chairside/projections/engine/projection';
import { startProjectionRunner } from '@chairside/projections/engine/projection-runner';
import { dropGeneration, ensureProjection, readProjectionRow, requestRebuild } from '@chairside/projections/engine/projection-schema';
import { getProjectionStatuses } from '@chairside/projections/engine/projection-status';
import { superviseProjections } from '@chairside/projections/engine/projection-supervisor';
import { createProjectionPool, projectionPoolSize } from '@chairside/projections/engine/projection-pool';
import { projections } from '@chairside/projections/registry';
import { appendLog, countEvents, demoYearLog } from '@chairside/projections/testing/demo-year-log';
import { createDatabase, describeMachine, rate, startBenchPostgres, table } from './support';

const totalEvents = Number(process.env.BENCH_PROJECTION_EVENTS ?? 1_000_000);
const streams = 10_000;
const lagSeconds = Number(process.env.BENCH_LAG_SECONDS ?? 10);
const lagRate = Number(process.env.BENCH_LAG_RATE ?? 1000);
const logger = pino({ level: 'warn' });
const parts = new Set((process.env.BENCH_PROJECTION_PARTS ?? 'synthetic,lag,read-models').split(','));
const yearDays = Number(process.env.BENCH_YEAR_DAYS ?? 365);
// How many read models the first fold runs at once: the real ones, then synthetic ones up to this count.
const registeredReadModels = Number(process.env.BENCH_READ_MODEL_COUNT ?? 30);
const benchApplicationName = 'bench-projections';

// A read model written the way a projection should be: one set-based upsert per batch.
function streamTotals(name: string): Projection {
  const table = `${name}_rows`;
  return defineProjection<{ type: 'Tallied'; data: { amount?: number } }>({
    name,
    version: 1,
    eventTypes: ['Tallied'],
    topics: ['clients'],
    tables: {
      [table]: (schema) =>
        sql`create table ${sql.id(schema, table)} (stream text primary key, events integer not null, total bigint not null)`,
    },
    async apply(trx, events, context) {
      const byStream = new Map<string, { events: number; total: number }>();
      for (const event of events) {
        const entry = byStream.get(event.stream) ?? { events: 0, total: 0 };
        entry.events += 1;
        entry.total += event.data.amount ?? 0;
        byStream.set(event.stream, entry);
      }
      const target = sql.id(context.schema, table);
      const values = [...byStream].map(([stream, entry]) => sql`(${stream}, ${entry.events}, ${entry.total})`);
      await sql`
        insert into ${target} (stream, events, total) values ${sql.join(values)}
        on conflict (stream) do update set events = ${target}.events + excluded.events, total = ${target}.total + excluded.total`.execute(
        trx,
      );
      for (const stream of byStream.keys())
        context.change({ topic: 'clients', rooms: ['staff'], ids: [stream] }, events[events.length - 1]!);
    },
  });
}

// A synthetic read model standing in for the modules to come: it folds every event of the given types
// into a count per stream, with one upsert per batch and a change notice per stream.
function streamCounts(name: string, eventTypes: readonly string[]): Projection {
  const table = `${name}_rows`;
  return defineProjection<{ type: string; data: Record<string, unknown> }>({
    name,
    version: 1,
    eventTypes,
    topics: ['clients'],
    tables: {
      [table]: (schema) => sql`create table ${sql.id(schema, table)} (stream text primary key, events integer not null)`,
    },
    async apply(trx, events, context) {
      const byStream = new Map<string, number>();
      for (const event of events) byStream.set(event.stream, (byStream.get(event.stream) ?? 0) + 1);
      const target = sql.id(context.schema, table);
      const values = [...byStream].map(([stream, count]) => sql`(${stream}, ${count})`);
      await sql`
        insert into ${target} (stream, events) values ${sql.join(values)}
        on conflict (stream) do update set events = ${target}.events + excluded.events`.execute(trx);
      for (const stream of byStream.keys())
        context.change({ topic: 'clients', rooms: ['staff'], ids: [stream] }, events[events.length - 1]!);
    },
  });
}

// The synthetic catch-up over a million events and the lag under load, on their own database.
async function syntheticAndLag(url: string) {
  const pool = createPool(url, 24);
  const db = createDb<unknown>(pool);
  await migrateAll(db);
  const store = createPostgresEventStore(db, pool);

  // Bulk-load the log (in 100,000-event transactions) so the catch-up has a million events to fold.
  const loadStarted = performance.now();
  await sql`insert into streams (stream, revision) select 'tally-' || s, ${Math.ceil(totalEvents / streams) - 1} from generate_series(1, ${streams}::int) s`.execute(
    db,
  );
  const perRound = streams;
  for (let first = 0; first < totalEvents / perRound; first += 10) {
    const last = Math.min(first + 9, totalEvents / perRound - 1);
    await sql`
      insert into events (event_id, stream, category, revision, type, data, metadata)
      select gen_random_uuid(), 'tally-' || s, 'tally', r, 'Tallied', jsonb_build_object('amount', r + 1),
             jsonb_build_object('userId', null, 'correlationId', gen_random_uuid(), 'causationId', null, 'occurredAt', now(), 'source', 'import')
      from generate_series(${first}::int, ${last}::int) r, generate_series(1, ${streams}::int) s order by r, s`.execute(db);
  }
  await sql`analyze events`.execute(db);
  console.log(`\nloaded ${totalEvents.toLocaleString('en-US')} events in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`);

  if (parts.has('synthetic')) {
    // Catch-up: a fresh projection folds the whole log (a rebuild writes no change notices).
    const catchUp = streamTotals('catch_up');
    await ensureProjection(db, store, catchUp);
    const samples: { at: number; processed: number }[] = [];
    const started = performance.now();
    const runner = startProjectionRunner({
      db,
      pool,
      store,
      projection: catchUp,
      generation: 1,
      mode: 'rebuild',
      runnerId: 'bench',
      logger,
      batchSize: 1000,
    });
    for (;;) {
      const { rows } = await sql<{
        processed: string;
      }>`select events_processed::text as processed from projection_checkpoints where name = 'catch_up'`.execute(db);
      const processed = Number(rows[0]?.processed ?? 0);
      samples.push({ at: performance.now(), processed });
      if (processed >= totalEvents) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await runner.stop();
    const seconds = (performance.now() - started) / 1000;
    const segment = (from: number, to: number) => {
      const a = samples.find((sample) => sample.processed >= from) ?? samples[0]!;
      const b = samples.find((sample) => sample.processed >= to) ?? samples[samples.length - 1]!;
      return (b.processed - a.processed) / Math.max(0.001, (b.at - a.at) / 1000);
    };
    const tenth = totalEvents / 10;
    console.log('\n## Catch-up into a projection that writes a table (batches of 1,000, one upsert per batch)');
    console.log(
      table(
        ['part of the log', 'events/s'],
        [
          ['first 10%', rate(segment(0, tenth))],
          ['middle 10%', rate(segment(4.5 * tenth, 5.5 * tenth))],
          ['last 10%', rate(segment(9 * tenth, totalEvents))],
          [`all ${totalEvents.toLocaleString('en-US')}`, rate(totalEvents / seconds)],
        ],
        [1],
      ),
    );
  }

  if (parts.has('lag')) {
    // Lag under a sustained load: appends at a fixed rate while the live runner folds them; every 10th
    // append waits for the read models to reach it (what a command route does for read-your-writes).
    const live = streamTotals('live_lag');
    await ensureProjection(db, store, live);
    await sql`update projection_checkpoints set checkpoint_commit = (select transaction_id::text::bigint from events order by transaction_id desc, position desc limit 1),
              checkpoint_prepare = (select position from events order by transaction_id desc, position desc limit 1) where name = 'live_lag'`.execute(
      db,
    );
    await sql`delete from projection_checkpoints where name = 'catch_up'`.execute(db);
    await sql`delete from projections where name = 'catch_up'`.execute(db);
    const liveRunner = startProjectionRunner({
      db,
      pool,
      store,
      projection: live,
      generation: 1,
      mode: 'active',
      runnerId: 'bench-live',
      logger,
      batchSize: 500,
    });
    const waiter = createProjectionWaiter(db, pool);
    const lagStreams = Array.from({ length: 50 }, () => ({ name: `lag-${randomUUID()}`, revision: -1n }));
    const latencies: number[] = [];
    const waits: Promise<void>[] = [];
    let appended = 0;
    let maxBehind = 0;
    const lagStarted = performance.now();
    // One sample at a time, so a slow count never piles up queries.
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { rows } = await sql<{ commit: string | null; prepare: string | null }>`
          select checkpoint_commit::text as commit, checkpoint_prepare::text as prepare from projection_checkpoints where name = 'live_lag'`.execute(
          db,
        );
        const row = rows[0];
        const after = row?.commit && row.prepare ? { commit: BigInt(row.commit), prepare: BigInt(row.prepare) } : undefined;
        maxBehind = Math.max(maxBehind, await store.countEvents({ after, limit: 1_000_000 }));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        while (performance.now() - lagStarted < lagSeconds * 1000) {
          const due = lagStarted + (appended / lagRate) * 1000;
          if (performance.now() < due) await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
          const target = lagStreams[(appended + worker) % lagStreams.length]!;
          const event: NewEvent = {
            id: randomUUID(),
            type: 'Tallied',
            data: { amount: 1 },
            metadata: { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), source: 'api' },
          };
          appended += 1;
          const sent = performance.now();
          const expected = target.revision < 0n ? 'no_stream' : target.revision;
          target.revision += 1n;
          const result = await store.appendToStream(target.name, [event], { expectedRevision: expected }).catch(() => null);
          if (result && appended % 10 === 0)
            waits.push(waiter.waitFor(result.position, 10_000).then(() => void latencies.push(performance.now() - sent)));
        }
      }),
    );
    await Promise.all(waits);
    sampling = false;
    await sampler;
    const achieved = appended / ((performance.now() - lagStarted) / 1000);
    latencies.sort((a, b) => a - b);
    const pct = (p: number) =>
      `${(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0).toFixed(1)} ms`;
    console.log(`\n## Projection lag under a sustained load (${rate(achieved)} appends/s for ${lagSeconds} s, 8 writers)`);
    console.log(
      table(
        ['append → read model caught up', 'value'],
        [
          ['p50', pct(50)],
          ['p95', pct(95)],
          ['p99', pct(99)],
          ['max events behind (sampled every 100 ms)', String(maxBehind)],
        ],
        [1],
      ),
    );
    await liveRunner.stop();
    await waiter.close();
  }
  await store.close();
  await db.destroy();
}

// A year of the demo business (two open locations), appended command by command; every read model folds
// it once, then each is rebuilt on its own as `npm run projections -- rebuild <name>` would (a fresh
// generation catches up from the first event, with the runner's default batch, then swaps in).
async function readModelRebuilds(url: string) {
  // The projections process's own pool: its size does not depend on how many read models run.
  const pool = createProjectionPool(url, { applicationName: benchApplicationName });
  const db = createDb<unknown>(pool);
  await migrateAll(db);
  const store = createPostgresEventStore(db, pool);
  const firstDate = '2026-01-05';
  const log = demoYearLog({ firstDate, days: yearDays });
  const total = countEvents(log);
  const loadStarted = performance.now();
  await appendLog(store, log);
  console.log(
    `\nappended a year of the demo business (${yearDays} days from ${firstDate}, 2 locations): ${total.toLocaleString('en-US')} events in ${log.length.toLocaleString('en-US')} appends, ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
  );

  const logTypes = [...new Set(log.flatMap((entry) => entry.streams.flatMap(({ events }) => events.map((event) => event.type))))];
  const synthetic = Array.from({ length: Math.max(0, registeredReadModels - projections.length) }, (_, index) =>
    streamCounts(`synthetic_${index + 1}`, logTypes),
  );
  const registered = [...projections, ...synthetic];
  // Counts the projections pool's connections as PostgreSQL sees them (the status polls' own are not).
  const monitor = createPool(url, 1);
  const monitorDb = createDb<unknown>(monitor);
  let peakConnections = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { rows: counted } = await sql<{ n: number }>`
        select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = ${benchApplicationName}`.execute(
        monitorDb,
      );
      peakConnections = Math.max(peakConnections, counted[0]?.n ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const firstStarted = performance.now();
  const supervisor = await superviseProjections({ db, pool, store, projections: registered, runnerId: 'bench-first', logger, pollMs: 200 });
  while ((await getProjectionStatuses(monitorDb, store)).some((status) => status.eventsBehind > 0))
    await new Promise((resolve) => setTimeout(resolve, 200));
  const firstSeconds = (performance.now() - firstStarted) / 1000;
  await supervisor.stop();
  sampling = false;
  await sampler;
  await monitorDb.destroy();
  console.log(
    `${registered.length} registered read models (${projections.length} real, ${synthetic.length} synthetic over every event type) folded it in ${firstSeconds.toFixed(1)} s (all at once, as on a first start) on a pool of ${projectionPoolSize}: at most ${peakConnections} connections open`,
  );

  const handled = (types: readonly string[]) => {
    const wanted = new Set(types);
    return log.reduce(
      (sum, entry) =>
        sum + entry.streams.reduce((streamSum, { events }) => streamSum + events.filter((event) => wanted.has(event.type)).length, 0),
      0,
    );
  };
  const rows: string[][] = [];
  const only = process.env.BENCH_READ_MODELS?.split(',');
  for (const projection of projections.filter(({ name }) => !only || only.includes(name))) {
    const before = await readProjectionRow(db, projection.name);
    const generation = await requestRebuild(db, store, projection);
    let swapped = () => {};
    const done = new Promise<void>((resolve) => (swapped = resolve));
    const started = performance.now();
    const runner = startProjectionRunner({
      db,
      pool,
      store,
      projection,
      generation,
      mode: 'rebuild',
      runnerId: 'bench-rebuild',
      logger,
      onSwapped: () => swapped(),
    });
    await done;
    const seconds = (performance.now() - started) / 1000;
    await runner.stop();
    const { rows: checkpoint } = await sql<{ processed: string }>`
      select events_processed::text as processed from projection_checkpoints where name = ${projection.name} and generation = ${generation}`.execute(
      db,
    );
    const processed = Number(checkpoint[0]?.processed ?? 0);
    if (before) await dropGeneration(db, projection, before.active_generation);
    rows.push([
      projection.name,
      processed.toLocaleString('en-US'),
      handled(projection.eventTypes).toLocaleString('en-US'),
      seconds.toFixed(2),
      rate(processed / seconds),
    ]);
  }
  console.log(
    '\n## Rebuild of each read model over a year of the demo business (events/s over the whole log, as the rebuild progress counts them)',
  );
  console.log(table(['read model', 'events', 'of its types', 'seconds', 'events/s'], rows, [1, 2, 3, 4]));
  await store.close();
  await db.destroy();
}

const server = await startBenchPostgres('projections');
try {
  console.log('# Projection benchmarks');
  for (const line of await describeMachine(server.url)) console.log(line);
  if (parts.has('read-models')) await readModelRebuilds(await createDatabase(server.adminUrl, 'read_models'));
  if (parts.has('synthetic') || parts.has('lag')) await syntheticAndLag(await createDatabase(server.adminUrl, 'synthetic'));
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await server.stop();
}
