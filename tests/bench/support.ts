// Shared helpers for the benchmarks under tests/bench: a throwaway PostgreSQL cluster with the
// server's defaults (fsync on), extra databases on it, timed concurrent loops and a plain-text table.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
// @ts-expect-error plain JavaScript module shared with the launcher
import { freePort, startPostgres, startRedis } from '../../scripts/lib/services.mjs';
// @ts-expect-error plain JavaScript module shared with the launcher
import { ensureRedisServer } from '../../scripts/lib/system-packages.mjs';

export const root = resolve(import.meta.dirname, '../..');

export type BenchPostgres = { url: string; adminUrl: string; stop: () => Promise<void> };

type StartPostgres = (options: {
  dataDir: string;
  database?: string;
  fast?: boolean;
  flags?: string[];
  onLog?: (message: string) => void;
}) => Promise<{
  url: string;
  adminUrl: string;
  stop: () => Promise<void>;
}>;

// One embedded PostgreSQL with durable commits (fast: false), its data under .data/test-runs/bench-<name>-*;
// stop() stops the server and removes the data, and is safe to call more than once.
export async function startBenchPostgres(name: string): Promise<BenchPostgres> {
  const dataDir = join(root, '.data', 'test-runs', `bench-${name}-${randomBytes(4).toString('hex')}`);
  mkdirSync(dataDir, { recursive: true });
  let server: Awaited<ReturnType<StartPostgres>> | undefined;
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      try {
        await server?.stop();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    })());
  try {
    server = await (startPostgres as StartPostgres)({
      dataDir: join(dataDir, 'postgres'),
      database: 'chairside',
      fast: false,
      // BENCH_PG_STATEMENTS=1: every statement counted and timed, nested ones too (readStatementStats).
      flags: statementsCounted ? ['-c', 'shared_preload_libraries=pg_stat_statements', '-c', 'pg_stat_statements.track=all'] : [],
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: server.url, adminUrl: server.adminUrl, stop };
}

export const statementsCounted = Boolean(process.env.BENCH_PG_STATEMENTS);

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

// A fresh database on the same server; returns its URL.
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  await withClient(adminUrl, (client) => client.query(`create database ${client.escapeIdentifier(name)}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function describeMachine(url: string): Promise<string[]> {
  const { rows } = await withClient(url, (client) => client.query<{ version: string }>('select version()'));
  const settings = await withClient(url, (client) =>
    client.query<{ name: string; setting: string }>(
      "select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'wal_sync_method', 'shared_buffers') order by name",
    ),
  );
  const cpu = cpus();
  return [
    `date:       ${new Date().toISOString()}`,
    `machine:    ${cpu.length} × ${cpu[0]?.model.trim() ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${process.platform} ${process.arch}`,
    `node:       ${process.versions.node}`,
    `load avg:   ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' / ')} (1 / 5 / 15 min, before the run)`,
    `postgresql: ${rows[0]?.version ?? '?'}`,
    `settings:   ${settings.rows.map((row) => `${row.name}=${row.setting}`).join(', ')}`,
  ];
}

// Runs `workers` loops until `durationMs` has passed; each call of `step` is one operation.
// Every worker finishes the operation in flight, so the elapsed time is measured to the last one.
export async function runFor(
  workers: number,
  durationMs: number,
  step: (worker: number) => Promise<void>,
): Promise<{ operations: number; seconds: number; perSecond: number }> {
  let operations = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < deadline) {
        await step(worker);
        operations += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { operations, seconds, perSecond: operations / seconds };
}

// Opens `count` connections of a pool up front, so connecting is not part of a measurement.
export async function warmPool(pool: pg.Pool, count: number): Promise<void> {
  const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()));
  await Promise.all(clients.map((client) => client.query('select 1')));
  for (const client of clients) client.release();
}

export function rate(perSecond: number): string {
  return Math.round(perSecond).toLocaleString('en-US');
}

export function ratio(ours: number, theirs: number): string {
  return theirs > 0 ? `${(ours / theirs).toFixed(2)}×` : '–';
}

// A compact left/right aligned table: text columns left, figures (columns listed in `right`) right.
export function table(headers: string[], rows: string[][], right: number[] = []): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (right.includes(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

// A throwaway Redis (no persistence) in a data directory of its own; stop() also removes the directory.
export async function startBenchRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(root, '.data', 'test-runs', 'bench-redis-'));
  const redis = (await startRedis({ binary: ensureRedisServer(), dataDir, persist: false })) as { url: string; stop: () => Promise<void> };
  return {
    url: redis.url,
    async stop() {
      await redis.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// Waits (up to a minute) until the backend at `base` answers its health check with 200.
export async function waitForHealthy(base: string): Promise<void> {
  for (let i = 0; ; i += 1) {
    if (
      (await fetch(`${base}/api/health`).then(
        (r) => r.status,
        () => 0,
      )) === 200
    )
      return;
    if (i > 600) throw new Error('the backend did not become healthy');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// The projections (with the change feed) and a backend as child processes on the bench's PostgreSQL and
// Redis, answering at `base` once healthy; `stop` ends them (safe to call after a failed start). `pids` for
// the CPU meters. BENCH_PROFILE=<folder>: a CPU profile of each process there, a folder per process (tsx's
// loader thread writes a profile of its own beside the main thread's); cpu-profile-summary.ts reads them.
export type BenchSystem = { base: string; pids: { projections: number; backend: number }; stop(): Promise<void> };
export async function startBenchSystem(
  urls: { databaseUrl: string; redisUrl: string },
  extraEnv: Record<string, string> = {},
): Promise<BenchSystem> {
  const children: ChildProcess[] = [];
  const stop = () =>
    Promise.all(
      children.map(
        (child) =>
          new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM')))),
      ),
    ).then(() => undefined);
  const port = (await freePort()) as number;
  const env = {
    ...process.env,
    DATABASE_URL: urls.databaseUrl,
    REDIS_URL: urls.redisUrl,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    FRONTEND_DIST: 'none',
    REDIS_PREFIX: 'bench',
    ...extraEnv,
  };
  const profileDir = process.env.BENCH_PROFILE;
  for (const entry of ['projections/src/main.ts', 'backend/src/main.ts']) {
    const profile = profileDir ? ['--cpu-prof', '--cpu-prof-dir', `${profileDir}/${entry.split('/')[0]}`] : [];
    children.push(
      spawn(process.execPath, [...profile, '--import', 'tsx', entry], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] }),
    );
  }
  const [projections, backend] = children.map((child) => child.pid as number) as [number, number];
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealthy(base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pids: { projections, backend }, stop };
}

// CPU seconds a process has used (user + system), from /proc: what a case costs, whatever else the machine
// is doing (a throughput taken beside other work says little; the CPU spent per booking says much more).
const clockTicks = 100; // Linux's USER_HZ, fixed for /proc's tick counts on every supported architecture
export function processCpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return 0;
  }
}

// The server's processes: the postmaster and its children (backends, WAL writer, checkpointer, …).
export async function postgresPids(url: string): Promise<number[]> {
  const parentOf = (pid: number) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  };
  // Read while the connection's backend is still there.
  const postmaster = await withClient(url, async (client) => {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    return parentOf(rows[0]!.pid);
  });
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return parentOf(pid) === postmaster;
      } catch {
        return false;
      }
    });
  return [postmaster, ...children];
}

// The next transaction id the server will assign: the difference between two readings is how many
// transactions wrote anything in between (reading it assigns none).
export async function postgresNextXid(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: string }>('select pg_snapshot_xmax(pg_current_snapshot())::text as n');
    return Number(rows[0]?.n ?? 0);
  });
}

// What a stretch of work cost: CPU seconds of the named processes and of the PostgreSQL server, and the
// transactions that wrote. Server processes started meanwhile count whole; those that ended are lost.
export type CostReading = { cpu: Map<string, number>; postgres: Map<number, number>; xid: number };
export async function readCost(url: string, processes: Record<string, number>): Promise<CostReading> {
  const cpu = new Map(Object.entries(processes).map(([name, pid]) => [name, processCpuSeconds(pid)] as const));
  const postgres = new Map((await postgresPids(url)).map((pid) => [pid, processCpuSeconds(pid)] as const));
  return { cpu, postgres, xid: await postgresNextXid(url) };
}
export function costBetween(
  before: CostReading,
  after: CostReading,
): { cpu: Record<string, number>; postgres: number; transactions: number } {
  const cpu: Record<string, number> = {};
  for (const [name, seconds] of after.cpu) cpu[name] = seconds - (before.cpu.get(name) ?? 0);
  let postgres = 0;
  for (const [pid, seconds] of after.postgres) postgres += seconds - (before.postgres.get(pid) ?? 0);
  return { cpu, postgres, transactions: after.xid - before.xid };
}

// Per table: rows read by sequential scans and fetched through indexes, rows written. A table read whole
// on every request shows here first. Statistics lag by up to a second: wait before the second reading.
export type TableReading = Map<string, { seqRead: number; idxFetched: number; written: number; seqScans: number }>;
export async function readTableStats(url: string): Promise<TableReading> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string; seq_read: string; idx_fetched: string; written: string; seq_scans: string }>(
      `select schemaname || '.' || relname as name, coalesce(seq_tup_read, 0)::text as seq_read, coalesce(idx_tup_fetch, 0)::text as idx_fetched,
              (n_tup_ins + n_tup_upd + n_tup_del)::text as written, coalesce(seq_scan, 0)::text as seq_scans
       from pg_stat_user_tables`,
    );
    return new Map(
      rows.map((row) => [
        row.name,
        {
          seqRead: Number(row.seq_read),
          idxFetched: Number(row.idx_fetched),
          written: Number(row.written),
          seqScans: Number(row.seq_scans),
        },
      ]),
    );
  });
}
export function tableStatsBetween(before: TableReading, after: TableReading, per: number, top = 12): string[][] {
  const rows = [...after].map(([name, now]) => {
    const then = before.get(name) ?? { seqRead: 0, idxFetched: 0, written: 0, seqScans: 0 };
    return {
      name,
      seqScans: (now.seqScans - then.seqScans) / per,
      seqRead: (now.seqRead - then.seqRead) / per,
      idxFetched: (now.idxFetched - then.idxFetched) / per,
      written: (now.written - then.written) / per,
    };
  });
  return rows
    .sort((a, b) => b.seqRead + b.idxFetched + b.written - (a.seqRead + a.idxFetched + a.written))
    .slice(0, top)
    .map((row) => [row.name, row.seqScans.toFixed(1), row.seqRead.toFixed(0), row.idxFetched.toFixed(1), row.written.toFixed(1)]);
}

// What PostgreSQL ran (pg_stat_statements, with BENCH_PG_STATEMENTS=1), counted from `reset` on: statements
// a client sent per `per` (a booking), and those that took the most of the server's execution time.
export async function resetStatementStats(url: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query('create extension if not exists pg_stat_statements');
    await client.query('select pg_stat_statements_reset()');
  });
}
export async function readStatementStats(url: string, per: number, top = 12): Promise<{ sent: number; rows: string[][] }> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ toplevel: boolean; calls: string; exec_ms: number; query: string }>(
      `select toplevel, calls::text as calls, total_exec_time as exec_ms, query from pg_stat_statements
       where query not like '%pg_stat_statements%' order by total_exec_time desc`,
    );
    const sent = rows.filter((row) => row.toplevel).reduce((sum, row) => sum + Number(row.calls), 0) / per;
    return {
      sent,
      rows: rows
        .slice(0, top)
        .map((row) => [
          row.query.replace(/\s+/g, ' ').slice(0, 90),
          row.toplevel ? 'sent' : 'nested',
          (Number(row.calls) / per).toFixed(2),
          `${(row.exec_ms / per).toFixed(2)} ms`,
        ]),
    };
  });
}

// The value at percentile `p` (0-100) of ascending `sorted` values, nearest rank; NaN when there are none.
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

// The 1, 5 and 15 minute load averages, as the benchmarks print them beside their figures.
export function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');
}

// The Chromium a benchmark drives, found as tests/playwright.config.ts finds it: CHROMIUM_PATH, else the
// headless shell (half the CPU of the full browser's headless mode), else the full browser.
export function chromiumExecutable(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (existsSync('/usr/lib/chromium/chromium-headless-shell')) return '/usr/lib/chromium/chromium-headless-shell';
  for (const candidate of ['chromium-headless-shell', 'chromium', 'chromium-browser']) {
    try {
      return execFileSync('which', [candidate], { encoding: 'utf8' }).trim();
    } catch {
      // try the next name
    }
  }
  throw new Error('Chromium is not installed: apt-get install -y chromium-headless-shell');
}

// CPU time so far, in seconds (user + system, live processes and the children they reaped), of this process
// alone and of each process tree it started, named by what runs at the tree's top (the backend, the
// projections, PostgreSQL, Redis, Chromium), and of the whole machine (busy time of all its cores). Two
// samples' difference says where a part's CPU went, and how much of it other work on the machine took.
export type CpuSample = { at: number; machine: number; byPart: Map<string, number> };
export function sampleCpu(): CpuSample {
  const ticks = 100;
  const processes = new Map<number, { parent: number; cpu: number }>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After the name: state, ppid, …, utime (14th field of the line), stime, cutime, cstime.
      const cpu = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0) / ticks;
      processes.set(Number(entry), { parent: Number(fields[1]), cpu });
    } catch {
      // the process ended while we looked
    }
  }
  const children = new Map<number, number[]>();
  for (const [pid, { parent }] of processes) children.set(parent, [...(children.get(parent) ?? []), pid]);
  const treeCpu = (pid: number): number =>
    (processes.get(pid)?.cpu ?? 0) + (children.get(pid) ?? []).reduce((sum, child) => sum + treeCpu(child), 0);
  const partOf = (pid: number) => {
    let command = '';
    try {
      command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      // ended
    }
    if (command.includes('backend/src/main.ts')) return 'backend';
    if (command.includes('projections/src/main.ts')) return 'projections';
    if (command.includes('postgres')) return 'PostgreSQL';
    if (command.includes('redis')) return 'Redis';
    if (/chrom/i.test(command)) return 'Chromium';
    return 'other children';
  };
  const byPart = new Map<string, number>([['this process (bench, socket clients)', processes.get(process.pid)?.cpu ?? 0]]);
  for (const child of children.get(process.pid) ?? []) {
    const part = partOf(child);
    byPart.set(part, (byPart.get(part) ?? 0) + treeCpu(child));
  }
  const [, ...times] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
  const values = times.map(Number);
  // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
  const machine = (values.slice(0, 8).reduce((sum, value) => sum + value, 0) - (values[3] ?? 0) - (values[4] ?? 0)) / ticks;
  return { at: performance.now(), machine, byPart };
}

// Where the CPU went between two samples: seconds per part, and as a share of the machine's cores.
export function describeCpu(before: CpuSample, after: CpuSample): string {
  const seconds = (after.at - before.at) / 1000;
  const capacity = seconds * cpus().length;
  const rows: string[][] = [];
  let ours = 0;
  for (const [part, cpu] of after.byPart) {
    const used = Math.max(0, cpu - (before.byPart.get(part) ?? 0));
    ours += used;
    rows.push([part, used.toFixed(1), `${((100 * used) / capacity).toFixed(0)} %`]);
  }
  const machine = after.machine - before.machine;
  rows.push([
    'everything else on the machine',
    Math.max(0, machine - ours).toFixed(1),
    `${((100 * Math.max(0, machine - ours)) / capacity).toFixed(0)} %`,
  ]);
  rows.push(['machine busy', machine.toFixed(1), `${((100 * machine) / capacity).toFixed(0)} %`]);
  return table([`CPU over ${seconds.toFixed(0)} s (${cpus().length} cores)`, 'CPU s', 'of all cores'], rows, [1, 2]);
}

// Transactions committed in the bench's database (read-only ones included), transaction ids assigned (the
// transactions that wrote, cluster-wide) and events in its log, so far: two samples' difference says what
// each appended event cost PostgreSQL (the command's append, the read models' batches, the reads around them).
export type PostgresSample = { commits: number; writes: number; events: number };
export async function samplePostgres(pool: pg.Pool): Promise<PostgresSample> {
  const { rows } = await pool.query<{ commits: string; writes: string; events: string }>(
    `select (select xact_commit from pg_stat_database where datname = current_database()) as commits,
            pg_snapshot_xmax(pg_current_snapshot())::text as writes,
            (select count(*) from events) as events`,
  );
  return { commits: Number(rows[0]?.commits ?? 0), writes: Number(rows[0]?.writes ?? 0), events: Number(rows[0]?.events ?? 0) };
}

export function describePostgres(before: PostgresSample, after: PostgresSample): string {
  const commits = after.commits - before.commits;
  const writes = after.writes - before.writes;
  const events = after.events - before.events;
  const each = (count: number) => (events > 0 ? (count / events).toFixed(1) : '–');
  return (
    `PostgreSQL: ${commits.toLocaleString('en-US')} transactions committed, ${writes.toLocaleString('en-US')} of them writing, ` +
    `for ${events.toLocaleString('en-US')} events appended (${each(commits)} and ${each(writes)} per event)`
  );
}
