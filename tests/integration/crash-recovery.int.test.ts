import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  addDays,
  apiCaller,
  createAppointmentWorld,
  localInstant,
  localToday,
  type AppointmentWorld,
} from '@chairside/backend/testing/appointment-test-world';
import { createDb, createPool } from '@chairside/platform/database';
import { demoLocations } from '@chairside/backend/business/demo-business';
import { daybookStream } from '@chairside/shared/appointments/appointment-events';
import { healthReplySchema, type HealthReply } from '@chairside/shared/health';
import { alive, descendantRunning, descendants, launchSystem, untilRunning, type LaunchedSystem } from './support/launched-system';
import { freePort } from './support/system-processes';

// One crashed process must not stop the system. `npm start` runs for real; while a burst of
// bookings goes on (each with its own Idempotency-Key), projections, then the backend, then workers are
// killed with SIGKILL. After each, the supervisor restarts the process, the system answers again and
// /api/health reports the restart. A request that fails with a connection error, a 5xx or a 409 "still
// being processed" is retried with its key until it gets a definite answer, which must be the real
// outcome: every booking lands exactly once in the event log, under the id its (last) reply names.

const root = resolve(import.meta.dirname, '../..');
mkdirSync(join(root, '.data', 'test-runs'), { recursive: true });
const dataDir = mkdtempSync(join(root, '.data', 'test-runs', 'crash-'));

const staffCount = 4;
const days = 30;
const concurrency = 4;
// A request's key may stay pending for its lease (10 s) after its backend died; a minute is ample.
const definiteAnswerWithinMs = 60_000;
const scripts = { backend: 'backend/src/main.ts', projections: 'projections/src/main.ts', workers: 'workers/src/main.ts' } as const;
type ProcessName = keyof typeof scripts;

type Attempt = { status: number; text: string };
type Booking = { index: number; key: string; body: unknown; attempts: Attempt[]; final: Attempt | null; settled: boolean };

let system: LaunchedSystem;
let base = '';
let databaseUrl = '';
let token = '';
let world: AppointmentWorld;

beforeAll(async () => {
  const port = await freePort();
  system = launchSystem({
    DATA_DIR: dataDir,
    PORT: String(port),
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    PUBLIC_URL: '',
    LOG_LEVEL: 'warn',
    // The test books into a world of its own; the demo diary would only lengthen the start.
    DEMO_DIARY: 'off',
  });
  const startedAt = Date.now();
  await untilRunning(system, 150_000);
  console.log(`crash test: npm start ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  const recorded = JSON.parse(readFileSync(join(dataDir, 'system.json'), 'utf8')) as { databaseUrl: string };
  databaseUrl = recorded.databaseUrl;
  base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identifier: 'admin', password: 'demo1234' }),
  });
  expect(login.status, await login.clone().text()).toBe(200);
  token = ((await login.json()) as { token: string }).token;
  world = await createAppointmentWorld(apiCaller(base, token), { locationId: demoLocations.downtown.id, staffCount });
}, 200_000);

afterAll(async () => {
  if (system && system.child.exitCode === null) {
    const tree = descendants(system.child.pid as number);
    system.child.kill('SIGTERM');
    await system.exited;
    for (const pid of tree.filter(alive)) process.kill(pid, 'SIGKILL');
  }
  rmSync(dataDir, { recursive: true, force: true });
});

// Booking n takes a slot no other booking takes: its own staff member, day and half hour.
function bookingBody(index: number) {
  const day = addDays(localToday(), 2 + (index % days));
  const staff = world.staff[Math.floor(index / days) % staffCount]!;
  const halfHour = Math.floor(index / (days * staffCount));
  if (halfHour >= 24) throw new Error('the burst ran out of free slots');
  const time = `${String(8 + Math.floor(halfHour / 2)).padStart(2, '0')}:${halfHour % 2 ? '30' : '00'}`;
  return {
    locationId: world.locationId,
    clientId: world.clientId,
    startsAt: localInstant(day, time),
    items: [{ serviceId: world.services.plain, staffId: staff.id }],
  };
}

const stillPending = (attempt: Attempt) => attempt.status === 409 && attempt.text.includes('still being processed');
const isDefinite = (attempt: Attempt) => attempt.status > 0 && attempt.status < 500 && !stillPending(attempt);

async function send(booking: Booking): Promise<Attempt> {
  try {
    const response = await fetch(`${base}/api/appointments`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': booking.key },
      body: JSON.stringify(booking.body),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { status: 0, text: cause ?? (error instanceof Error ? error.message : String(error)) };
  }
}

// Sends until the answer is definite, or gives up after definiteAnswerWithinMs (the booking stays unsettled).
async function settle(booking: Booking): Promise<void> {
  const deadline = Date.now() + definiteAnswerWithinMs;
  for (;;) {
    const attempt = await send(booking);
    booking.attempts.push(attempt);
    if (isDefinite(attempt)) {
      booking.final = attempt;
      booking.settled = true;
      return;
    }
    if (Date.now() > deadline) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}

function startBurst() {
  const bookings: Booking[] = [];
  let stopped = false;
  const add = (body?: unknown) => {
    const booking: Booking = {
      index: bookings.length,
      key: `crash-${randomUUID()}`,
      body: null,
      attempts: [],
      final: null,
      settled: false,
    };
    booking.body = body ?? bookingBody(booking.index);
    bookings.push(booking);
    return booking;
  };
  const lanes = Array.from({ length: concurrency }, async () => {
    while (!stopped) await settle(add());
  });
  return {
    bookings,
    // One more booking outside the burst's pattern, settled like the others and checked with them.
    book: (body: unknown) => {
      const booking = add(body);
      return { booking, settled: settle(booking) };
    },
    // Bookings that were sent after `from` and succeeded at their first attempt: the system answers.
    answeredSince: (from: number) =>
      bookings.slice(from).filter((booking) => booking.attempts.length === 1 && booking.final?.status === 200).length,
    async stop() {
      stopped = true;
      await Promise.all(lanes);
    },
  };
}

async function health(): Promise<{ status: number; reply: HealthReply | null }> {
  try {
    const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5000) });
    return { status: response.status, reply: healthReplySchema.parse(await response.json()) };
  } catch {
    return { status: 0, reply: null };
  }
}

// Kills the backend while a booking waits inside its append (see above); returns the bookings it sent.
async function killDuringAppend(backendPid: number, burst: ReturnType<typeof startBurst>) {
  const day = addDays(localToday(), 2 + days);
  const body = (time: string) => ({
    locationId: world.locationId,
    clientId: world.clientId,
    startsAt: localInstant(day, time),
    items: [{ serviceId: world.services.plain, staffId: world.staff[0]!.id }],
  });
  // The day's stream must exist to be locked: a first booking creates it.
  const opener = burst.book(body('09:00'));
  await opener.settled;
  expect(opener.booking.final?.status, JSON.stringify(opener.booking.attempts)).toBe(200);
  const pool = createPool(databaseUrl, 2);
  const locker = await pool.connect();
  try {
    await locker.query('begin');
    await locker.query('select 1 from streams where stream = $1 for update', [daybookStream(world.locationId, day)]);
    const lockerPid = ((await locker.query('select pg_backend_pid() as pid')).rows[0] as { pid: number }).pid;
    const caught = burst.book(body('10:00'));
    const waiting = async () =>
      (
        (await pool.query('select count(*)::int as n from pg_stat_activity where $1 = any(pg_blocking_pids(pid))', [lockerPid]))
          .rows[0] as { n: number }
      ).n;
    await expect.poll(waiting, { timeout: 30_000, interval: 50 }).toBe(1);
    process.kill(backendPid, 'SIGKILL');
    await expect.poll(() => alive(backendPid), { timeout: 10_000, interval: 50 }).toBe(false);
    await locker.query('rollback');
    // The append of the dead process goes through on its own: the booking is in the log before any retry.
    const stream = daybookStream(world.locationId, day);
    const logged = async () =>
      ((await pool.query('select count(*)::int as n from events where stream = $1', [stream])).rows[0] as { n: number }).n;
    await expect
      .poll(logged, { timeout: 10_000, interval: 50, message: 'the orphaned append should have committed once the lock was released' })
      .toBe(2);
    return [opener, caught];
  } finally {
    locker.release();
    await pool.end();
  }
}

const appointmentId = (attempt: Attempt | null) => (attempt?.status === 200 ? (JSON.parse(attempt.text) as { id: string }).id : null);

describe('npm start under crashes', () => {
  it('restarts projections, the backend and workers after kill -9 during a booking burst; every booking lands once and every retry learns its real outcome', async () => {
    onTestFailed(() => console.log(`npm start's output (the end):\n${system.output().slice(-8000)}`));
    const mainPid = system.child.pid as number;
    const burst = startBurst();
    const crashes: { name: ProcessName; pid: number; sentBefore: number }[] = [];
    const probes: { booking: Booking; settled: Promise<void> }[] = [];
    try {
      await expect.poll(() => burst.answeredSince(0), { timeout: 60_000 }).toBeGreaterThanOrEqual(10);
      for (const name of ['projections', 'backend', 'workers'] as const) {
        const pid = descendantRunning(mainPid, scripts[name]);
        expect((await health()).reply?.supervision?.processes[name]?.pid).toBe(pid);
        crashes.push({ name, pid, sentBefore: burst.bookings.length });
        if (name === 'backend') {
          // Besides whatever the burst has in flight, one booking is certainly mid-command: its day stream's
          // row is locked here, so its append waits inside PostgreSQL when the backend dies. Released after
          // the kill, the orphaned append commits: the booking lands, its reply is lost and its key stays
          // claimed by a process that is gone. Its retries must still learn that it was booked.
          probes.push(...(await killDuringAppend(pid, burst)));
        } else process.kill(pid, 'SIGKILL');

        // The supervisor says so in the log and in /api/health, and the process is back with a new pid.
        await expect
          .poll(() => system.output(), { timeout: 10_000 })
          .toMatch(new RegExp(`\\[system\\]\\s+${name} exited \\(SIGKILL\\); restarting in 0\\.5 s \\(restart 1\\)`));
        await expect
          .poll(async () => (await health()).reply?.supervision?.processes[name], { timeout: 60_000, interval: 250 })
          .toMatchObject({ status: 'up', restarts: 1, lastExit: { code: null, signal: 'SIGKILL' }, nextRestartAt: null });
        const restartedPid = descendantRunning(mainPid, scripts[name]);
        expect(restartedPid).not.toBe(pid);
        await expect
          .poll(() => system.output(), { timeout: 10_000 })
          .toMatch(new RegExp(`\\[system\\]\\s+${name} started again \\(pid ${restartedPid}, restart 1\\)`));
        await expect.poll(async () => (await health()).status, { timeout: 60_000, interval: 250 }).toBe(200);

        // The system keeps answering: new bookings succeed at their first attempt.
        const from = burst.bookings.length;
        await expect.poll(() => burst.answeredSince(from), { timeout: 60_000 }).toBeGreaterThanOrEqual(5);
      }
    } finally {
      await burst.stop();
      await Promise.all(probes.map((probe) => probe.settled));
    }

    const bookings = burst.bookings;
    const retried = bookings.filter((booking) => booking.attempts.length > 1);
    const explain = (booking: Booking) => {
      const steps: { text: string; times: number }[] = [];
      for (const attempt of booking.attempts) {
        const text = `${attempt.status} ${attempt.text.slice(0, 100)}`;
        const last = steps.at(-1);
        if (last?.text === text) last.times += 1;
        else steps.push({ text, times: 1 });
      }
      return `booking ${booking.index} (${booking.key}): ${steps.map((step) => (step.times > 1 ? `${step.text} ×${step.times}` : step.text)).join(' → ')}`;
    };
    const caughtMidAppend = probes.at(-1)?.booking;
    console.log(
      `crash test: ${bookings.length} bookings, ${retried.length} retried (${retried.filter((booking) => booking.attempts.some(stillPending)).length} saw "still being processed"), ` +
        `crashes at bookings ${crashes.map((crash) => `${crash.name} #${crash.sentBefore}`).join(', ')}`,
      ...retried.map((booking) => `\n  ${booking === caughtMidAppend ? '(mid-append) ' : ''}${explain(booking)}`),
    );
    expect(caughtMidAppend?.attempts.length, 'the booking caught mid-append was not retried').toBeGreaterThan(1);

    // Every booking got a definite answer within the minute, and it is a success: each took a free slot,
    // so a refusal could only mean a retry that did not learn its first attempt had booked the slot.
    expect(bookings.filter((booking) => !booking.settled).map(explain)).toEqual([]);
    expect(bookings.filter((booking) => booking.final?.status !== 200).map(explain)).toEqual([]);
    // The backend was killed while requests were in flight, so some of them had to be retried.
    expect(retried.length).toBeGreaterThan(0);

    // The log holds each booking exactly once, under the id its reply names, and nothing else for this client.
    const pool = createPool(databaseUrl, 2);
    const db = createDb<unknown>(pool);
    try {
      const { rows } = await sql<{ id: string; n: number }>`
        select data->>'appointmentId' as id, count(*)::int as n from events
        where type = 'AppointmentBooked' and data->>'clientId' = ${world.clientId} group by 1`.execute(db);
      const logged = new Map(rows.map((row) => [row.id, row.n]));
      const replied = bookings.map((booking) => appointmentId(booking.final));
      expect(new Set(replied).size, 'two bookings were answered with the same appointment').toBe(bookings.length);
      expect(bookings.filter((booking) => logged.get(appointmentId(booking.final) ?? '') !== 1).map(explain)).toEqual([]);
      expect([...logged.keys()].filter((id) => !replied.includes(id))).toEqual([]);
    } finally {
      await db.destroy();
    }

    // Asking again with the same key answers the same appointment, for every booking.
    const again: string[] = [];
    for (let i = 0; i < bookings.length; i += 8) {
      await Promise.all(
        bookings.slice(i, i + 8).map(async (booking) => {
          const replay: Booking = { ...booking, attempts: [], final: null, settled: false };
          await settle(replay);
          if (appointmentId(replay.final) !== appointmentId(booking.final)) again.push(`${explain(booking)} ⇒ again: ${explain(replay)}`);
        }),
      );
    }
    expect(again).toEqual([]);

    // Health still names every restart once everything is up again.
    const final = await health();
    expect(final.status).toBe(200);
    for (const name of Object.keys(scripts)) {
      expect(final.reply?.supervision?.processes[name], name).toMatchObject({ status: 'up', restarts: 1, lastExit: { signal: 'SIGKILL' } });
    }

    // And the whole system still stops cleanly, leaving nothing behind.
    const tree = descendants(mainPid);
    system.child.kill('SIGTERM');
    expect(await system.exited).toBe(0);
    await expect.poll(() => tree.filter(alive), { timeout: 15_000 }).toEqual([]);
    expect(system.output()).toContain('Stopped. Nothing of ours is left running.');
    expect(existsSync(join(dataDir, 'supervision.json'))).toBe(false);
  }, 420_000);
});
