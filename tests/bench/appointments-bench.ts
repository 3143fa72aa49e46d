// Appointments benchmark, through HTTP against the whole system (backend and projections in child
// processes, as `npm start` runs them, on a throwaway PostgreSQL with durable commits and Redis):
//  1. booking commands per second, 8 concurrent clients, each request for a distinct free slot; once with
//     everyone booking the same day (one day stream, so concurrent appends retry) and once a day each;
//  2. booking → other session: a second signed-in socket.io client in the location's room receives the
//     'appointments' change; from the request's start to the message, one booking at a time;
//  3. the day view with 12 staff and 300 appointments in Chromium: from navigation until all 300 event
//     blocks are in the page, over several loads;
//  4. booking in one browser → block visible in another: two Chromium contexts signed in as two people, the
//     second showing the day view; from the first page's request start until the second page draws the
//     new block, one booking at a time.
// A booking's HTTP reply comes once the read models have folded it (commandRoute), so 1. includes that.
// Figures printed only. Run: node --import tsx tests/bench/appointments-bench.ts
// (BENCH_SECONDS, BENCH_LATENCY_BOOKINGS, BENCH_RENDER_RUNS, BENCH_BROWSER_BOOKINGS change the sample sizes)
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { chromium } from 'playwright';
import { io as connect, type Socket } from 'socket.io-client';
import type { LiveServerEvents } from '@chairside/shared/live/live-messages';
import { bookAppointment } from '@chairside/backend/appointments/appointment-service';
import { createProjectionWaiter } from '@chairside/backend/commands/projection-waiter';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { migrateAll } from '@chairside/backend/migrate-all';
import { createDb, createPool } from '@chairside/platform/database';
import { seedDemo } from '@chairside/backend/seed/demo-seed';
import { demoPassword } from '@chairside/backend/identity/demo-users';
import { createTestSession } from '@chairside/backend/testing/test-session';
import type { ReadModels } from '@chairside/projections/database';
// @ts-expect-error plain JavaScript module shared with the launcher
import { buildFrontendIfStale } from '../../scripts/lib/frontend-build.mjs';
// @ts-expect-error plain JavaScript module shared with the launcher
import { freePort } from '../../scripts/lib/services.mjs';
import { benchServices, benchSlots, businessDate, createBenchStudio, type BenchStudio } from './appointments-bench-setup';
import { describeMachine, rate, root, startBenchPostgres, startBenchRedis, waitForHealthy, table } from './support';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const latencyBookings = Number(process.env.BENCH_LATENCY_BOOKINGS ?? 200);
const refusalRuns = Number(process.env.BENCH_REFUSALS ?? 100);
const renderRuns = Number(process.env.BENCH_RENDER_RUNS ?? 7);
const browserBookings = Number(process.env.BENCH_BROWSER_BOOKINGS ?? 60);
const workers = 8;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

type Booker = (body: {
  startsAt: string;
  staffId: string;
  clientId: string;
  serviceId: string;
}) => Promise<{ id: string } | { error: string }>;

// Runs `workers` loops over the slot lists for `durationMs`; a slot is taken once (the lists are disjoint or shared).
async function bookFor(
  book: Booker,
  studio: BenchStudio,
  queues: { startsAt: string; staffId: string }[][],
  durationMs: number,
  concurrency = workers,
) {
  let booked = 0;
  let refused = 0;
  const failures = new Map<string, number>();
  const latencies: number[] = [];
  const started = performance.now();
  const deadline = started + durationMs;
  let clientIndex = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      const queue = queues.length === 1 ? queues[0]! : queues[worker]!;
      while (performance.now() < deadline) {
        const slot = queue.shift();
        if (!slot) break;
        const clientId = studio.clientIds[clientIndex++ % studio.clientIds.length]!;
        const sent = performance.now();
        const reply = await book({ ...slot, clientId, serviceId: benchServices.booking });
        latencies.push(performance.now() - sent);
        if ('id' in reply) booked += 1;
        else {
          refused += 1;
          failures.set(reply.error, (failures.get(reply.error) ?? 0) + 1);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    booked,
    refused,
    failures,
    perSecond: booked / elapsed,
    elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

const server = await startBenchPostgres('appointments');
const redis = await startBenchRedis();
const children: ReturnType<typeof spawn>[] = [];
const sockets: Socket<LiveServerEvents>[] = [];
const browser = { close: async () => {} };
try {
  console.log('# Appointments benchmark');
  for (const line of await describeMachine(server.url)) console.log(line);
  (buildFrontendIfStale as (root: string, log: (line: string) => void) => boolean)(root, (line) => console.log(line));
  const pool = createPool(server.url, 8);
  const db = createDb<unknown>(pool);
  const readDb = createDb<ReadModels>(pool);
  await migrateAll(db);
  const store = createPostgresEventStore(db, pool);
  await seedDemo(store);

  const port = (await freePort()) as number;
  const env = {
    ...process.env,
    DATABASE_URL: server.url,
    REDIS_URL: redis.url,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    REDIS_PREFIX: 'bench',
  };
  // BENCH_PROJECTIONS_PGOPTIONS (e.g. '-c synchronous_commit=off') goes to the projections process only: a
  // diagnosis of what the read models' commits cost; the figures are printed with it.
  const projectionOptions = process.env.BENCH_PROJECTIONS_PGOPTIONS;
  if (projectionOptions) console.log(`diagnosis:  the projections process runs with PGOPTIONS='${projectionOptions}'`);
  for (const entry of ['projections/src/main.ts', 'backend/src/main.ts']) {
    const childEnv = entry.startsWith('projections') && projectionOptions ? { ...env, PGOPTIONS: projectionOptions } : env;
    children.push(
      spawn(process.execPath, ['--import', 'tsx', entry], { cwd: root, env: childEnv, stdio: ['ignore', 'inherit', 'inherit'] }),
    );
  }
  const base = `http://127.0.0.1:${port}`;
  await waitForHealthy(base);
  const waiter = createProjectionWaiter(db, pool);
  const studio = await createBenchStudio(store, readDb);
  if (!(await waiter.waitFor(studio.last, 60_000))) throw new Error('the read models did not catch up with the bench studio');
  const token = await createTestSession(db, { userId: 'bench-admin', role: 'admin' });
  const book: Booker = async ({ startsAt, staffId, clientId, serviceId }) => {
    const response = await fetch(`${base}/api/appointments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ locationId: studio.locationId, clientId, startsAt, items: [{ serviceId, staffId }] }),
    });
    const body = (await response.json()) as { id?: string; error?: string };
    return response.status === 200 && body.id ? { id: body.id } : { error: `${response.status} ${body.error ?? ''}` };
  };
  // The same command in this process, straight through the appointment service: no HTTP, and no wait
  // for the read models (the route replies once they have folded the booking).
  const bookInProcess: Booker = async ({ startsAt, staffId, clientId, serviceId }) => {
    try {
      const outcome = await bookAppointment(
        { store, readDb },
        {
          locationId: studio.locationId,
          clientId,
          newClient: null,
          startsAt,
          items: [{ serviceId, staffId }],
          notes: '',
          recurrence: null,
          holdId: null,
          override: null,
          walkIn: null,
        },
        { userId: null, source: 'api', mayBookInPast: false },
      );
      return { id: outcome.id };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };
  // Bookings every 90 minutes per person (about 10 each, 120 a day): a busy day's size, which matters
  // because every booking reads and folds its whole day stream.
  console.log(
    `studio:     ${studio.staffIds.length} staff working 07:00-21:00 every day, ${studio.clientIds.length} clients; 30-minute bookings on distinct free slots, up to 120 a day`,
  );

  // Warm-up: a few bookings so connections, caches and JIT are not measured.
  const warm = await bookFor(book, studio, [benchSlots(studio, businessDate(9), 30, 30).slice(0, 64)], 60_000);
  if (warm.booked === 0) throw new Error(`warm-up bookings were refused: ${[...warm.failures.keys()].join('; ')}`);
  await bookFor(bookInProcess, studio, [benchSlots(studio, businessDate(8), 30, 30).slice(0, 32)], 60_000);

  // 1a: one shared queue, day after day: concurrent requests land on the same day stream.
  const sameDay = Array.from({ length: 60 }, (_, n) => benchSlots(studio, businessDate(10 + n), 90, 30)).flat();
  const shared = await bookFor(book, studio, [sameDay], seconds * 1000);
  // 1b: each client books its own days: no two requests share a stream.
  const ownDays = Array.from({ length: workers }, (_, worker) =>
    Array.from({ length: 15 }, (_, n) => benchSlots(studio, businessDate(80 + n * workers + worker), 90, 30)).flat(),
  );
  const apart = await bookFor(book, studio, ownDays, seconds * 1000);
  // 1c: the service alone, a day per client.
  const serviceDays = Array.from({ length: workers }, (_, worker) =>
    Array.from({ length: 10 }, (_, n) => benchSlots(studio, businessDate(230 + n * workers + worker), 90, 30)).flat(),
  );
  const direct = await bookFor(bookInProcess, studio, serviceDays, seconds * 1000);
  console.log(`\n## Booking commands, ${workers} concurrent clients, ${seconds} s each (POST /api/appointments over HTTP)`);
  console.log(
    table(
      ['case', 'booked', 'refused', 'bookings/s', 'reply p50', 'reply p99'],
      [
        [
          'same day (one day stream, appends contend)',
          String(shared.booked),
          String(shared.refused),
          rate(shared.perSecond),
          ms(shared.p50),
          ms(shared.p99),
        ],
        [
          'a day per client (separate streams)',
          String(apart.booked),
          String(apart.refused),
          rate(apart.perSecond),
          ms(apart.p50),
          ms(apart.p99),
        ],
        [
          'service in-process, a day per client (no HTTP, no read-model wait)',
          String(direct.booked),
          String(direct.refused),
          rate(direct.perSecond),
          ms(direct.p50),
          ms(direct.p99),
        ],
      ],
      [1, 2, 3, 4, 5],
    ),
  );
  for (const [text, count] of [...shared.failures, ...apart.failures, ...direct.failures]) console.log(`refused ${count}×: ${text}`);

  // 1d: the refusal path. A slot the same-day run booked, asked for again one at a time: the reply is a 409
  // with the next free times, each found by placing candidates with the booking rules.
  const refusalTimes: number[] = [];
  let suggestions = 0;
  for (const slot of sameDay.slice(0, Math.min(refusalRuns, shared.booked))) {
    const sent = performance.now();
    const response = await fetch(`${base}/api/appointments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        locationId: studio.locationId,
        clientId: studio.clientIds[0],
        startsAt: slot.startsAt,
        items: [{ serviceId: benchServices.booking, staffId: slot.staffId }],
      }),
    });
    const body = (await response.json()) as { nextFreeTimes?: unknown[] };
    refusalTimes.push(performance.now() - sent);
    if (response.status === 409) suggestions += body.nextFreeTimes?.length ?? 0;
  }
  refusalTimes.sort((a, b) => a - b);
  const at = (q: number) => refusalTimes[Math.min(refusalTimes.length - 1, Math.floor(q * refusalTimes.length))] ?? NaN;
  console.log(`\n## A refused booking with its next free times, ${refusalTimes.length} one at a time on the busy same-day stream`);
  console.log(
    table(
      ['refusals', 'suggestions each', 'reply p50', 'reply p99'],
      [[String(refusalTimes.length), (suggestions / Math.max(1, refusalTimes.length)).toFixed(1), ms(at(0.5)), ms(at(0.99))]],
      [0, 1, 2, 3],
    ),
  );

  // 2: booking → other session latency.
  const viewerToken = await createTestSession(db, { userId: 'bench-viewer', role: 'admin' });
  const received: { at: number; ids: string[] }[] = [];
  const socket: Socket<LiveServerEvents> = connect(base, {
    auth: { token: viewerToken, rooms: [`location:${studio.locationId}`] },
    transports: ['websocket'],
    forceNew: true,
  });
  sockets.push(socket);
  socket.on('change', (message) => {
    if (message.topic === 'appointments' && message.locationId === studio.locationId)
      received.push({ at: performance.now(), ids: message.ids });
  });
  await new Promise((resolve, reject) => {
    socket.once('ready', resolve);
    socket.once('connect_error', reject);
  });
  const latencySlots = Array.from({ length: 10 }, (_, n) => benchSlots(studio, businessDate(210 + n), 90, 30)).flat();
  const latencies: number[] = [];
  const replies: number[] = [];
  let missing = 0;
  for (let i = 0; i < latencyBookings; i += 1) {
    const slot = latencySlots[i]!;
    const sent = performance.now();
    const reply = await book({ ...slot, clientId: studio.clientIds[i % studio.clientIds.length]!, serviceId: benchServices.booking });
    replies.push(performance.now() - sent);
    if (!('id' in reply)) throw new Error(`a latency booking was refused: ${reply.error}`);
    const id = reply.id;
    for (let spins = 0; !received.some((message) => message.ids.includes(id)) && spins < 2000; spins += 1)
      await new Promise((resolve) => setTimeout(resolve, 1));
    const message = received.find((entry) => entry.ids.includes(id));
    if (message) latencies.push(message.at - sent);
    else missing += 1;
  }
  latencies.sort((a, b) => a - b);
  replies.sort((a, b) => a - b);
  console.log(`\n## Booking → other session, ${latencyBookings} bookings one at a time (request start → socket 'appointments' change)`);
  console.log(
    table(
      ['latency', 'to the other session', 'HTTP reply'],
      [
        ['p50', ms(percentile(latencies, 50)), ms(percentile(replies, 50))],
        ['p95', ms(percentile(latencies, 95)), ms(percentile(replies, 95))],
        ['p99', ms(percentile(latencies, 99)), ms(percentile(replies, 99))],
        ['messages', `${latencies.length} of ${latencyBookings}${missing ? ` (${missing} missing)` : ''}`, ''],
      ],
      [1, 2],
    ),
  );

  // 3: the day view: 12 staff × 25 twenty-minute visits (15 + 5 buffer) every 25 minutes from 07:00.
  const viewDate = businessDate(5);
  const viewSlots = benchSlots(studio, viewDate, 25, 20).slice(0, 300);
  // Two at a time, and again for any that lost a race for the day stream: this is set-up, not measured.
  let seeded = { booked: 0, failures: new Map<string, number>() };
  const bookView: Booker = async (body) => {
    const reply = await book({ ...body, serviceId: benchServices.dayView });
    if ('error' in reply && reply.error.startsWith('409 Someone else changed')) viewSlots.push(body);
    return reply;
  };
  for (let round = 0; round < 5 && viewSlots.length > 0; round += 1) {
    const result = await bookFor(bookView, studio, [viewSlots], 120_000, 2);
    seeded = { booked: seeded.booked + result.booked, failures: result.failures };
  }
  if (seeded.booked !== 300)
    throw new Error(`the day view needs 300 appointments; ${seeded.booked} were booked (${[...seeded.failures.keys()].join('; ')})`);
  const login = (await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin', password: demoPassword }),
    })
  ).json()) as { token: string; user: { id: string } };
  const executablePath =
    process.env.CHROMIUM_PATH ??
    execFileSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).trim();
  const chrome = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  browser.close = () => chrome.close();
  // The probes below are strings evaluated in the page, which the app's CSP (no eval) would refuse.
  const context = await chrome.newContext({ baseURL: base, viewport: { width: 1600, height: 1000 }, bypassCSP: true });
  // The session and the chosen location as the app keeps them, and an observer noting the moment the 300th
  // block appears, on performance.now()'s clock (its origin is the navigation's start). In-page code is a
  // string: this package is compiled without the DOM types.
  const session = JSON.stringify({ token: login.token, user: login.user });
  await context.addInitScript({
    content: `(() => {
      const session = ${session};
      localStorage.setItem('chairside_token', session.token);
      localStorage.setItem('chairside_user', JSON.stringify(session.user));
      localStorage.setItem(${JSON.stringify(`chairside_selected_location_${login.user.id}`)}, ${JSON.stringify(JSON.stringify(studio.locationId))});
      window.__dayViewDone = -1;
      new MutationObserver((_, observer) => {
        if (document.querySelectorAll('.rbc-event').length >= 300) {
          window.__dayViewDone = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    })();`,
  });
  const page = await context.newPage();
  const runs: { total: number; afterData: number }[] = [];
  for (let run = 0; run < renderRuns + 1; run += 1) {
    await page.goto(`/appointments?date=${viewDate}&view=day`);
    await page.waitForFunction('window.__dayViewDone >= 0', undefined, { timeout: 60_000 });
    const timing = (await page.evaluate(`(() => {
      const done = window.__dayViewDone;
      const reads = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/appointments?'));
      const lastData = Math.max(0, ...reads.map((entry) => entry.responseEnd));
      return { total: done, afterData: done - lastData };
    })()`)) as { total: number; afterData: number };
    // The first load fetches and compiles the scripts; it is reported on its own.
    runs.push(timing);
  }
  const [cold, ...warmRuns] = runs;
  const totals = warmRuns.map((run) => run.total).sort((a, b) => a - b);
  const afterData = warmRuns.map((run) => run.afterData).sort((a, b) => a - b);
  console.log(`\n## Day view, 12 staff, 300 appointments, Chromium 1600×1000 (navigation → 300 event blocks in the page)`);
  console.log(
    table(
      ['measure', 'first load', `p50 of ${warmRuns.length} reloads`, 'min', 'max'],
      [
        ['navigation → all 300 rendered', ms(cold!.total), ms(percentile(totals, 50)), ms(totals[0] ?? 0), ms(totals.at(-1) ?? 0)],
        [
          'appointments reply → all 300 rendered',
          ms(cold!.afterData),
          ms(percentile(afterData, 50)),
          ms(afterData[0] ?? 0),
          ms(afterData.at(-1) ?? 0),
        ],
      ],
      [1, 2, 3, 4],
    ),
  );

  // 4: booking in one browser → the block in another. Both pages read one clock (timeOrigin + now).
  const browserDate = businessDate(6);
  const bookerContext = await chrome.newContext({ baseURL: base, viewport: { width: 1280, height: 800 }, bypassCSP: true });
  const booker = await bookerContext.newPage();
  await booker.goto('/api/health');
  const viewerContext = await chrome.newContext({ baseURL: base, viewport: { width: 1600, height: 1000 }, bypassCSP: true });
  const viewerLogin = (await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: 'frontdesk', password: demoPassword }),
    })
  ).json()) as { token: string; user: { id: string } };
  await viewerContext.addInitScript({
    content: `(() => {
      const session = ${JSON.stringify({ token: viewerLogin.token, user: viewerLogin.user })};
      localStorage.setItem('chairside_token', session.token);
      localStorage.setItem('chairside_user', JSON.stringify(session.user));
      localStorage.setItem(${JSON.stringify(`chairside_selected_location_${viewerLogin.user.id}`)}, ${JSON.stringify(JSON.stringify(studio.locationId))});
      window.__blocks = [];
      let seen = -1;
      new MutationObserver(() => {
        const count = document.querySelectorAll('.rbc-event').length;
        if (count !== seen) {
          seen = count;
          window.__blocks.push({ count, at: performance.timeOrigin + performance.now() });
        }
      }).observe(document, { childList: true, subtree: true });
    })();`,
  });
  const viewer = await viewerContext.newPage();
  // When each appointments notice reached the viewer's socket (this process's clock, the same machine's).
  const notices: number[] = [];
  viewer.on('websocket', (socket) =>
    socket.on(
      'framereceived',
      ({ payload }) =>
        String(payload).startsWith('42["change",{') && String(payload).includes('"topic":"appointments"') && notices.push(Date.now()),
    ),
  );
  await viewer.goto(`/appointments?date=${browserDate}&view=day`);
  await viewer.waitForFunction('document.querySelector(".rbc-time-view") !== null', undefined, { timeout: 60_000 });
  await viewer.waitForTimeout(1000);
  const browserSlots = benchSlots(studio, browserDate, 90, 30);
  const visible: number[] = [];
  const heard: number[] = [];
  let unseen = 0;
  // BENCH_PROFILE=<file>: the viewer's CPU profile over the bookings (open it in Chrome's DevTools).
  const profiler = process.env.BENCH_PROFILE ? await viewerContext.newCDPSession(viewer) : null;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: 200 });
    await profiler.send('Profiler.start');
  }
  for (let i = 0; i < Math.min(browserBookings, browserSlots.length); i += 1) {
    const before = (await viewer.evaluate('document.querySelectorAll(".rbc-event").length')) as number;
    const slot = browserSlots[i]!;
    const body = JSON.stringify({
      locationId: studio.locationId,
      clientId: studio.clientIds[i % studio.clientIds.length],
      startsAt: slot.startsAt,
      items: [{ serviceId: benchServices.booking, staffId: slot.staffId }],
    });
    const sent = (await booker.evaluate(`(async () => {
      const sent = performance.timeOrigin + performance.now();
      const reply = await fetch('/api/appointments', { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ${token}' }, body: ${JSON.stringify(body)} });
      if (reply.status !== 200) throw new Error('booking refused: ' + reply.status + ' ' + (await reply.text()));
      return sent;
    })()`)) as number;
    try {
      await viewer.waitForFunction(`window.__blocks.some((entry) => entry.count > ${before})`, undefined, { timeout: 10_000 });
      const at = (await viewer.evaluate(`window.__blocks.find((entry) => entry.count > ${before}).at`)) as number;
      visible.push(at - sent);
      const notice = notices.find((time) => time >= sent);
      if (notice !== undefined) heard.push(notice - sent);
      notices.length = 0;
    } catch {
      unseen += 1;
    }
  }
  if (profiler) {
    const { profile } = await profiler.send('Profiler.stop');
    writeFileSync(process.env.BENCH_PROFILE as string, JSON.stringify(profile));
    console.log(`viewer CPU profile written to ${process.env.BENCH_PROFILE}`);
  }
  visible.sort((a, b) => a - b);
  heard.sort((a, b) => a - b);
  console.log(
    `\n## Booking in one browser → block drawn in another (two Chromium contexts, day view, ${browserBookings} bookings one at a time)`,
  );
  console.log(
    table(
      ['latency', 'request start → notice at the other browser', 'request start → block in the other browser'],
      [
        ['p50', ms(percentile(heard, 50)), ms(percentile(visible, 50))],
        ['p95', ms(percentile(heard, 95)), ms(percentile(visible, 95))],
        ['p99', ms(percentile(heard, 99)), ms(percentile(visible, 99))],
        [
          'blocks seen',
          `${heard.length} notices`,
          `${visible.length} of ${browserBookings}${unseen ? ` (${unseen} not within 10 s)` : ''}`,
        ],
      ],
      [1, 2],
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
  await browser.close().catch(() => undefined);
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM')))),
    ),
  );
  await redis.stop();
  await server.stop();
}
