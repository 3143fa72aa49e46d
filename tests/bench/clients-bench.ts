// Client book benchmark: 100,000 clients written by batched multi-stream appends (a thousand client streams
// an append), the read model folded, then, through the API as the desk uses it, search as one types (part of
// a name, a phone number typed in another format than stored, an e-mail) and the profile's load, each
// request one after another. The backend, projections and change feed run in child processes. Figures
// printed only; the aim is search p99 < 50 ms.
// Run: node --import tsx tests/bench/clients-bench.ts   (BENCH_CLIENTS, BENCH_REQUESTS to change the sizes)
import { randomUUID } from 'node:crypto';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import type { NewEvent, StreamAppend } from '@chairside/platform/event-store/event-store';
import { createDb, createPool } from '@chairside/platform/database';
import { migrateAll } from '@chairside/backend/migrate-all';
import { seedDemoBusiness } from '@chairside/backend/business/demo-business';
import { demoFirstNames, demoLastNames } from '@chairside/backend/clients/demo-clients';
import { createTestSession } from '@chairside/backend/testing/test-session';
import { clientStream } from '@chairside/shared/clients/client-events';
import { normalizePhone } from '@chairside/shared/format/phone-format';
import { describeMachine, startBenchPostgres, startBenchRedis, startBenchSystem, table, type BenchSystem } from './support';

const clients = Number(process.env.BENCH_CLIENTS ?? 100_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const batch = 1000;

const areaCodes = ['312', '773', '872', '630', '708', '847', '224', '331', '779', '815', '217', '309', '618', '219', '262', '414'];

// Client k: a name pair, a number that is valid and unique (area, exchange and line from k) and an e-mail.
function benchClient(k: number) {
  const firstName = demoFirstNames[k % demoFirstNames.length] as string;
  const lastName = demoLastNames[(k * 7 + Math.floor(k / demoFirstNames.length)) % demoLastNames.length] as string;
  const area = areaCodes[k % areaCodes.length] as string;
  const rest = Math.floor(k / areaCodes.length);
  // The line walks all 10,000 values before the exchange moves on: a line's last four digits are shared
  // by about ten clients, as in a real book.
  let exchange = 201 + (Math.floor(rest / 10_000) % 700);
  if (exchange % 100 === 11) exchange += 1;
  const line = String(rest % 10_000).padStart(4, '0');
  const typed = `(${area}) ${exchange}-${line}`;
  const email = `${firstName}.${lastName}.${k}@example.com`.toLowerCase();
  return { clientId: randomUUID(), firstName, lastName, phone: normalizePhone(typed) ?? '', typed: { area, exchange, line }, email };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

const server = await startBenchPostgres('clients');
const redis = await startBenchRedis();
let system: BenchSystem | null = null;
try {
  console.log('# Client book benchmark');
  for (const line of await describeMachine(server.url)) console.log(line);
  const pool = createPool(server.url, 4);
  const db = createDb<unknown>(pool);
  await migrateAll(db);
  const store = createPostgresEventStore(db, pool);
  await seedDemoBusiness(store);
  const token = await createTestSession(db, { userId: randomUUID(), role: 'admin' });
  system = await startBenchSystem({ databaseUrl: server.url, redisUrl: redis.url });
  const base = system.base;
  const get = async (path: string) => {
    const started = performance.now();
    const reply = await fetch(`${base}/api${path}`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await reply.json()) as unknown;
    if (reply.status !== 200) throw new Error(`${path} answered ${reply.status}: ${JSON.stringify(body)}`);
    return { took: performance.now() - started, body };
  };

  // Generating: every client its own stream, a thousand streams an append.
  const written: ReturnType<typeof benchClient>[] = [];
  const metadata = () => ({
    userId: null,
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
    source: 'seed' as const,
  });
  const writing = performance.now();
  for (let from = 0; from < clients; from += batch) {
    const appends: StreamAppend[] = [];
    for (let k = from; k < Math.min(clients, from + batch); k += 1) {
      const client = benchClient(k);
      written.push(client);
      const { clientId, firstName, lastName, phone, email } = client;
      const events: NewEvent[] = [
        { id: randomUUID(), type: 'ClientRegistered', data: { clientId, firstName, lastName, phone, email }, metadata: metadata() },
      ];
      if (k % 3 === 0)
        events.push({
          id: randomUUID(),
          type: 'ClientProfileChanged',
          data: { clientId, birthday: '--04-12', tags: ['VIP'] },
          metadata: metadata(),
        });
      appends.push({ stream: clientStream(clientId), events, expectedRevision: 'no_stream' });
    }
    await store.appendToStreams(appends);
  }
  const writeSeconds = (performance.now() - writing) / 1000;

  // Folded: the last client written is found by its e-mail.
  const last = written[written.length - 1]!;
  const folding = performance.now();
  for (;;) {
    const { body } = await get(`/clients?search=${encodeURIComponent(last.email)}&limit=1`);
    if (Array.isArray(body) && body.length === 1) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const foldSeconds = (performance.now() - writing) / 1000;
  console.log(`\n## ${clients.toLocaleString('en-US')} clients`);
  console.log(
    table(
      ['figure', 'value'],
      [
        [
          'appended (1,000 streams an append)',
          `${writeSeconds.toFixed(1)} s, ${Math.round(clients / writeSeconds).toLocaleString('en-US')} clients/s`,
        ],
        [
          'read model caught up (from the first append)',
          `${foldSeconds.toFixed(1)} s (${((performance.now() - folding) / 1000).toFixed(1)} s after the last)`,
        ],
      ],
      [1],
    ),
  );

  // Search and profile, one request after another, each case over clients picked through the book.
  const pick = (i: number) => written[(i * 7919) % written.length]!;
  const cases: [string, (i: number) => string][] = [
    ['search: start of a first name ("Oli")', (i) => `/clients?search=${encodeURIComponent(pick(i).firstName.slice(0, 3))}&limit=50`],
    [
      'search: full name, last name part ("Olivia Gar")',
      (i) => `/clients?search=${encodeURIComponent(`${pick(i).firstName} ${pick(i).lastName.slice(0, 3)}`)}&limit=50`,
    ],
    ['search: start of a last name ("Rodr")', (i) => `/clients?search=${encodeURIComponent(pick(i).lastName.slice(0, 4))}&limit=50`],
    [
      'search: phone typed as 312.555.0142',
      (i) => `/clients?search=${encodeURIComponent(`${pick(i).typed.area}.${pick(i).typed.exchange}.${pick(i).typed.line}`)}&limit=50`,
    ],
    ['search: last four digits of a phone', (i) => `/clients?search=${pick(i).typed.line}&limit=50`],
    ['search: whole e-mail, typed in capitals', (i) => `/clients?search=${encodeURIComponent(pick(i).email.toUpperCase())}&limit=50`],
    ['profile: GET /clients/:id', (i) => `/clients/${pick(i).clientId}`],
  ];
  const rows: string[][] = [];
  for (const [name, path] of cases) {
    for (let i = 0; i < 20; i += 1) await get(path(i + 10_000));
    const times: number[] = [];
    for (let i = 0; i < requests; i += 1) times.push((await get(path(i))).took);
    rows.push([name, ms(percentile(times, 50)), ms(percentile(times, 99)), ms(Math.max(...times))]);
  }
  // A phone typed in another format finds its client (a check that the figures measure real answers).
  const probe = pick(3);
  const found = await get(`/clients?search=${encodeURIComponent(`${probe.typed.area}.${probe.typed.exchange}.${probe.typed.line}`)}`);
  if (!Array.isArray(found.body) || !found.body.some((row: { id?: string }) => row.id === probe.clientId))
    throw new Error('the phone search did not find its client');
  console.log(`\n## Through the API, one request after another, ${requests} each (after 20 to warm up)`);
  console.log(table(['request', 'p50', 'p99', 'max'], rows, [1, 2, 3]));
} finally {
  await system?.stop();
  await redis.stop();
  await server.stop();
}
