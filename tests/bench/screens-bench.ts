// Screens benchmark: how long until another person's screen shows a change, in a real browser, while the
// business is busy. The whole system runs as `npm start` runs it (backend, serving the built frontend, and
// projections in child processes, on a throwaway PostgreSQL with durable commits and Redis); Chromium drives
// two contexts of the app:
//  A. a booking appears on another browser's calendar: the front desk (the demo "frontdesk", Front Desk
//     group: the least the calendar needs is any appointment permission, and the desk is who watches it) on
//     the appointments day view of the probe's day; the bench books through the staff API, as another desk
//     would; from the request's start until the block, found by its client's unique name, is in the DOM;
//  B. a hold disappears from another booker's list: an anonymous visitor on /booking with the location,
//     service, staff member and date chosen; the bench holds one of the listed times through the public API,
//     as another visitor would; from the request's start until that time's button leaves "Available times"
//     (then the hold is released and the time comes back before the next round).
// Each probe runs BENCH_PROBES times (40), one at a time and spaced out, first on an idle system, then while a
// paced open-loop background load books BENCH_BACKGROUND_RATE (50) staff bookings a second at the same
// location, on other staff members and days than the probes' (0: idle only). The pages note Date.now() in a
// MutationObserver, the bench notes Date.now() before each request: one machine, one clock. Also printed:
// where the time went (the notice's frame at the page, the slots read that brought the change), what the
// background achieved, the load average and where the CPU went in each part. Figures printed only; nothing
// asserted. Each probe's part stops after BENCH_PROBE_SECONDS (90) even if not all its rounds ran; the
// background never has more than BENCH_BACKGROUND_MAX_IN_FLIGHT (256) requests out (background-load.ts).
// Run: npm run bench -- screens
import { DateTime } from 'luxon';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { HOLD_TOKEN_HEADER, publicBookingInfoSchema, publicSlotsSchema } from '@chairside/shared/booking/booking-dto';
import { LOCALE } from '@chairside/shared/constants';
import { createProjectionWaiter } from '@chairside/backend/commands/projection-waiter';
import { registerClient } from '@chairside/backend/clients/client-service';
import { demoPassword } from '@chairside/backend/identity/demo-users';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { migrateAll } from '@chairside/backend/migrate-all';
import { createDb, createPool } from '@chairside/platform/database';
import { seedDemo } from '@chairside/backend/seed/demo-seed';
import { createTestSession } from '@chairside/backend/testing/test-session';
import type { ReadModels } from '@chairside/projections/database';
// @ts-expect-error plain JavaScript module shared with the launcher
import { buildFrontendIfStale } from '../../scripts/lib/frontend-build.mjs';
import { benchServices, benchSlots, businessDate, createBenchStudio, type BenchStudio } from './appointments-bench-setup';
import { backgroundBookings, describeBackgroundLoad, startBackgroundLoad, type BackgroundLoadReport } from './background-load';
import {
  chromiumExecutable,
  describeCpu,
  describeMachine,
  describePostgres,
  loadAverage,
  percentile,
  root,
  sampleCpu,
  samplePostgres,
  startBenchPostgres,
  startBenchRedis,
  startBenchSystem,
  table,
  type BenchSystem,
} from './support';

const probes = Number(process.env.BENCH_PROBES ?? 40);
const backgroundRate = Number(process.env.BENCH_BACKGROUND_RATE ?? 50);
// Unmeasured rounds of each probe before the first measured one: the page's and the servers' first calls.
const warmUpRounds = 3;
// How long the background runs before the probes start under it, so they meet a steady state.
const backgroundSettleMs = 5_000;
const waitMs = 30_000;
// Each probe's part ends after this long even if not all its rounds ran (a saturated system takes seconds a round).
const probeSeconds = Number(process.env.BENCH_PROBE_SECONDS ?? 90);

// Days from today. The probes' days are inside the online booking horizon (60 days) and past its lead time.
const days = { calendarIdle: 3, calendarLoad: 4, timesIdle: 5, timesLoad: 6, backgroundFrom: 8, backgroundDays: 60 };

type Slot = { startsAt: string; staffId: string };
type Stats = { count: number; p50: number; p95: number; p99: number; max: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// A pause of 250-600 ms between rounds, varied so the rounds do not fall into step with a timer on the way.
const spacing = () => sleep(250 + Math.random() * 350);
const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const stats = (values: readonly number[]): Stats => {
  const ordered = sorted(values);
  return {
    count: ordered.length,
    p50: percentile(ordered, 50),
    p95: percentile(ordered, 95),
    p99: percentile(ordered, 99),
    max: ordered.at(-1) ?? NaN,
  };
};
const ms = (value: number) => (Number.isNaN(value) ? '–' : `${value.toFixed(0)} ms`);

// What the pages run before the app's own scripts (a string: this package is compiled without the DOM
// types). It notes, with Date.now(): when a block naming the armed client enters the calendar's DOM ('seen',
// and the next animation frame after it), when the armed time's button leaves or re-enters "Available times"
// ('gone', 'back'), when a socket frame naming the armed client or a 'booking-slots' notice arrives, and
// when each fetch starts and answers (its headers) or fails (a read cancelled for a newer one). Reports go
// to the bench through the binding __benchReport as they happen.
const pageProbe = `(() => {
  const state = { marker: null, seen: null, frame: null, notice: null, label: null, present: false, gone: null, back: null,
    flickers: 0, ready: 0, slotNotices: [], fetches: [] };
  window.__bench = state;
  const report = (kind, at) => { try { window.__benchReport(kind, at); } catch {} };
  const keep = (list, entry) => { list.push(entry); if (list.length > 5000) list.splice(0, 1000); };
  const NativeSocket = window.WebSocket;
  window.WebSocket = class extends NativeSocket {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', (event) => {
        if (typeof event.data !== 'string') return;
        const at = Date.now();
        if (event.data.startsWith('42["ready"')) state.ready += 1;
        else if (state.marker && state.notice === null && event.data.includes(state.marker)) state.notice = at;
        else if (event.data.includes('"topic":"booking-slots"')) keep(state.slotNotices, at);
      });
    }
  };
  const nativeFetch = window.fetch;
  window.fetch = function (input, init) {
    const url = typeof input === 'string' ? input : input && input.url ? input.url : String(input);
    const entry = { url, start: Date.now(), end: null, failed: false };
    keep(state.fetches, entry);
    const reply = nativeFetch.call(this, input, init);
    reply.then(() => { entry.end = Date.now(); }, () => { entry.end = Date.now(); entry.failed = true; });
    return reply;
  };
  const inBlock = (node) => {
    const element = node.nodeType === 1 ? node : node.parentElement;
    return !!element && (element.closest('.rbc-event') !== null || element.querySelector('.rbc-event') !== null);
  };
  const timeShown = (label) => {
    const region = document.querySelector('section[aria-label="Available times"]');
    if (!region) return false;
    for (const button of region.querySelectorAll('button')) if ((button.textContent || '').trim() === label) return true;
    return false;
  };
  new MutationObserver((records) => {
    const at = Date.now();
    if (state.marker && state.seen === null) {
      for (const record of records) {
        const nodes = record.type === 'characterData' ? [record.target] : [...record.addedNodes];
        if (nodes.some((node) => (node.textContent || '').includes(state.marker) && inBlock(node))) {
          state.seen = at;
          requestAnimationFrame(() => { state.frame = Date.now(); });
          report('seen', at);
          break;
        }
      }
    }
    if (state.label) {
      const shown = timeShown(state.label);
      if (state.present && !shown) { state.gone = at; report('gone', at); }
      else if (!state.present && shown) { if (state.gone !== null) state.flickers += 1; state.back = at; report('back', at); }
      state.present = shown;
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
  state.armCalendar = (marker) => { state.marker = marker; state.seen = null; state.frame = null; state.notice = null; state.fetches.length = 0; };
  state.armTimes = (label) => {
    state.label = label; state.present = timeShown(label); state.gone = null; state.back = null; state.flickers = 0;
    state.fetches.length = 0; state.slotNotices.length = 0;
    return state.present;
  };
})();`;

// The reports of one page, awaited by kind. A wait is set up before the request it times: the page may
// report before the request's reply is in.
function pageReports() {
  const waiting = new Map<string, (at: number) => void>();
  return {
    report(kind: string, at: number) {
      const resolve = waiting.get(kind);
      waiting.delete(kind);
      resolve?.(at);
    },
    wait(kind: string, timeoutMs = waitMs): Promise<number | null> {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(kind);
          resolve(null);
        }, timeoutMs);
        waiting.set(kind, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
    },
  };
}
type PageReports = ReturnType<typeof pageReports>;

async function newProbeContext(browser: Browser, base: string, viewport: { width: number; height: number }, reports: PageReports) {
  const context = await browser.newContext({ baseURL: base, viewport });
  await context.exposeBinding('__benchReport', (_source, kind: string, at: number) => reports.report(kind, at));
  await context.addInitScript({ content: pageProbe });
  return context;
}

// Until the page's live socket has joined its rooms (the server's 'ready'), and a moment more.
async function liveReady(page: Page): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (((await page.evaluate('window.__bench.ready')) as number) < 1) {
    if (Date.now() > deadline) throw new Error(`the page at ${page.url()} never joined its live rooms`);
    await sleep(50);
  }
  await sleep(1_000);
}

// One round of a probe: the times along the path, each from the request's start (ms); null where unknown.
// From PostgreSQL, on the same clock: when the command's plan began (the event's occurredAt), when its append
// began (recorded_at, the append transaction's start) and when the projections began folding it (the start
// of the transaction that wrote its change notice).
type PathTimes = { planned: number | null; appended: number | null; folded: number | null };
type CalendarRound = PathTimes & {
  id: string;
  sent: number;
  toBlock: number | null;
  toFrame: number | null;
  toReply: number;
  toNotice: number | null;
  reads: number;
  readsCancelled: number;
  // API reads by path (no query string), for the part's summary.
  paths: string[];
};
type TimesRound = PathTimes & {
  id: string;
  sent: number;
  toGone: number | null;
  toReply: number;
  // The slots read whose answer took the time away: when it started and when its answer came.
  readStarted: number | null;
  readAnswered: number | null;
  readsStarted: number;
  readsCancelled: number;
  flickers: number;
  toBack: number | null;
};

const server = await startBenchPostgres('screens');
const redis = await startBenchRedis();
let system: BenchSystem | null = null;
let browser: Browser | null = null;
try {
  console.log('# Screens benchmark: another browser sees a change');
  for (const line of await describeMachine(server.url)) console.log(line);
  (buildFrontendIfStale as (root: string, log: (line: string) => void) => boolean)(root, (line) => console.log(line));
  const pool = createPool(server.url, 4);
  const db = createDb<unknown>(pool);
  const readDb = createDb<ReadModels>(pool);
  await migrateAll(db);
  const store = createPostgresEventStore(db, pool);
  await seedDemo(store);

  // The built frontend as `npm start` serves it; the public API's per-address limits off (every hold here
  // comes from one address); a refused background booking logs a warning, which would bury the figures.
  system = await startBenchSystem(
    { databaseUrl: server.url, redisUrl: redis.url },
    { FRONTEND_DIST: 'frontend/dist', PUBLIC_BOOKING_RATE_LIMIT_SCALE: '0', LOG_LEVEL: 'error' },
  );
  const base = system.base;
  const waiter = createProjectionWaiter(db, pool);
  const studio: BenchStudio = await createBenchStudio(store, readDb);
  // The calendar probe's clients, one per round, each named so that no name is part of another's.
  const rounds = warmUpRounds + probes;
  const probeClients: { id: string; marker: string }[] = [];
  let last = studio.last;
  for (let index = 0; index < 2 * rounds; index += 1) {
    const marker = `Probe${String(index).padStart(3, '0')}`;
    const registered = await registerClient(
      { store, readDb },
      { firstName: marker, lastName: 'Screens', phone: '', email: `probe.${index}@chairside.test` },
      { userId: null, source: 'seed' },
    );
    probeClients.push({ id: registered.id, marker });
    if (registered.result.position) last = registered.result.position;
  }
  if (!(await waiter.waitFor(last, 60_000))) throw new Error('the read models did not catch up with the bench studio');
  const token = await createTestSession(db, { userId: 'bench-admin', role: 'admin' });

  // Who does what: the calendar probe books staff 0-2, the times probe watches staff 0 (on days of its own),
  // the background books the other nine.
  const calendarStaff = new Set(studio.staffIds.slice(0, 3));
  const timesStaff = studio.staffIds[0]!;
  const backgroundStaff = studio.staffIds.slice(3);
  const calendarSlots = new Map<number, Slot[]>();
  const freeCalendarSlots = (day: number) => {
    const free = calendarSlots.get(day) ?? benchSlots(studio, businessDate(day), 30, 30).filter((slot) => calendarStaff.has(slot.staffId));
    calendarSlots.set(day, free);
    return free;
  };
  if (freeCalendarSlots(days.calendarIdle).length < rounds)
    throw new Error(`BENCH_PROBES=${probes} needs more free slots than a day of three staff members has`);
  console.log(
    `studio:     ${studio.staffIds.length} staff working 07:00-21:00 every day; probes on 3 of them, ${backgroundStaff.length} for the background load`,
  );
  console.log(
    `probes:     ${probes} a probe and part (after ${warmUpRounds} unmeasured), one at a time, 250-600 ms apart, each part of a probe stopped after ${probeSeconds} s`,
  );

  const info = publicBookingInfoSchema.parse(await (await fetch(`${base}/api/public/booking`)).json());
  const location = info.locations.find((candidate) => candidate.id === studio.locationId);
  const service = info.services.find((candidate) => candidate.id === benchServices.booking);
  const timesStaffName = info.staff.find((member) => member.id === timesStaff)?.name;
  if (!location || !service || !timesStaffName) throw new Error('the bench studio, its service or its staff member is not offered online');

  const login = (await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: 'frontdesk', password: demoPassword }),
    })
  ).json()) as { token: string; user: { id: string } };
  if (!login.token) throw new Error('the front desk could not sign in');

  browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });

  // A: the front desk's calendar, signed in as the app keeps a session (SPEC §4.1) with the studio chosen.
  const calendarReports = pageReports();
  const calendarContext: BrowserContext = await newProbeContext(browser, base, { width: 1600, height: 1000 }, calendarReports);
  await calendarContext.addInitScript({
    content: `(() => {
      try {
        localStorage.setItem('chairside_token', ${JSON.stringify(login.token)});
        localStorage.setItem('chairside_user', ${JSON.stringify(JSON.stringify(login.user))});
        localStorage.setItem(${JSON.stringify(`chairside_selected_location_${login.user.id}`)}, ${JSON.stringify(JSON.stringify(studio.locationId))});
      } catch {
        // about:blank has no storage
      }
    })();`,
  });
  const calendar = await calendarContext.newPage();
  const openCalendar = async (date: string) => {
    await calendar.goto(`/appointments?date=${date}&view=day`);
    await calendar.getByRole('heading', { name: 'Appointments', level: 1 }).waitFor({ timeout: 60_000 });
    await calendar.getByText(`Live calendar of ${location.name}.`, { exact: false }).waitFor({ timeout: 60_000 });
    await calendar.locator('.rbc-time-view').waitFor({ timeout: 60_000 });
    await liveReady(calendar);
  };

  // B: an anonymous visitor's booking page, choosing as a person does.
  const timesReports = pageReports();
  const timesContext = await newProbeContext(browser, base, { width: 1280, height: 900 }, timesReports);
  const times = await timesContext.newPage();
  const timesRegion = times.getByRole('region', { name: 'Available times' });
  const openTimes = async (date: string) => {
    await times.goto('/booking');
    await times.getByRole('radio', { name: location.name }).locator('xpath=ancestor::label[1]').click();
    const serviceBox = times.getByRole('checkbox', { name: new RegExp(`^${service.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `) });
    await serviceBox.locator('xpath=ancestor::label[1]').click();
    await times.getByLabel('Staff', { exact: true }).selectOption({ label: timesStaffName });
    await times.getByLabel('Date', { exact: true }).fill(date);
    await timesRegion.getByRole('button').first().waitFor({ timeout: 60_000 });
    await liveReady(times);
  };

  const book = async (slot: Slot, clientId: string): Promise<string> => {
    const response = await fetch(`${base}/api/appointments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({
        locationId: studio.locationId,
        clientId,
        startsAt: slot.startsAt,
        items: [{ serviceId: benchServices.booking, staffId: slot.staffId }],
      }),
    });
    const body = (await response.json()) as { id?: string; error?: string };
    if (response.status !== 200 || !body.id) throw new Error(`a probe booking was refused: ${response.status} ${body.error ?? ''}`);
    return body.id;
  };

  // The path's times of the rounds' appointments and holds, read once a part is over (not while measuring).
  const addPathTimes = async (measured: (PathTimes & { id: string; sent: number })[]) => {
    const { rows } = await pool.query<{ id: string; planned: string | null; appended: string; folded: string | null }>(
      `select coalesce(e.data->>'appointmentId', e.data->>'holdId') as id, e.metadata->>'occurredAt' as planned,
              extract(epoch from e.recorded_at) * 1000 as appended,
              (select extract(epoch from min(c.created_at)) * 1000 from ui_changes c
                where c.topic = 'appointments' and coalesce(e.data->>'appointmentId', e.data->>'holdId') = any(c.ids)) as folded
         from events e
        where e.type in ('AppointmentBooked', 'SlotHeld') and coalesce(e.data->>'appointmentId', e.data->>'holdId') = any($1::text[])`,
      [measured.map((round) => round.id)],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const round of measured) {
      const row = byId.get(round.id);
      round.planned = row?.planned ? Date.parse(row.planned) - round.sent : null;
      round.appended = row ? Number(row.appended) - round.sent : null;
      round.folded = row?.folded ? Number(row.folded) - round.sent : null;
    }
  };

  // A's rounds on `day`: a new booking each, for the next probe client on the next free slot.
  let nextClient = 0;
  const calendarRounds = async (day: number, count: number, measured: CalendarRound[] | null) => {
    const slots = freeCalendarSlots(day);
    const deadline = performance.now() + probeSeconds * 1000;
    for (let round = 0; round < count && performance.now() < deadline; round += 1) {
      const client = probeClients[nextClient++]!;
      await calendar.evaluate(`window.__bench.armCalendar(${JSON.stringify(client.marker)})`);
      const seen = calendarReports.wait('seen');
      const sent = Date.now();
      const id = await book(slots.shift()!, client.id);
      const replied = Date.now();
      const at = await seen;
      await sleep(50);
      const page = (await calendar.evaluate(
        `(() => {
          const s = window.__bench;
          const reads = s.fetches.filter((f) => f.url.includes('/api/'));
          return { frame: s.frame, notice: s.notice, reads: reads.map((f) => ({ path: new URL(f.url, location.href).pathname, failed: f.failed })) };
        })()`,
      )) as { frame: number | null; notice: number | null; reads: { path: string; failed: boolean }[] };
      if (at === null) console.log(`calendar probe: ${client.marker} did not appear within ${waitMs / 1000} s`);
      measured?.push({
        id,
        sent,
        planned: null,
        appended: null,
        folded: null,
        toBlock: at === null ? null : at - sent,
        toFrame: page.frame === null ? null : page.frame - sent,
        toReply: replied - sent,
        toNotice: page.notice === null ? null : page.notice - sent,
        reads: page.reads.length,
        readsCancelled: page.reads.filter((read) => read.failed).length,
        paths: page.reads.map((read) => read.path),
      });
      await spacing();
    }
  };

  // B's rounds on `day`: hold a listed time, see it go, release it, see it back.
  let nextTime = 0;
  const timesRounds = async (day: number, count: number, measured: TimesRound[] | null) => {
    const date = businessDate(day);
    const offered = publicSlotsSchema.parse(
      await (
        await fetch(
          `${base}/api/public/booking/slots?locationId=${studio.locationId}&serviceIds=${service.id}&staffId=${timesStaff}&date=${date}`,
        )
      ).json(),
    );
    const starts = offered.slots.map((slot) => slot.startsAt);
    if (starts.length === 0) throw new Error(`the public API offers no time on ${date}`);
    const deadline = performance.now() + probeSeconds * 1000;
    for (let round = 0; round < count && performance.now() < deadline; round += 1) {
      const startsAt = starts[nextTime++ % starts.length]!;
      const label = DateTime.fromISO(startsAt, { zone: offered.zone }).setLocale(LOCALE).toFormat('h:mm a');
      if (!(await times.evaluate(`window.__bench.armTimes(${JSON.stringify(label)})`))) {
        // The last round's release may still be on its way to the list.
        await timesRegion.getByRole('button', { name: label, exact: true }).waitFor({ timeout: 60_000 });
        await times.evaluate(`window.__bench.armTimes(${JSON.stringify(label)})`);
      }
      const gone = timesReports.wait('gone');
      const sent = Date.now();
      const response = await fetch(`${base}/api/public/booking/holds`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ locationId: studio.locationId, serviceIds: [service.id], staffId: timesStaff, startsAt }),
      });
      const replied = Date.now();
      const held = (await response.json()) as { holdId?: string; holdToken?: string; error?: string };
      if (response.status !== 201 || !held.holdId || !held.holdToken)
        throw new Error(`a probe hold was refused: ${response.status} ${held.error ?? ''}`);
      const at = await gone;
      await sleep(150);
      const page = (await times.evaluate(`(() => {
        const s = window.__bench;
        const reads = s.fetches.filter((f) => f.url.includes('/api/public/booking/slots'));
        return { gone: s.gone, flickers: s.flickers, reads };
      })()`)) as { gone: number | null; flickers: number; reads: { start: number; end: number | null; failed: boolean }[] };
      const back = timesReports.wait('back', 60_000);
      const released = Date.now();
      const release = await fetch(`${base}/api/public/booking/holds/${held.holdId}`, {
        method: 'DELETE',
        headers: { [HOLD_TOKEN_HEADER]: held.holdToken },
      });
      if (release.status !== 204) throw new Error(`a probe hold could not be released: ${release.status} ${await release.text()}`);
      const backAt = await back;
      if (at === null || page.gone === null) console.log(`times probe: ${label} did not leave the list within ${waitMs / 1000} s`);
      const goneAt = at === null ? null : page.gone;
      const until = goneAt ?? sent + waitMs;
      const bringing =
        goneAt === null ? undefined : page.reads.filter((read) => read.end !== null && !read.failed && read.end <= goneAt).at(-1);
      measured?.push({
        id: held.holdId,
        sent,
        planned: null,
        appended: null,
        folded: null,
        toGone: goneAt === null ? null : goneAt - sent,
        toReply: replied - sent,
        readStarted: bringing ? bringing.start - sent : null,
        readAnswered: bringing?.end ? bringing.end - sent : null,
        readsStarted: page.reads.filter((read) => read.start >= sent && read.start <= until).length,
        readsCancelled: page.reads.filter((read) => read.failed && read.start >= sent && read.start <= until).length,
        flickers: page.flickers,
        toBack: backAt === null ? null : backAt - released,
      });
      await spacing();
    }
  };

  type Part = {
    name: string;
    calendar: CalendarRound[];
    times: TimesRound[];
    loadBefore: string;
    loadAfter: string;
    cpu: string;
    background: BackgroundLoadReport | null;
  };
  const runPart = async (name: string, calendarDay: number, timesDay: number, warmUp: boolean): Promise<Part> => {
    const part: Part = { name, calendar: [], times: [], loadBefore: loadAverage(), loadAfter: '', cpu: '', background: null };
    const cpuBefore = sampleCpu();
    const postgresBefore = await samplePostgres(pool);
    await openCalendar(businessDate(calendarDay));
    if (warmUp) await calendarRounds(calendarDay, warmUpRounds, null);
    await calendarRounds(calendarDay, probes, part.calendar);
    // One screen open at a time, so each probe's figures carry only its own page's work.
    await calendar.goto('about:blank');
    await openTimes(businessDate(timesDay));
    if (warmUp) await timesRounds(timesDay, warmUpRounds, null);
    await timesRounds(timesDay, probes, part.times);
    await times.goto('about:blank');
    part.cpu = `${describeCpu(cpuBefore, sampleCpu())}\n${describePostgres(postgresBefore, await samplePostgres(pool))}`;
    part.loadAfter = loadAverage();
    return part;
  };

  const parts: Part[] = [];
  parts.push(await runPart('idle', days.calendarIdle, days.timesIdle, true));
  if (backgroundRate > 0) {
    const background = startBackgroundLoad(
      backgroundRate,
      backgroundBookings(base, token, studio, { staffIds: backgroundStaff, fromDay: days.backgroundFrom, days: days.backgroundDays }),
    );
    let report: BackgroundLoadReport | null = null;
    try {
      await sleep(backgroundSettleMs);
      const loaded = await runPart(`${backgroundRate} bookings/s background`, days.calendarLoad, days.timesLoad, false);
      report = await background.stop();
      loaded.background = report;
      parts.push(loaded);
    } finally {
      if (!report) await background.stop();
    }
  }
  for (const part of parts) {
    await addPathTimes(part.calendar);
    await addPathTimes(part.times);
  }

  const known = (values: readonly (number | null)[]) => values.filter((value): value is number => value !== null);
  const pair = (values: readonly (number | null)[]) => {
    const s = stats(known(values));
    return `${ms(s.p50)} / ${ms(s.p99)}`;
  };
  const mean = (values: readonly number[]) => (values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length)).toFixed(1);
  const row = (part: Part, values: readonly (number | null)[]) => {
    const s = stats(known(values));
    const missed = values.length - s.count;
    return [
      part.name,
      String(s.count),
      ms(s.p50),
      ms(s.p95),
      ms(s.p99),
      ms(s.max),
      String(missed),
      `${part.loadBefore} → ${part.loadAfter}`,
    ];
  };
  const headers = ['condition', 'count', 'p50', 'p95', 'p99', 'max', `not within ${waitMs / 1000} s`, 'load avg before → after'];

  console.log(`\n## A. A booking appears on another browser's calendar (front desk, day view; request start → block in the DOM)`);
  console.log(
    table(
      headers,
      parts.map((part) =>
        row(
          part,
          part.calendar.map((round) => round.toBlock),
        ),
      ),
      [1, 2, 3, 4, 5, 6],
    ),
  );
  console.log('\nAlong the path, from the request start (p50 / p99):');
  console.log(
    table(
      [
        'condition',
        'command plan began',
        'append began',
        'projection fold began',
        "notice's frame at the page",
        'block in the DOM',
        'next animation frame',
        'HTTP reply to the bench',
        'API reads / cancelled a round',
      ],
      parts.map((part) => [
        part.name,
        pair(part.calendar.map((round) => round.planned)),
        pair(part.calendar.map((round) => round.appended)),
        pair(part.calendar.map((round) => round.folded)),
        pair(part.calendar.map((round) => round.toNotice)),
        pair(part.calendar.map((round) => round.toBlock)),
        pair(part.calendar.map((round) => round.toFrame)),
        pair(part.calendar.map((round) => round.toReply)),
        `${mean(part.calendar.map((round) => round.reads))} / ${mean(part.calendar.map((round) => round.readsCancelled))}`,
      ]),
      [1, 2, 3, 4, 5, 6, 7, 8],
    ),
  );

  for (const part of parts) {
    const byPath = new Map<string, number>();
    for (const path of part.calendar.flatMap((round) => round.paths)) byPath.set(path, (byPath.get(path) ?? 0) + 1);
    const top = [...byPath].sort((a, b) => b[1] - a[1]).slice(0, 4);
    console.log(`API reads of the calendar page, ${part.name}: ${top.map(([path, count]) => `${path} ×${count}`).join(', ') || 'none'}`);
  }

  console.log(`\n## B. A hold disappears from another booker's list (/booking; hold request start → the time's button gone)`);
  console.log(
    table(
      headers,
      parts.map((part) =>
        row(
          part,
          part.times.map((round) => round.toGone),
        ),
      ),
      [1, 2, 3, 4, 5, 6],
    ),
  );
  console.log('\nAlong the path, from the hold request start (p50 / p99):');
  console.log(
    table(
      [
        'condition',
        'command plan began',
        'append began',
        'projection fold began',
        'the slots read that took it away: started',
        'answered',
        'button gone',
        'HTTP reply',
        'slots reads started / cancelled a round',
        'rounds it came back while held',
        'release → back',
      ],
      parts.map((part) => [
        part.name,
        pair(part.times.map((round) => round.planned)),
        pair(part.times.map((round) => round.appended)),
        pair(part.times.map((round) => round.folded)),
        pair(part.times.map((round) => round.readStarted)),
        pair(part.times.map((round) => round.readAnswered)),
        pair(part.times.map((round) => round.toGone)),
        pair(part.times.map((round) => round.toReply)),
        `${mean(part.times.map((round) => round.readsStarted))} / ${mean(part.times.map((round) => round.readsCancelled))}`,
        String(part.times.filter((round) => round.flickers > 0).length),
        pair(part.times.map((round) => round.toBack)),
      ]),
      [1, 2, 3, 4, 5, 6, 7, 8, 9],
    ),
  );
  for (const part of parts) {
    console.log(`\n### ${part.name}: where the CPU went (both probes, pages included)`);
    console.log(part.cpu);
    if (part.background) for (const line of describeBackgroundLoad(part.background)) console.log(line);
  }

  await waiter.close();
  await store.close();
  await db.destroy();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await browser?.close().catch(() => undefined);
  await system?.stop();
  await redis.stop();
  await server.stop();
}
