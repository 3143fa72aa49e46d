// Supervises the whole system: embedded services, database preparation, the frontend build and the
// backend, projections and workers processes (restarted when they crash: supervisor.mjs). Ctrl-C or
// SIGTERM stops everything it started.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readDotEnv } from './dotenv.mjs';
import { buildFrontendIfStale } from './frontend-build.mjs';
import { createLineWriter } from './log-format.mjs';
import { isPortFree, startMailCatcher, startPostgres, startRedis } from './services.mjs';
import { createSupervisor } from './supervisor.mjs';
import { ensureRedisServer } from './system-packages.mjs';

const demoLogins = [
  ['admin', 'demo1234', 'administrator'],
  ['frontdesk', 'demo1234', 'staff, Front Desk'],
  ['basic', 'demo1234', 'staff, Basic Staff'],
  ['manager', 'demo1234', 'staff, Manager'],
  ['auditor', 'demo1234', 'staff, Auditors'],
  ['client', 'demo1234', 'client (online booking)'],
];

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function waitForHealth(url, timeoutMs, isStopping) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline && !isStopping()) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (response.status === 200) return;
      const body = await response.json().catch(() => ({}));
      last = `HTTP ${response.status}${body.failing?.length ? ` (failing: ${body.failing.join(', ')})` : ''}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`/api/health did not report healthy within ${timeoutMs / 1000} s: ${last}`);
}

export async function runSystem({ root, dev, started, say }) {
  const env = { ...readDotEnv(root), ...process.env };
  const dataDir = resolve(root, env.DATA_DIR || '.data');
  const port = Number(env.PORT || 3000);
  mkdirSync(dataDir, { recursive: true });

  const pidFile = join(dataDir, 'system.pid');
  if (existsSync(pidFile)) {
    const pid = Number(readFileSync(pidFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      console.error(`Chairside is already running from ${dataDir} (pid ${pid}). Stop it first, or use another DATA_DIR.`);
      process.exit(1);
    }
  }
  if (Number.isInteger(port) && !(await isPortFree(port))) {
    console.error(`Port ${port} is already in use. Stop whatever listens there, or start on another port: PORT=${port + 1} npm start`);
    process.exit(1);
  }
  writeFileSync(pidFile, String(process.pid));

  const children = new Map();
  const stoppers = [];
  // The embedded services this system started, by name: what a restart request (below) may restart.
  const restarters = {};
  let stopping = false;
  let exitCode = 0;
  let childEnv = {};
  const supervisionFile = join(dataDir, 'supervision.json');
  const supervisor = createSupervisor({
    root,
    env: () => childEnv,
    say,
    stateFile: supervisionFile,
    onCrashLoop: (name, message) => {
      for (const line of message.split('\n')) say(line);
      void shutdown(1, `${name} keeps crashing: fix what it reports above, then npm start again.`);
    },
  });

  async function shutdown(code, reason) {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    if (reason) say(reason);
    say('Stopping…');
    const supervised = supervisor.stop();
    const exits = [...children.values()].map(
      (child) =>
        new Promise((resolveExit) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolveExit();
          child.once('exit', () => resolveExit());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        }),
    );
    await Promise.all([supervised, ...exits]);
    for (const stop of stoppers.reverse()) await stop().catch((error) => say(`could not stop a service cleanly: ${error.message}`));
    rmSync(pidFile, { force: true });
    rmSync(join(dataDir, 'system.json'), { force: true });
    say(code === 0 ? 'Stopped. Nothing of ours is left running.' : `Stopped (exit ${code}).`);
    process.exit(code);
  }
  // Started by a parent over IPC (the chaos run, tests/chaos), the system restarts an embedded service on
  // request, on the same data and port, while backend, projections and workers go on running.
  process.on('message', (message) => {
    if (message?.type !== 'restart-service') return;
    const restart = restarters[message.service];
    const reply = (fields) => process.send?.({ type: 'service-restarted', service: message.service, ...fields });
    if (!restart || stopping) return reply({ ok: false, error: `${message.service} is not an embedded service of this system` });
    const startedAt = Date.now();
    say(`restarting ${message.service} on request`);
    restart().then(
      () => {
        say(`${message.service} restarted (${Date.now() - startedAt} ms)`);
        reply({ ok: true, ms: Date.now() - startedAt });
      },
      (error) => reply({ ok: false, error: error.message }),
    );
  });
  process.on('SIGINT', () => void shutdown(exitCode, 'Ctrl-C received'));
  process.on('SIGTERM', () => void shutdown(exitCode, 'SIGTERM received'));

  // A one-shot step (preparing the database); the long-running processes go through the supervisor.
  function run(name, args, { cwd = root } = {}) {
    const writer = createLineWriter(name);
    const child = spawn(process.execPath, args, { cwd, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => writer.write(chunk));
    child.stderr.on('data', (chunk) => writer.write(chunk));
    children.set(name, child);
    const done = new Promise((resolveDone) =>
      child.on('exit', (code, signal) => {
        writer.flush();
        children.delete(name);
        resolveDone(code ?? (signal ? 1 : 0));
      }),
    );
    return done;
  }

  try {
    const postgresLog = createLineWriter('postgres');
    const portTaken = (service) => (port) => say(`${service}: port ${port} was taken before it could bind it; starting it on another port`);
    let redisUrl = env.REDIS_URL;
    if (!redisUrl) {
      const redis = await startRedis({
        binary: ensureRedisServer(say),
        dataDir: join(dataDir, 'redis'),
        onLog: () => {},
        onPortTaken: portTaken('Redis'),
      });
      stoppers.push(() => redis.stop());
      restarters.redis = () => redis.restart();
      redisUrl = redis.url;
      say(`Redis started on port ${redis.port} (data in ${join(dataDir, 'redis')})`);
    } else say('Using REDIS_URL');
    if (stopping) return;

    // Without SMTP_URL, e-mail goes to the embedded catcher; it starts while PostgreSQL does.
    let smtpUrl = env.SMTP_URL;
    let mailUrl = null;
    let mailStarted = Promise.resolve(null);
    if (!smtpUrl) {
      const mailLog = createLineWriter('mail');
      const mail = await startMailCatcher({
        root,
        env: { ...env, LOG_LEVEL: env.LOG_LEVEL || 'info' },
        onLog: (chunk) => mailLog.write(chunk),
        onExit: (code, signal) => {
          mailLog.flush();
          if (!stopping) void shutdown(1, `the mail catcher exited unexpectedly (${signal ?? `code ${code}`}); stopping the system`);
        },
        onPortTaken: portTaken('The mail catcher'),
      });
      stoppers.push(mail.stop);
      // Settled into a value now, so a failure while PostgreSQL starts is reported below, not as an unhandled rejection.
      mailStarted = mail.ready.then(
        (urls) => {
          smtpUrl = urls.smtpUrl;
          mailUrl = urls.inboxUrl;
          return null;
        },
        (error) => {
          mailLog.flush();
          return error;
        },
      );
    } else say('Using SMTP_URL');

    let databaseUrl = env.DATABASE_URL;
    if (!databaseUrl) {
      const postgresMessages = [];
      const pg = await startPostgres({
        dataDir: join(dataDir, 'postgres'),
        onLog: (line) => postgresMessages.push(line),
        onPortTaken: portTaken('PostgreSQL'),
      }).catch((error) => {
        for (const line of postgresMessages.slice(-20)) postgresLog.write(line);
        throw error;
      });
      stoppers.push(pg.stop);
      restarters.postgres = () => pg.restart();
      databaseUrl = pg.url;
      say(`PostgreSQL started on port ${pg.port} (data in ${join(dataDir, 'postgres')})`);
    } else say('Using DATABASE_URL');
    if (stopping) return;
    const mailError = await mailStarted;
    if (mailError) throw mailError;
    if (mailUrl) say(`Mail catcher started (SMTP on ${smtpUrl}, inbox on ${mailUrl})`);
    if (stopping) return;

    childEnv = {
      ...env,
      NODE_ENV: env.NODE_ENV || 'development',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SMTP_URL: smtpUrl,
      CHAIRSIDE_SUPERVISED: '1',
      // Where the supervisor records restarts; /api/health reports them.
      SUPERVISION_FILE: supervisionFile,
    };
    const tsx = ['--import', 'tsx'];
    // DEMO_DIARY=off: the demo business, team, catalogue and logins, without the months of appointments.
    const diary = env.DEMO_DIARY === 'off' ? ['--no-appointments'] : [];
    const prepared = await run('prepare', [...tsx, 'backend/src/cli/prepare-database.ts', ...diary]);
    if (prepared !== 0) return shutdown(1, 'Preparing the database failed (see above).');
    if (!dev) buildFrontendIfStale(root, say);
    if (stopping) return;

    supervisor.supervise('backend', [...tsx, 'backend/src/main.ts']);
    supervisor.supervise('projections', [...tsx, 'projections/src/main.ts']);
    supervisor.supervise('workers', [...tsx, 'workers/src/main.ts']);
    if (dev)
      supervisor.supervise('frontend', [join(root, 'node_modules/vite/bin/vite.js'), '--strictPort'], { cwd: join(root, 'frontend') });

    const url = env.PUBLIC_URL || `http://localhost:${port}`;
    await waitForHealth(`http://127.0.0.1:${port}/api/health`, 90_000, () => stopping);
    if (stopping) return;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const lines = [
      '',
      `Chairside is running (ready in ${seconds} s)`,
      '',
      `  Open:        ${dev ? `http://localhost:${env.VITE_PORT || 5173}  (Vite, hot reload; API on ${url})` : url}`,
      `  Health:      ${url}/api/health`,
      mailUrl ? `  Mail inbox:  ${mailUrl}   (every e-mail the app sends, e.g. password resets)` : '  Mail:        sent through SMTP_URL',
      '  SMS:         printed in this log by [workers] ("SMS to <number>: …"), local provider',
      `  Data:        ${dataDir}`,
      '',
      '  Demo logins (password demo1234; sign in with the username or its e-mail):',
      ...demoLogins.map(([user, password, role]) => `    ${user.padEnd(10)} ${password}   ${role}`),
      '',
      '  Press Ctrl-C to stop everything.',
      '',
    ];
    // For tools and tests on this machine: where the running system's services are.
    writeFileSync(
      join(dataDir, 'system.json'),
      JSON.stringify({ pid: process.pid, url, databaseUrl, redisUrl, ...(mailUrl ? { mailUrl, smtpUrl } : {}) }, null, 2),
    );
    process.stdout.write(`${lines.join('\n')}\n`);
  } catch (error) {
    await shutdown(1, `Start failed: ${error.message}`);
  }
}
