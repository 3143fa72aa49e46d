// The app the Playwright journeys run against, started by `npm test` while vitest runs: starting it (its
// own PostgreSQL, Redis and mail catcher, the demo diary, the read models) takes half a minute that the
// journeys would otherwise wait for. It starts below normal priority, so the vitest tests that race or
// time things keep the cores, and is given normal priority back before the journeys begin.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { freePort } from './free-port.mjs';
import { setPriority } from 'node:os';
import { join } from 'node:path';

// The journeys read what the demo seed wrote (its clients, the diary) through the read models: they start
// once every read model has folded the whole log, as an administrator sees it on /api/system/projections
// (the demo password is the seed's, backend/src/identity/demo-users.ts). A read model still catching up
// under a loaded machine otherwise fails the first journeys that search for what a spec just seeded.
async function readModelsCaughtUp(url, deadline) {
  const started = Date.now();
  let token = null;
  while (Date.now() < deadline) {
    try {
      if (!token) {
        const login = await fetch(`${url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ identifier: 'admin', password: 'demo1234' }),
        });
        if (login.ok) token = (await login.json()).token;
      }
      if (token) {
        const reply = await fetch(`${url}/api/system/projections`, { headers: { Authorization: `Bearer ${token}` } });
        if (reply.ok) {
          const { projections } = await reply.json();
          const behind = projections.reduce((sum, projection) => sum + projection.eventsBehind, 0);
          if (behind === 0 && projections.every((projection) => projection.rebuild === null)) {
            process.stdout.write(
              `[test] the journeys' app: read models caught up ${((Date.now() - started) / 1000).toFixed(1)} s after it answered\n`,
            );
            return;
          }
        }
      }
    } catch {
      // Asked again below.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// Every process below `pid` (PostgreSQL, Redis, the backend, projections, workers…), from /proc.
function descendants(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while the list was read.
    }
  }
  const found = [];
  const visit = (id) => {
    for (const child of children.get(id) ?? []) {
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

export async function startE2eSystem(root) {
  const port = await freePort();
  mkdirSync(join(root, '.data', 'test-runs'), { recursive: true });
  const dataDir = mkdtempSync(join(root, '.data', 'test-runs', 'e2e-'));
  // The same environment as the web server of tests/playwright.config.ts.
  const child = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
    cwd: root,
    // Its output is kept (the last lines) to say why, should it not start: start.mjs tells its refusals there.
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
      LOG_LEVEL: 'warn',
    },
  });
  let errors = '';
  const keep = (chunk) => (errors = (errors + chunk).slice(-8000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  try {
    setPriority(child.pid, 10);
  } catch {
    // Not allowed here: it starts at normal priority.
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://localhost:${port}`;

  return {
    env: { E2E_PORT: String(port), E2E_DATA_DIR: dataDir, E2E_SERVER_STARTED: '1' },
    // Resolves once /api/health answers; false when the app stopped or never came up.
    async ready(timeoutMs = 600_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline && child.exitCode === null) {
        try {
          if ((await fetch(`${url}/api/health`)).ok) break;
        } catch {
          // Not listening yet.
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      if (child.exitCode !== null || Date.now() >= deadline) {
        process.stderr.write(`The app for the journeys did not start:\n${errors}\n`);
        return false;
      }
      for (const pid of [child.pid, ...descendants(child.pid)]) {
        try {
          setPriority(pid, 0);
        } catch {
          // Raising priority back needs root; the journeys then run beside a lower-priority app.
        }
      }
      await readModelsCaughtUp(url, deadline);
      return true;
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const killed = setTimeout(() => child.kill('SIGKILL'), 30_000);
        await exited;
        clearTimeout(killed);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
