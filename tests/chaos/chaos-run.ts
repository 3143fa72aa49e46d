import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { apiCaller, createAppointmentWorld } from '@chairside/backend/testing/appointment-test-world';
import { demoLocations } from '@chairside/backend/business/demo-business';
import { createDb, createPool } from '@chairside/platform/database';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createRedis, closeRedis } from '@chairside/platform/redis';
import { getProjectionStatuses } from '@chairside/projections/engine/projection-status';
import { latestChange } from '@chairside/projections/change-feed/change-feed-publisher';
import { compareChangeCursors, formatChangeCursor } from '@chairside/shared/live/change-cursor';
import { freePort } from '../../scripts/lib/free-port.mjs';
import {
  checkAnswers,
  checkDoubleBooking,
  checkEventLog,
  checkLive,
  checkMail,
  checkReadModels,
  checkTexts,
  socketsCaughtUp,
  type CheckRow,
} from './chaos-checks';
import { connectLiveClients } from './chaos-live';
import { hireTextUsers, startLoad } from './chaos-load';
import { faults } from './chaos-faults';
import type { Command } from './chaos-load';
import { launchChaosSystem, processNames, type Supervision } from './chaos-system';

// `npm run chaos`: the whole system as `npm start` runs it, under sustained mixed load and 100 live sockets,
// while its processes are killed (-9) and its PostgreSQL and Redis restarted, one fault at a time; then the
// checks of chaos-checks.ts, printed as a table. The verdict is the table: every row must pass.

export type ChaosOptions = {
  root: string;
  seconds: number;
  sockets?: number;
  keepData?: boolean;
  echo?: boolean;
  say?: (line: string) => void;
};
export type ChaosResult = { rows: CheckRow[]; ok: boolean; table: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The short run (`npm run chaos -- --short`, and in `npm test`): seconds of load in which every fault has its
// turn. The faults wait for each other (each one's recovery, and a service restart's settling), so the load
// lasts a little longer than this; see formatTable's rows for what each one proved.
export const shortSeconds = 20;

// Reset codes by text: the API allows 20 requests an hour from one address (all the load comes from one),
// so 13, one phone number each, leave room for retries. One goes just before each fault, one while
// PostgreSQL is down and one while the workers are (chaos-faults.ts), the rest at an even pace.
const textRequests = 13;

export function formatTable(rows: readonly CheckRow[]): string {
  const width = Math.max(...rows.map((row) => row.check.length), 5);
  const lines = [`${'check'.padEnd(width)}  result  counts`, `${'-'.repeat(width)}  ------  ${'-'.repeat(40)}`];
  for (const row of rows) lines.push(`${row.check.padEnd(width)}  ${row.ok ? 'ok    ' : 'FAIL  '}  ${row.counts}`);
  for (const row of rows.filter((entry) => entry.notes?.length)) {
    lines.push('', `${row.check}:`, ...(row.notes ?? []).map((note) => `  ${note}`));
  }
  return lines.join('\n');
}

// Example: runs(['0', '0', '409', '200']) === '0 ×2 → 409 → 200'
function runs(values: readonly string[]): string {
  const steps: { value: string; times: number }[] = [];
  for (const value of values) {
    const last = steps.at(-1);
    if (last?.value === value) last.times += 1;
    else steps.push({ value, times: 1 });
  }
  return steps.map((step) => (step.times > 1 ? `${step.value} ×${step.times}` : step.value)).join(' → ');
}

// What the processes printed before the supervisor saw one exit: the cause of an unexpected exit.
function lastWords(output: string): string[] {
  const lines = output.split('\n');
  const exits = lines.flatMap((line, index) => (/\[system\]\s+\w+ exited/.test(line) ? [index] : []));
  const last = exits.at(-1);
  return last === undefined ? [] : lines.slice(Math.max(0, last - 25), last + 1);
}

// The processes a service restart must leave alone: same pids, no restart by the supervisor.
function survivors(before: Supervision, after: Supervision): { ok: boolean; counts: string } {
  const ended = processNames.filter((name) => before[name].pid !== after[name].pid || before[name].restarts !== after[name].restarts);
  return {
    ok: ended.length === 0,
    counts: processNames
      .map((name) => `${name} pid ${before[name].pid}→${after[name].pid} restarts ${before[name].restarts}→${after[name].restarts}`)
      .join(', '),
  };
}

export async function runChaos(options: ChaosOptions): Promise<ChaosResult> {
  const runStarted = Date.now();
  const tell = options.say ?? ((line: string) => console.log(`[chaos] ${line}`));
  // Each line with the seconds since the run began: where a run's time goes.
  const say = (line: string) => tell(`${((Date.now() - runStarted) / 1000).toFixed(1).padStart(5)} s  ${line}`);
  const { root } = options;
  mkdirSync(join(root, '.data', 'chaos-runs'), { recursive: true });
  const dataDir = mkdtempSync(join(root, '.data', 'chaos-runs', 'run-'));
  const started = Date.now();
  const system = await launchChaosSystem({ root, dataDir, port: await freePort(), echo: options.echo });
  say(`system up in ${((Date.now() - started) / 1000).toFixed(1)} s (data in ${dataDir})`);
  const pool = createPool(system.databaseUrl, 4, { applicationName: 'chairside-chaos' });
  const db = createDb<unknown>(pool);
  const store = createPostgresEventStore(db, pool);
  const redis = createRedis(system.redisUrl);
  redis.on('error', () => undefined);
  const rows: CheckRow[] = [];
  let live: Awaited<ReturnType<typeof connectLiveClients>> | null = null;
  try {
    const login = await fetch(`${system.base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin', password: 'demo1234' }),
    });
    if (login.status !== 200) throw new Error(`admin login answered ${login.status}`);
    const token = ((await login.json()) as { token: string }).token;
    const locationId = demoLocations.downtown.id;
    // The world, the text users and the sockets are set up side by side: a socket is owed every notice
    // from its first 'ready' on, whatever the setup writes after it.
    const sockets = connectLiveClients({
      base: system.base,
      token,
      count: options.sockets ?? 100,
      // Half follow the public booking page's room (anonymous), half the location's staff room.
      roomsOf: (index) =>
        index % 2 === 0
          ? { rooms: [`public-booking:${locationId}`], authenticated: false }
          : { rooms: [`location:${locationId}`], authenticated: true },
      onResync: (client) => {
        // A socket told to resync refetches everything: it is owed what is written from now on.
        void latestChange(db).then(
          (cursor) => (client.coverageFrom = cursor ? formatChangeCursor(cursor) : client.coverageFrom),
          () => undefined,
        );
      },
    });
    const [world, textUsers, connected] = await Promise.all([
      createAppointmentWorld(apiCaller(system.base, token), { locationId, staffCount: 4 }),
      hireTextUsers(apiCaller(system.base, token), locationId, textRequests),
      sockets,
    ]);
    live = connected;
    // A text request finds its account in the read models.
    const readyBy = Date.now() + 60_000;
    while ((await getProjectionStatuses(db, store)).some((status) => status.eventsBehind > 0) && Date.now() < readyBy) await sleep(100);
    say(`${live.clients.length} live sockets ready; load for ${options.seconds} s with ${faults.length} faults`);

    const days = 14;
    const textLane = textRequests - faults.length - 2;
    const load = startLoad({
      base: system.base,
      token,
      world,
      days,
      phones: textUsers.map((user) => user.phone),
      textLane,
      textEveryMs: (options.seconds * 1000) / (textLane + 1),
    });
    const probes: Command[] = [];
    const faultRows: (CheckRow | Promise<CheckRow>)[] = [];
    const spacing = (options.seconds * 1000) / (faults.length + 1);
    const loadStarted = Date.now();
    for (const [index, fault] of faults.entries()) {
      const at = loadStarted + spacing * (index + 1);
      await sleep(Math.max(0, at - Date.now()));
      const before = system.supervision();
      const faultStarted = Date.now();
      // In flight, or just queued, as the fault strikes.
      void load.text();
      const probe = await fault.run({ system, pool, load, world, days });
      if (probe) probes.push(probe);
      // The system answers again: commands sent after the fault succeed at their first attempt. Counted from
      // here, not from the fault's start: a fault that books before it strikes (the backend's) would count
      // its own answers, and the next fault would strike a backend still starting.
      const from = load.commands.length;
      const until = Date.now() + 90_000;
      while (load.answeredSince(from) < 3 && Date.now() < until) await sleep(250);
      const recovered = load.answeredSince(from) >= 3;
      say(`${fault.name}: answering again after ${((Date.now() - faultStarted) / 1000).toFixed(1)} s`);
      if (!fault.process) {
        // Left to settle, so a process that dies of it a little later is caught too: before the next fault
        // (whose kill would blur the count), or, after the last one, while the run goes quiet and checks.
        const check = `${fault.name} ended no process`;
        const verdict = sleep(5000)
          .then((): CheckRow => {
            const verdict = survivors(before, system.supervision());
            return { check, counts: verdict.counts, ok: verdict.ok && recovered, notes: verdict.ok ? [] : lastWords(system.output()) };
          })
          .catch((error: unknown): CheckRow => ({ check, counts: `not judged: ${String(error)}`, ok: false }));
        faultRows.push(index === faults.length - 1 ? verdict : await verdict);
      } else {
        const name = fault.process;
        const after = system.supervision()[name];
        faultRows.push({
          check: `${fault.name}: restarted by the supervisor, answering again`,
          counts: `restarts ${before[name].restarts}→${after.restarts}, pid ${before[name].pid}→${after.pid}`,
          ok: after.restarts === before[name].restarts + 1 && recovered,
        });
      }
    }
    await sleep(Math.max(0, loadStarted + options.seconds * 1000 - Date.now()));
    say('load stopping; waiting for every answer');
    await load.stop();
    say(`every answer in (${load.commands.length} requests); waiting for quiet`);

    // Quiet: every read model at the head, every notice published, every queued message sent.
    const quietUntil = Date.now() + 120_000;
    while ((await getProjectionStatuses(db, store)).some((status) => status.eventsBehind > 0) && Date.now() < quietUntil) await sleep(250);
    say('read models at the head');
    for (;;) {
      const newest = await latestChange(db);
      const { rows: state } = await sql<{ commit: bigint; id: bigint }>`
        select cursor_commit as commit, cursor_id as id from change_feed_state where id = 1`.execute(db);
      const cursor = state[0];
      if (!newest || (cursor && compareChangeCursors({ commit: BigInt(cursor.commit), id: BigInt(cursor.id) }, newest) >= 0)) break;
      if (Date.now() > quietUntil) break;
      await sleep(250);
    }
    say('every notice published');
    // The read models are at the head: the fresh rebuild runs in a process of its own while the sockets and
    // the outbox finish and the other checks read.
    const rebuilt = checkReadModels(root, system.databaseUrl, dataDir);
    const clients = live.clients;
    const socketsDone = (async () => {
      const socketsUntil = Date.now() + 10_000;
      let caughtUp = await socketsCaughtUp(db, clients);
      while (!caughtUp && Date.now() < socketsUntil) {
        await sleep(100);
        caughtUp = await socketsCaughtUp(db, clients);
      }
      say(caughtUp ? 'every socket has its newest notice' : 'some sockets still behind after 10 s');
    })();
    const outboxDone = waitForOutbox(redis, quietUntil).then((outcome) => say(`outbox: ${outcome}`));
    await Promise.all([socketsDone, outboxDone]);
    say('checking');
    rows.push(...checkAnswers(load.commands));
    rows.push(...(await checkEventLog(db, load.acks, world.clientId)));
    rows.push(
      await checkDoubleBooking(
        db,
        world.staff.map((member) => member.id),
      ),
    );
    rows.push(await checkLive(db, live.clients));
    rows.push(...(await checkMail({ acks: load.acks, mailUrl: system.mailUrl, redis, redisPrefix: 'chairside' })));
    rows.push(
      ...(await checkTexts({
        db,
        redis,
        redisPrefix: 'chairside',
        acks: load.acks,
        commands: load.commands,
        users: textUsers,
        kills: system.kills(),
      })),
    );
    rows.push(...(await Promise.all(faultRows)));
    for (const probe of probes) {
      rows.push({
        check: 'the booking caught mid-append by the kill learned, retried, that it was booked',
        counts: runs(probe.attempts.map((attempt) => String(attempt.status))),
        ok: probe.attempts.length > 1 && probe.final?.status === 200,
      });
    }
    say('waiting for the fresh rebuild to compare');
    rows.push(await rebuilt);
    say('checked');
  } finally {
    live?.close();
    await closeRedis(redis);
    await store.close();
    await db.destroy();
    const code = await system.stop();
    say('system stopped');
    // The system's own log, for a failing row's story.
    writeFileSync(join(root, '.data', 'chaos-runs', 'last-run.log'), system.output());
    if (code !== 0) rows.push({ check: 'the system stopped cleanly', counts: `exit ${code}`, ok: false });
    if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
  }
  const ok = rows.length > 0 && rows.every((row) => row.ok);
  return { rows, ok, table: formatTable(rows) };
}

// Until no outbox job waits, runs or is delayed (a retry): what was queued has had its chance to be sent.
// Answers what it waited for.
async function waitForOutbox(redis: ReturnType<typeof createRedis>, until: number): Promise<string> {
  const started = Date.now();
  let first: string | null = null;
  for (;;) {
    const [wait, active, delayed] = await Promise.all([
      redis.llen('chairside:outbox:wait'),
      redis.llen('chairside:outbox:active'),
      redis.zcard('chairside:outbox:delayed'),
    ]);
    first ??= `${wait} waiting, ${active} active, ${delayed} delayed`;
    if (wait + active + delayed === 0 || Date.now() > until)
      return `${wait + active + delayed === 0 ? 'empty' : 'NOT empty'} after ${((Date.now() - started) / 1000).toFixed(1)} s (at first ${first})`;
    await sleep(250);
  }
}
