// Live updates benchmark: command → socket message latency with 100 connected sockets, through the
// whole path (command, event store, projection, ui_changes, change feed, Redis, socket.io). The backend,
// projections and change feed run in child processes; the 100 clients here. Figures printed only.
//  1. PUT /api/business-settings → the 'business-settings' notice in the 'business' room, on an idle system;
//  2. a staff booking (POST /api/appointments) → its 'appointments' notice in the location:<id> room (what a
//     booking publishes there), idle and then while a paced open-loop background load books
//     BENCH_BACKGROUND_RATE (50) staff bookings a second at the same location, on other staff and days
//     (every socket in the room hears those too); 0 leaves the loaded row out.
//     The loaded bookings stop after BENCH_PROBE_SECONDS (90) if not all have run.
// Run: npm run bench -- live (BENCH_SOCKETS, BENCH_COMMANDS, BENCH_BACKGROUND_RATE, BENCH_PROBE_SECONDS)
import { io as connect, type Socket } from 'socket.io-client';
import type { LiveServerEvents } from '@chairside/shared/live/live-messages';
import { createProjectionWaiter } from '@chairside/backend/commands/projection-waiter';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { migrateAll } from '@chairside/backend/migrate-all';
import { createDb, createPool } from '@chairside/platform/database';
import { seedDemo } from '@chairside/backend/seed/demo-seed';
import { createTestSession } from '@chairside/backend/testing/test-session';
import type { ReadModels } from '@chairside/projections/database';
import { benchServices, benchSlots, businessDate, createBenchStudio } from './appointments-bench-setup';
import { backgroundBookings, describeBackgroundLoad, startBackgroundLoad } from './background-load';
import {
  describeCpu,
  describeMachine,
  describePostgres,
  loadAverage,
  percentile,
  sampleCpu,
  samplePostgres,
  startBenchPostgres,
  startBenchRedis,
  startBenchSystem,
  table,
  type BenchSystem,
} from './support';

const socketsCount = Number(process.env.BENCH_SOCKETS ?? 100);
const commands = Number(process.env.BENCH_COMMANDS ?? 200);
const backgroundRate = Number(process.env.BENCH_BACKGROUND_RATE ?? 50);
// How long the background runs before the measured bookings start under it, so they meet a steady state.
const backgroundSettleMs = 5_000;
// The loaded bookings end after this long even if not all ran (a saturated system takes seconds a booking).
const loadedSeconds = Number(process.env.BENCH_PROBE_SECONDS ?? 90);

const server = await startBenchPostgres('live');
const redis = await startBenchRedis();
let system: BenchSystem | null = null;
const sockets: Socket<LiveServerEvents>[] = [];
try {
  console.log('# Live updates benchmark');
  for (const line of await describeMachine(server.url)) console.log(line);
  const pool = createPool(server.url, 4);
  const db = createDb<unknown>(pool);
  const readDb = createDb<ReadModels>(pool);
  await migrateAll(db);
  const store = createPostgresEventStore(db, pool);
  await seedDemo(store);
  const token = await createTestSession(db, { userId: 'bench-admin', role: 'admin' });

  // A refused background booking logs a warning, which would bury the figures.
  system = await startBenchSystem({ databaseUrl: server.url, redisUrl: redis.url }, { LOG_LEVEL: 'error' });
  const base = system.base;
  const waiter = createProjectionWaiter(db, pool);
  const studio = await createBenchStudio(store, readDb);
  if (!(await waiter.waitFor(studio.last, 60_000))) throw new Error('the read models did not catch up with the bench studio');

  // Each socket notes when each business-settings notice and each appointment's first notice reached it.
  const settingsAt: number[][] = Array.from({ length: socketsCount }, () => []);
  const appointmentAt: Map<string, number>[] = Array.from({ length: socketsCount }, () => new Map());
  await Promise.all(
    Array.from({ length: socketsCount }, (_, index) => {
      const socket: Socket<LiveServerEvents> = connect(base, {
        auth: { token, rooms: ['business', `location:${studio.locationId}`] },
        transports: ['websocket'],
        forceNew: true,
      });
      sockets.push(socket);
      socket.on('change', (message) => {
        const at = performance.now();
        if (message.topic === 'business-settings') settingsAt[index]!.push(at);
        else if (message.topic === 'appointments')
          for (const id of message.ids) if (!appointmentAt[index]!.has(id)) appointmentAt[index]!.set(id, at);
      });
      return new Promise((resolve, reject) => {
        socket.once('ready', resolve);
        socket.once('connect_error', reject);
      });
    }),
  );

  // Until every socket has heard the command (up to `limitMs`), so one command's fan-out is measured at a time.
  const untilAll = async (heard: (index: number) => boolean, limitMs: number) => {
    const deadline = performance.now() + limitMs;
    while (performance.now() < deadline && !sockets.every((_, index) => heard(index)))
      await new Promise((resolve) => setTimeout(resolve, 1));
  };
  const latencyRows = (latencies: number[], expected: number) => {
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => `${percentile(latencies, p).toFixed(1)} ms`;
    const missing = expected - latencies.length;
    return {
      p50: pct(50),
      p95: pct(95),
      p99: pct(99),
      max: `${(latencies.at(-1) ?? NaN).toFixed(1)} ms`,
      received: `${latencies.length} of ${expected}${missing ? ` (${missing} missing)` : ''}`,
    };
  };

  // 1: business settings, idle.
  const sentAt: number[] = [];
  const put = (name: string) =>
    fetch(`${base}/api/business-settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ businessName: name }),
    });
  await put('warm-up');
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const list of settingsAt) list.length = 0;
  for (let i = 0; i < commands; i += 1) {
    sentAt.push(performance.now());
    const response = await put(`Bench Salon ${i}`);
    if (response.status !== 200) throw new Error(`PUT answered ${response.status}`);
    await untilAll((index) => settingsAt[index]!.length > i, 2_000);
  }
  const settingsLatencies: number[] = [];
  for (const list of settingsAt)
    for (let i = 0; i < commands; i += 1) if (list[i] !== undefined) settingsLatencies.push(list[i]! - sentAt[i]!);
  const settings = latencyRows(settingsLatencies, socketsCount * commands);
  console.log(`\n## Command → socket message, ${socketsCount} sockets, ${commands} commands (PUT /api/business-settings)`);
  console.log(
    table(
      ['latency', 'value'],
      [
        ['p50', settings.p50],
        ['p95', settings.p95],
        ['p99', settings.p99],
        ['messages received', settings.received],
      ],
      [1],
    ),
  );

  // 2: bookings on staff 0-2, one at a time, each on a free slot of days of their own; the background
  // books the other nine on later days.
  const probeStaff = new Set(studio.staffIds.slice(0, 3));
  const probeSlots = Array.from({ length: 30 }, (_, n) => benchSlots(studio, businessDate(1 + n), 30, 30))
    .flat()
    .filter((slot) => probeStaff.has(slot.staffId));
  let clientIndex = 0;
  const bookings = async (count: number, seconds = Infinity) => {
    const latencies: number[] = [];
    const loadBefore = loadAverage();
    const cpuBefore = sampleCpu();
    const postgresBefore = await samplePostgres(pool);
    const deadline = performance.now() + seconds * 1000;
    let booked = 0;
    for (let i = 0; i < count && performance.now() < deadline; i += 1) {
      booked += 1;
      const slot = probeSlots.shift();
      if (!slot) throw new Error('the probe bookings ran out of free slots');
      const sent = performance.now();
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
      if (response.status !== 200 || !body.id) throw new Error(`a probe booking was refused: ${response.status} ${body.error ?? ''}`);
      const id = body.id;
      await untilAll((index) => appointmentAt[index]!.has(id), 10_000);
      for (const heard of appointmentAt) {
        const at = heard.get(id);
        if (at !== undefined) latencies.push(at - sent);
      }
    }
    return {
      ...latencyRows(latencies, socketsCount * booked),
      bookings: booked,
      load: `${loadBefore} → ${loadAverage()}`,
      cpu: `${describeCpu(cpuBefore, sampleCpu())}\n${describePostgres(postgresBefore, await samplePostgres(pool))}`,
    };
  };
  await bookings(5);
  const rows: [string, Awaited<ReturnType<typeof bookings>>][] = [['idle', await bookings(commands)]];
  const backgroundLines: string[] = [];
  if (backgroundRate > 0) {
    const background = startBackgroundLoad(
      backgroundRate,
      backgroundBookings(base, token, studio, { staffIds: studio.staffIds.slice(3), fromDay: 40, days: 60 }),
    );
    let stopped = false;
    try {
      await new Promise((resolve) => setTimeout(resolve, backgroundSettleMs));
      const loaded = await bookings(commands, loadedSeconds);
      stopped = true;
      backgroundLines.push(...describeBackgroundLoad(await background.stop()));
      rows.push([`${backgroundRate} bookings/s background`, loaded]);
    } finally {
      if (!stopped) await background.stop();
    }
  }
  console.log(
    `\n## Booking → socket message in location:<id>, ${socketsCount} sockets, up to ${commands} bookings one at a time (POST /api/appointments → its 'appointments' notice)`,
  );
  console.log(
    table(
      ['condition', 'bookings', 'p50', 'p95', 'p99', 'max', 'messages received', 'load avg before → after'],
      rows.map(([name, row]) => [name, String(row.bookings), row.p50, row.p95, row.p99, row.max, row.received, row.load]),
      [1, 2, 3, 4, 5],
    ),
  );
  for (const [name, row] of rows) console.log(`\n### ${name}: where the CPU went\n${row.cpu}`);
  for (const line of backgroundLines) console.log(line);
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
