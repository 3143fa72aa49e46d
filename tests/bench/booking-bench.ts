// Online booking benchmark, through HTTP against the whole system (backend and projections in
// child processes, as `npm start` runs them, on a throwaway PostgreSQL with durable commits and Redis):
//  a. bookings per second with BENCH_CLIENTS (64) concurrent clients through the staff API (POST
//     /api/appointments), all on one day stream, then across the location's next 30 days (slots shuffled);
//  b. the same through the public API as anonymous visitors: POST /api/public/booking/holds, then POST
//     /api/public/booking/bookings with the hold's token and a new client each time (a booking is both);
//  c. hold → other booker: a socket.io client in public-booking:<locationId> (no sign-in); from the hold
//     request's start until the 'booking-slots' notice arrives, and until GET .../slots no longer lists the
//     slot (read as soon as the notice arrives, again until it is gone), one hold at a time;
//  d. GET /api/public/booking/slots on a busy day (about 100 appointments), one read at a time.
// The public API's rate limits are switched off for the run (PUBLIC_BOOKING_RATE_LIMIT_SCALE=0: everything
// comes from one address). Figures printed only, with the load average before and after each part (the
// machine may be shared). Run: npm run bench -- booking (BENCH_SECONDS, BENCH_CLIENTS, BENCH_LATENCY_HOLDS,
// BENCH_SLOT_READS). BENCH_PROFILE=<folder> writes a CPU profile of the backend and of the projections there
// (node --cpu-prof), summarised by tests/bench/cpu-profile-summary.ts.
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { io as connect, type Socket } from 'socket.io-client';
import type { LiveServerEvents } from '@chairside/shared/live/live-messages';
import { createProjectionWaiter } from '@chairside/backend/commands/projection-waiter';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { migrateAll } from '@chairside/backend/migrate-all';
import { createDb, createPool } from '@chairside/platform/database';
import { seedDemo } from '@chairside/backend/seed/demo-seed';
import { createTestSession } from '@chairside/backend/testing/test-session';
import type { ReadModels } from '@chairside/projections/database';
import { benchServices, benchSlots, businessDate, createBenchStudio, shuffled } from './appointments-bench-setup';
import {
  costBetween,
  describeMachine,
  percentile,
  rate,
  readCost,
  readStatementStats,
  readTableStats,
  resetStatementStats,
  statementsCounted,
  tableStatsBetween,
  startBenchPostgres,
  startBenchRedis,
  startBenchSystem,
  table,
  type BenchSystem,
  type CostReading,
} from './support';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const latencyHolds = Number(process.env.BENCH_LATENCY_HOLDS ?? 200);
const slotReads = Number(process.env.BENCH_SLOT_READS ?? 300);
const workers = Number(process.env.BENCH_CLIENTS ?? 64);

const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(1)} ms`);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ');

type Slot = { startsAt: string; staffId: string };
type Reply = { id: string } | { error: string };

// BENCH_TABLE_STATS=1: after each case, the tables it read and wrote most, per booking. BENCH_PG_STATEMENTS=1:
// the statements sent per booking, and those that took PostgreSQL the most time.
let tableStatsUrl: string | null = null;
let statementStatsUrl: string | null = null;
// Reads what the system has spent so far (set once its processes run).
let readSystemCost: () => Promise<CostReading | null> = () => Promise.resolve(null);

// `workers` loops over the slot queues for `durationMs`; each slot is tried once.
// Commands the backend decided again after losing an append's race (its /api/metrics, read with the
// scraper's token the bench starts it with).
const metricsToken = randomUUID();
let readRetries: () => Promise<number | null> = () => Promise.resolve(null);
async function retriesAt(base: string): Promise<number | null> {
  const response = await fetch(`${base}/api/metrics`, { headers: { Authorization: `Bearer ${metricsToken}` } }).catch(() => null);
  if (!response?.ok) return null;
  let sum = 0;
  for (const line of (await response.text()).split('\n'))
    if (line.startsWith('chairside_command_retries_total{')) sum += Number(line.slice(line.lastIndexOf(' ') + 1));
  return sum;
}

// `label` names a measured case (its statements are printed with BENCH_PG_STATEMENTS=1); warm-ups have none.
async function bookFor(book: (slot: Slot, worker: number) => Promise<Reply>, queues: Slot[][], durationMs: number, label?: string) {
  const costBefore = await readSystemCost();
  const retriesBefore = await readRetries();
  const tablesBefore = tableStatsUrl ? await readTableStats(tableStatsUrl) : null;
  if (statementsCounted && statementStatsUrl) await resetStatementStats(statementStatsUrl);
  let booked = 0;
  const failures = new Map<string, number>();
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      const queue = queues.length === 1 ? queues[0]! : queues[worker]!;
      while (performance.now() < deadline) {
        const slot = queue.shift();
        if (!slot) break;
        const sent = performance.now();
        const reply = await book(slot, worker);
        latencies.push(performance.now() - sent);
        if ('id' in reply) booked += 1;
        else failures.set(reply.error, (failures.get(reply.error) ?? 0) + 1);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const costAfter = await readSystemCost();
  const cost = costBefore && costAfter ? costBetween(costBefore, costAfter) : null;
  const retriesAfter = await readRetries();
  const retried = retriesBefore !== null && retriesAfter !== null ? retriesAfter - retriesBefore : null;
  if (tablesBefore && tableStatsUrl && booked > 0) {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    console.log(
      table(
        ['table, per booking', 'seq scans', 'rows seq-read', 'rows via index', 'rows written'],
        tableStatsBetween(tablesBefore, await readTableStats(tableStatsUrl), booked),
        [1, 2, 3, 4],
      ),
    );
  }
  if (label && statementsCounted && statementStatsUrl && booked > 0) {
    // The read models' statements for the last bookings too.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { sent, rows } = await readStatementStats(statementStatsUrl, booked);
    console.log(`\n## Statements, ${label}: ${sent.toFixed(1)} sent per booking; those PostgreSQL spent most time on`);
    console.log(table(['statement', 'level', 'calls per booking', 'execution per booking'], rows, [2, 3]));
  }
  latencies.sort((a, b) => a - b);
  const refused = [...failures.values()].reduce((sum, count) => sum + count, 0);
  return {
    booked,
    refused,
    failures,
    perSecond: booked / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    load: load(),
    cost,
    retried,
  };
}

const server = await startBenchPostgres('booking');
const redis = await startBenchRedis();
let system: BenchSystem | undefined;
const sockets: Socket<LiveServerEvents>[] = [];
try {
  console.log('# Online booking benchmark');
  for (const line of await describeMachine(server.url)) console.log(line);
  const pool = createPool(server.url, 8);
  const db = createDb<unknown>(pool);
  const readDb = createDb<ReadModels>(pool);
  await migrateAll(db);
  const store = createPostgresEventStore(db, pool);
  await seedDemo(store);

  system = await startBenchSystem(
    { databaseUrl: server.url, redisUrl: redis.url },
    // A refused booking under contention is a warning per request: thousands of lines would bury the figures.
    { LOG_LEVEL: 'error', PUBLIC_BOOKING_RATE_LIMIT_SCALE: '0', METRICS_TOKEN: metricsToken },
  );
  const { base } = system;
  const { projections: projectionsPid, backend: backendPid } = system.pids;
  if (process.env.BENCH_TABLE_STATS) tableStatsUrl = server.url;
  statementStatsUrl = server.url;
  readSystemCost = () => readCost(server.url, { backend: backendPid, projections: projectionsPid });
  readRetries = () => retriesAt(base);
  const waiter = createProjectionWaiter(db, pool);
  const studio = await createBenchStudio(store, readDb);
  if (!(await waiter.waitFor(studio.last, 60_000))) throw new Error('the read models did not catch up with the bench studio');
  const token = await createTestSession(db, { userId: 'bench-admin', role: 'admin' });
  console.log(
    `studio:     ${studio.staffIds.length} staff working 07:00-21:00 every day; 30-minute bookings on distinct free slots, 90 minutes apart (up to 108 a day)`,
  );

  let clientIndex = 0;
  const staffBook = async (slot: Slot): Promise<Reply> => {
    const response = await fetch(`${base}/api/appointments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        locationId: studio.locationId,
        clientId: studio.clientIds[clientIndex++ % studio.clientIds.length],
        startsAt: slot.startsAt,
        items: [{ serviceId: benchServices.booking, staffId: slot.staffId }],
      }),
    });
    const body = (await response.json()) as { id?: string; error?: string };
    return response.status === 200 && body.id ? { id: body.id } : { error: `staff API ${response.status} ${body.error ?? ''}` };
  };
  const publicAvailable = { holds: true };
  // Without the visitor cookie: each hold is a new visitor's (the run switches the per-address limits off).
  const hold = async (slot: Slot): Promise<{ holdId: string; holdToken: string } | { error: string }> => {
    const response = await fetch(`${base}/api/public/booking/holds`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        locationId: studio.locationId,
        serviceIds: [benchServices.booking],
        staffId: slot.staffId,
        startsAt: slot.startsAt,
      }),
    });
    if (response.status === 404) publicAvailable.holds = false;
    const body = (await response.json().catch(() => ({}))) as { holdId?: string; holdToken?: string; error?: string };
    return response.ok && body.holdId && body.holdToken
      ? { holdId: body.holdId, holdToken: body.holdToken }
      : { error: `hold ${response.status} ${body.error ?? ''}` };
  };
  let publicClient = 0;
  const publicBook = async (slot: Slot): Promise<Reply> => {
    const held = await hold(slot);
    if ('error' in held) return held;
    const n = (publicClient += 1);
    const response = await fetch(`${base}/api/public/booking/bookings`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        ...held,
        client: {
          firstName: `Visitor${n}`,
          lastName: 'Online',
          email: `visitor.${n}.${randomUUID().slice(0, 6)}@chairside.test`,
          phone: '',
        },
      }),
    });
    const body = (await response.json().catch(() => ({}))) as { appointmentId?: string; error?: string };
    return response.ok && body.appointmentId ? { id: body.appointmentId } : { error: `booking ${response.status} ${body.error ?? ''}` };
  };

  // Warm-up: connections, caches and JIT are not measured.
  await bookFor(staffBook, [benchSlots(studio, businessDate(200), 30, 30).slice(0, 64)], 60_000);
  const publicWarm = await bookFor(publicBook, [benchSlots(studio, businessDate(1), 30, 30).slice(0, 32)], 60_000);
  const publicReady = publicWarm.booked > 0;
  if (!publicReady)
    console.log(
      `\nThe public booking API answered no booking (${[...publicWarm.failures.keys()].slice(0, 3).join('; ')}): its parts are skipped.`,
    );

  // a: staff API. One shared queue (each day filled before the next: appends contend), then 30 days' slots
  // in one shuffled queue, as a busy location's desks and phones book across its diary (days 100-129: the
  // public cases need the days within the online booking horizon).
  const staffSameDay = await bookFor(
    staffBook,
    [Array.from({ length: 55 }, (_, n) => benchSlots(studio, businessDate(140 + n), 90, 30)).flat()],
    seconds * 1000,
    'staff API, one day stream',
  );
  const staffApart = await bookFor(
    staffBook,
    [shuffled(Array.from({ length: 30 }, (_, n) => benchSlots(studio, businessDate(100 + n), 30, 30)).flat())],
    seconds * 1000,
    'staff API, across 30 days',
  );
  // b: public API, within the booking horizon (60 days by default) and past the lead time (tomorrow on).
  const publicSameDay = publicReady
    ? await bookFor(
        publicBook,
        [Array.from({ length: 26 }, (_, n) => benchSlots(studio, businessDate(2 + n), 90, 30)).flat()],
        seconds * 1000,
        'public API, one day stream',
      )
    : null;
  const publicApart = publicReady
    ? await bookFor(
        publicBook,
        [shuffled(Array.from({ length: 27 }, (_, n) => benchSlots(studio, businessDate(31 + n), 30, 30)).flat())],
        seconds * 1000,
        'public API, across 27 days',
      )
    : null;
  const row = (name: string, result: Awaited<ReturnType<typeof bookFor>> | null) =>
    result
      ? [name, String(result.booked), String(result.refused), rate(result.perSecond), ms(result.p50), ms(result.p99), result.load]
      : [name, '–', '–', 'not run', '–', '–', load()];
  console.log(
    `\n## Bookings per second, ${workers} concurrent clients, ${seconds} s each (a reply comes once the read models have folded the booking)`,
  );
  console.log(
    table(
      ['case', 'booked', 'refused', 'bookings/s', 'reply p50', 'reply p99', 'load avg after'],
      [
        row('staff API, one day stream', staffSameDay),
        row('staff API, across 30 days', staffApart),
        row('public API (hold + booking), one day stream', publicSameDay),
        row('public API (hold + booking), across 27 days', publicApart),
      ],
      [1, 2, 3, 4, 5],
    ),
  );
  const costRow = (name: string, result: Awaited<ReturnType<typeof bookFor>> | null) => {
    const cost = result?.cost;
    if (!result || !cost || result.booked === 0) return [name, '–', '–', '–', '–', '–', '–'];
    const per = (seconds: number) => `${((seconds * 1000) / result.booked).toFixed(1)} ms`;
    const total = (cost.cpu.backend ?? 0) + (cost.cpu.projections ?? 0) + cost.postgres;
    return [
      name,
      per(cost.cpu.backend ?? 0),
      per(cost.cpu.projections ?? 0),
      per(cost.postgres),
      per(total),
      (cost.transactions / result.booked).toFixed(1),
      result.retried === null ? '–' : (result.retried / result.booked).toFixed(2),
    ];
  };
  console.log(
    '\n## What a booking costs: CPU per booking by process, PostgreSQL transactions that wrote, and commands decided again after losing a race, per booking',
  );
  console.log(
    table(
      ['case', 'backend CPU', 'projections CPU', 'PostgreSQL CPU', 'all three', 'write transactions', 'retries'],
      [
        costRow('staff API, one day stream', staffSameDay),
        costRow('staff API, across 30 days', staffApart),
        costRow('public API (hold + booking), one day stream', publicSameDay),
        costRow('public API (hold + booking), across 27 days', publicApart),
      ],
      [1, 2, 3, 4, 5, 6],
    ),
  );
  for (const [text, count] of [
    ...staffSameDay.failures,
    ...staffApart.failures,
    ...(publicSameDay?.failures ?? []),
    ...(publicApart?.failures ?? []),
  ])
    console.log(`refused ${count}×: ${text}`);

  // c: hold → other booker's list.
  const slotsUrl = (date: string, staffId?: string) =>
    `${base}/api/public/booking/slots?locationId=${studio.locationId}&serviceIds=${benchServices.booking}&date=${date}${staffId ? `&staffId=${staffId}` : ''}`;
  const lists = async (date: string, slot: Slot) => {
    const response = await fetch(slotsUrl(date, slot.staffId));
    const body = (await response.json()) as { slots?: Slot[] };
    return (body.slots ?? []).some(
      (candidate) => Date.parse(candidate.startsAt) === Date.parse(slot.startsAt) && candidate.staffId === slot.staffId,
    );
  };
  if (publicReady) {
    const notices: number[] = [];
    const socket: Socket<LiveServerEvents> = connect(base, {
      auth: { rooms: [`public-booking:${studio.locationId}`] },
      transports: ['websocket'],
      forceNew: true,
    });
    sockets.push(socket);
    socket.on('change', (message) => {
      if (message.topic === 'booking-slots') notices.push(performance.now());
    });
    const joined = await new Promise<boolean>((resolve) => {
      socket.once('ready', () => resolve(true));
      socket.once('connect_error', () => resolve(false));
    });
    const holdDate = businessDate(58);
    const holdSlots = benchSlots(studio, holdDate, 30, 30);
    const toNotice: number[] = [];
    const toGone: number[] = [];
    let noNotice = 0;
    const loadBefore = load();
    for (let i = 0; i < Math.min(latencyHolds, holdSlots.length); i += 1) {
      const slot = holdSlots[i]!;
      if (!(await lists(holdDate, slot))) throw new Error(`slot ${slot.startsAt} is not offered before its hold`);
      notices.length = 0;
      const sent = performance.now();
      const held = await hold(slot);
      if ('error' in held) throw new Error(`a latency hold was refused: ${held.error}`);
      // The notice (up to 2 s); then the list as another booker's page reads it, again until the slot is gone.
      for (let spins = 0; joined && notices.length === 0 && spins < 2000; spins += 1)
        await new Promise((resolve) => setTimeout(resolve, 1));
      if (notices[0] !== undefined) toNotice.push(notices[0] - sent);
      else noNotice += 1;
      while (await lists(holdDate, slot)) await new Promise((resolve) => setTimeout(resolve, 1));
      toGone.push(performance.now() - sent);
    }
    toNotice.sort((a, b) => a - b);
    toGone.sort((a, b) => a - b);
    console.log(`\n## Hold → other booker, ${toGone.length} holds one at a time (load avg ${loadBefore} before, ${load()} after)`);
    if (!joined) console.log('The socket could not join public-booking:<locationId>: the slot list is polled instead.');
    console.log(
      table(
        ['latency', "hold request start → 'booking-slots' notice", 'hold request start → slot gone from GET slots'],
        [
          ['p50', ms(percentile(toNotice, 50)), ms(percentile(toGone, 50))],
          ['p95', ms(percentile(toNotice, 95)), ms(percentile(toGone, 95))],
          ['p99', ms(percentile(toNotice, 99)), ms(percentile(toGone, 99))],
          ['count', `${toNotice.length}${noNotice ? ` (${noNotice} without a notice within 2 s)` : ''}`, String(toGone.length)],
        ],
        [1, 2],
      ),
    );
  }

  // d: slots on a busy day: about 100 appointments (12 staff, every 90 minutes, less a few), then reads.
  if (!publicReady) throw new Error('the public booking API is not served: no slots to read');
  const busyDate = businessDate(59);
  const busySlots = benchSlots(studio, busyDate, 90, 30).slice(0, 100);
  const busy = await bookFor(staffBook, [busySlots], 120_000);
  const readTimes: { any: number[]; one: number[] } = { any: [], one: [] };
  let offered = 0;
  const loadBefore = load();
  for (let i = 0; i < slotReads; i += 1) {
    for (const [kind, staffId] of [
      ['any', undefined],
      ['one', studio.staffIds[i % studio.staffIds.length]],
    ] as const) {
      const sent = performance.now();
      const response = await fetch(slotsUrl(busyDate, staffId));
      const body = (await response.json()) as { slots?: unknown[]; error?: string };
      readTimes[kind].push(performance.now() - sent);
      if (!response.ok) throw new Error(`slots read answered ${response.status} ${body.error ?? ''}`);
      if (kind === 'any') offered = body.slots?.length ?? 0;
    }
  }
  readTimes.any.sort((a, b) => a - b);
  readTimes.one.sort((a, b) => a - b);
  console.log(
    `\n## Slots read on a busy day (${busy.booked} appointments), ${slotReads} reads each, one at a time (load avg ${loadBefore} before, ${load()} after)`,
  );
  console.log(
    table(
      ['GET /api/public/booking/slots', 'slots listed', 'p50', 'p99'],
      [
        ['any staff member', String(offered), ms(percentile(readTimes.any, 50)), ms(percentile(readTimes.any, 99))],
        ['one staff member', '', ms(percentile(readTimes.one, 50)), ms(percentile(readTimes.one, 99))],
      ],
      [1, 2, 3],
    ),
  );

  // e: the booking page's strip of days (free, full or closed), the fortnight the public cases booked into,
  // as every open booking page reads it again on each change at its location.
  const stripUrl = `${base}/api/public/booking/days?locationId=${studio.locationId}&serviceIds=${benchServices.booking}&from=${businessDate(1)}&count=14`;
  const stripTimes: number[] = [];
  let stripDays = 0;
  for (let i = 0; i < slotReads; i += 1) {
    const sent = performance.now();
    const response = await fetch(stripUrl);
    const body = (await response.json()) as { days?: unknown[]; error?: string };
    stripTimes.push(performance.now() - sent);
    if (!response.ok) throw new Error(`days read answered ${response.status} ${body.error ?? ''}`);
    stripDays = body.days?.length ?? 0;
  }
  stripTimes.sort((a, b) => a - b);
  console.log(`\n## The booking page's strip of days, ${slotReads} reads one at a time (load avg ${load()} after)`);
  console.log(
    table(
      ['GET /api/public/booking/days', 'days', 'p50', 'p99'],
      [['any staff member, count 14', String(stripDays), ms(percentile(stripTimes, 50)), ms(percentile(stripTimes, 99))]],
      [1, 2, 3],
    ),
  );

  await waiter.close();
  await store.close();
  await db.destroy();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const socket of sockets) socket.disconnect();
  await system?.stop();
  await redis.stop();
  await server.stop();
}
