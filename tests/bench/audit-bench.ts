// Audit benchmark: a log of a million events (BENCH_AUDIT_EVENTS) bulk-appended through the store's
// multi-stream appends, folded by the audit read model alone (catch-up events/s), then, in process, the
// functions the routes call: a filtered page of the history (p50/p99 over a mix of filters, first pages and
// deep ones), one record with 1,000 events as of a random moment (p50/p99), and the whole log exported as
// NDJSON (events/s). Figures printed only; the aims are browse p99 < 300 ms, as-of p99 < 100 ms and export
// ≥ 50,000 events/s.
// Run: node --import tsx tests/bench/audit-bench.ts   (BENCH_AUDIT_EVENTS, BENCH_QUERIES)
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pino from 'pino';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import type { NewEvent, StreamAppend } from '@chairside/platform/event-store/event-store';
import { sealEventStore } from '@chairside/platform/personal-data/personal-data';
import { createDb, createPool } from '@chairside/platform/database';
import { migrateAll } from '@chairside/backend/migrate-all';
import { backendModules } from '@chairside/backend/modules';
import { demoLocations } from '@chairside/backend/business/demo-business';
import { seedDemo } from '@chairside/backend/seed/demo-seed';
import { browseAudit } from '@chairside/backend/audit/audit-service';
import { auditEntity } from '@chairside/backend/audit/audit-entity';
import { exportAudit } from '@chairside/backend/audit/audit-export';
import type { Caller } from '@chairside/backend/auth/caller';
import type { ReadModels } from '@chairside/projections/database';
import { auditProjections } from '@chairside/projections/audit/manifest';
import { businessProjections } from '@chairside/projections/business/manifest';
import { identityProjections } from '@chairside/projections/identity/manifest';
import { catalogueProjections } from '@chairside/projections/catalogue/manifest';
import { clientsProjections } from '@chairside/projections/clients/manifest';
import { teamProjections } from '@chairside/projections/team/manifest';
import { superviseProjections, type ProjectionSupervisor } from '@chairside/projections/engine/projection-supervisor';
import { describeMachine, rate, startBenchPostgres, table } from './support';

const target = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000);
const queries = Number(process.env.BENCH_QUERIES ?? 200);
const entityEvents = 1000;
const streamsPerAppend = 200;
const eventsPerStream = 5;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;
let seed = 7;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

const server = await startBenchPostgres('audit');
let supervisor: ProjectionSupervisor | null = null;
try {
  console.log('# Audit benchmark');
  for (const line of await describeMachine(server.url)) console.log(line);
  const pool = createPool(server.url, 30);
  const db = createDb<unknown>(pool);
  const readDb = createDb<ReadModels>(pool);
  await migrateAll(db);
  const raw = createPostgresEventStore(db, pool);
  const store = sealEventStore(raw, pool);
  await seedDemo(store);

  // A year of note templates written and rewritten by the demo's people at both locations, and one template
  // changed a thousand times (the record whose history is read as of a moment).
  const users = ['aaaaaaaa-aaaa-4aaa-8aaa-000000000001', 'aaaaaaaa-aaaa-4aaa-8aaa-000000000002', 'aaaaaaaa-aaaa-4aaa-8aaa-000000000004'];
  const locations = [demoLocations.downtown.id, demoLocations.uptown.id];
  const yearAgo = Date.now() - 365 * 86_400_000;
  let clock = yearAgo;
  const step = (365 * 86_400_000) / target;
  const metadata = () => {
    clock += step;
    return {
      userId: pick(users),
      locationId: pick(locations),
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date(clock).toISOString(),
      source: 'api' as const,
      ip: '10.0.0.7',
    };
  };
  const started = performance.now();
  const busy = randomUUID();
  const busyEvents: NewEvent[] = Array.from({ length: entityEvents }, (_, index) => ({
    id: randomUUID(),
    type: index === 0 ? 'NoteTemplateCreated' : 'NoteTemplateChanged',
    data: { templateId: busy, name: `Busy ${index}`, body: `Version ${index}` },
    metadata: metadata(),
  }));
  await raw.appendToStreams([{ stream: `notetemplate-${busy}`, events: busyEvents, expectedRevision: 'no_stream' }]);
  let appended = entityEvents;
  while (appended < target) {
    const appends: StreamAppend[] = [];
    for (let s = 0; s < streamsPerAppend && appended < target; s += 1) {
      const templateId = randomUUID();
      const count = Math.min(eventsPerStream, target - appended);
      appends.push({
        stream: `notetemplate-${templateId}`,
        expectedRevision: 'no_stream',
        events: Array.from({ length: count }, (_, index) => ({
          id: randomUUID(),
          type: index === 0 ? 'NoteTemplateCreated' : index === count - 1 && index > 2 ? 'NoteTemplateArchived' : 'NoteTemplateChanged',
          data: { templateId, name: `Template ${appended + index}`, body: 'Hello {client first name}' },
          metadata: metadata(),
        })),
      });
      appended += count;
    }
    await raw.appendToStreams(appends);
  }
  const appendSeconds = (performance.now() - started) / 1000;
  console.log(`appended ${appended.toLocaleString('en-US')} events in ${appendSeconds.toFixed(1)} s (${rate(appended / appendSeconds)})`);

  // The names the history shows (people, locations), then the audit log alone.
  const supervise = (projections: Parameters<typeof superviseProjections>[0]['projections']) =>
    superviseProjections({
      db,
      pool,
      store,
      projections,
      runnerId: `audit-bench-${randomUUID()}`,
      logger: pino({ level: 'silent' }),
      pollMs: 50,
      lockRetryMs: 100,
    });
  // The audit log holds a row per event once it has caught up (counting what every read model has left would
  // itself be a million-row count per read model, every second).
  const logged = await sql<{ n: number }>`select count(*)::int as n from events`.execute(db);
  const caughtUp = async () => {
    for (;;) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from audit_events`
        .execute(db)
        .catch(() => ({ rows: [{ n: 0 }] }));
      if ((rows[0]?.n ?? 0) >= (logged.rows[0]?.n ?? 0)) return;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  };
  const folding = performance.now();
  supervisor = await supervise([
    ...businessProjections.projections,
    ...identityProjections.projections,
    ...teamProjections.projections,
    ...catalogueProjections.projections,
    ...clientsProjections.projections,
    ...auditProjections.projections,
  ]);
  await caughtUp();
  const foldSeconds = (performance.now() - folding) / 1000;
  await supervisor.stop();
  supervisor = null;
  console.log(
    `read models caught up in ${foldSeconds.toFixed(1)} s (${rate(appended / foldSeconds)} into the audit log, with the names beside it)`,
  );
  await sql`analyze`.execute(db);

  const deps = { readDb, store, streams: backendModules.flatMap((module) => module.streams ?? []) };
  const caller: Caller = { userId: users[0] as string, role: 'admin', permissions: new Set() };
  const firstPage = await browseAudit(deps, caller, { limit: 50 });
  const deepCursor = (await browseAudit(deps, caller, { limit: 200, before: firstPage.next ?? undefined })).next ?? undefined;
  const kinds = [
    ['no filter', () => ({})],
    ['one type', () => ({ type: pick(['NoteTemplateCreated', 'NoteTemplateChanged', 'NoteTemplateArchived']) })],
    ['one person', () => ({ userId: pick(users) })],
    ['one location', () => ({ locationId: pick(locations) })],
    ['one record', () => ({ entity: busy })],
    [
      'a day',
      () => {
        const from = yearAgo + Math.floor(random() * 360) * 86_400_000;
        return { from: new Date(from).toISOString(), to: new Date(from + 86_400_000).toISOString() };
      },
    ],
    ['person and type', () => ({ userId: pick(users), type: 'NoteTemplateArchived' })],
    ['search by name', () => ({ q: 'Avery' })],
  ] as const;
  const browseRows: string[][] = [];
  const all: number[] = [];
  for (const [name, filter] of kinds) {
    const times: number[] = [];
    for (let index = 0; index < Math.ceil(queries / kinds.length); index += 1) {
      const deep = index % 2 === 1 && name === 'no filter';
      const begin = performance.now();
      const page = await browseAudit(deps, caller, { ...filter(), limit: 50, before: deep ? deepCursor : undefined });
      times.push(performance.now() - begin);
      if (page.events.length === 0 && name !== 'a day') throw new Error(`${name} found nothing`);
    }
    all.push(...times);
    browseRows.push([name, ms(percentile(times, 50)), ms(percentile(times, 99))]);
  }
  browseRows.push(['all', ms(percentile(all, 50)), ms(percentile(all, 99))]);
  console.log('\n## A page of the history (50 events, names looked up)');
  console.log(table(['filter', 'p50', 'p99'], browseRows, [1, 2]));

  const asOf: number[] = [];
  for (let index = 0; index < queries; index += 1) {
    const at = new Date(yearAgo + random() * 365 * 86_400_000);
    const begin = performance.now();
    const entity = await auditEntity(deps, caller, busy, at);
    asOf.push(performance.now() - begin);
    if (entity.events.length !== entityEvents) throw new Error(`the busy record has ${entity.events.length} events`);
  }
  console.log(`\n## One record with ${entityEvents} events, as of a random moment`);
  console.log(table(['queries', 'p50', 'p99'], [[String(queries), ms(percentile(asOf, 50)), ms(percentile(asOf, 99))]], [0, 1, 2]));

  const exporting = performance.now();
  const { total, lines } = await exportAudit(deps, caller, { format: 'ndjson' });
  let bytes = 0;
  let exported = 0;
  for await (const chunk of lines) {
    bytes += Buffer.byteLength(chunk);
    for (let at = chunk.indexOf('\n'); at !== -1; at = chunk.indexOf('\n', at + 1)) exported += 1;
  }
  const exportSeconds = (performance.now() - exporting) / 1000;
  if (exported !== total) throw new Error(`exported ${exported} of ${total}`);
  console.log('\n## The whole log exported as NDJSON');
  console.log(
    table(
      ['events', 'MB', 'seconds', 'events/s'],
      [[exported.toLocaleString('en-US'), (bytes / 1e6).toFixed(0), exportSeconds.toFixed(1), rate(exported / exportSeconds)]],
      [0, 1, 2, 3],
    ),
  );
  await pool.end();
} finally {
  await supervisor?.stop();
  await server.stop();
}
