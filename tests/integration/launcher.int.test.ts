import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { healthReplySchema } from '@chairside/shared/health';
import { alive, descendants, launchSystem, untilRunning, type LaunchedSystem } from './support/launched-system';
import { freePort } from '../../scripts/lib/free-port.mjs';

const root = resolve(import.meta.dirname, '../..');
mkdirSync(join(root, '.data', 'test-runs'), { recursive: true });
const dataDir = mkdtempSync(join(root, '.data', 'test-runs', 'launcher-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// A system a failed test left running is stopped, so it neither holds the data folder for the next test
// nor takes the machine's cores from the rest of the run.
const launched: LaunchedSystem[] = [];
function launch(env: Record<string, string>): LaunchedSystem {
  const system = launchSystem(env);
  launched.push(system);
  return system;
}
afterEach(async () => {
  for (const system of launched.splice(0)) {
    if (system.child.exitCode !== null || system.child.signalCode !== null) continue;
    system.child.kill('SIGTERM');
    await system.exited;
  }
});

describe('npm start', () => {
  it('starts everything on embedded defaults, reports healthy, and leaves nothing behind on SIGTERM; a second start reuses the data while the first port it picks for PostgreSQL, Redis and the mail catcher is taken', async () => {
    const port = await freePort();
    // Without the demo diary: the e2e run's own `npm start` seeds it and demo-appointments.int.test.ts checks
    // it; here it would only lengthen the start.
    const env = { DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: '', REDIS_URL: '', SMTP_URL: '', DEMO_DIARY: 'off' };

    const first = launch(env);
    await untilRunning(first);
    // The demo logins it prints work the moment it says it is running (the read models hold the demo's users).
    const signIn = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin', password: 'demo1234' }),
    });
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    const output = first.output();
    expect(output).toContain(`http://localhost:${port}`);
    expect(output).toMatch(/admin\s+demo1234/);
    // The auditor's printed line, and the seeded account behind it.
    expect(output).toMatch(/auditor\s+demo1234\s+staff, Auditors/);
    const auditor = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: 'auditor', password: 'demo1234' }),
    });
    expect(auditor.status, await auditor.clone().text()).toBe(200);
    expect(output).toContain('seeded the demo business');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(health.status).toBe(200);
    const reply = healthReplySchema.parse(await health.json());
    expect(reply.failing).toEqual([]);
    // The supervisor publishes the processes it keeps running; nothing has had to be restarted.
    const supervised = reply.supervision?.processes ?? {};
    expect(Object.keys(supervised).sort()).toEqual(['backend', 'projections', 'workers']);
    for (const state of Object.values(supervised)) expect(state).toMatchObject({ status: 'up', restarts: 0, lastExit: null });

    // The app served is the production build even though a test runner (NODE_ENV=test) started it: the
    // development-only sign-in hint is compiled out.
    const page = await (await fetch(`http://127.0.0.1:${port}/login`)).text();
    const script = /<script type="module"[^>]+src="([^"]+\.js)"/.exec(page)?.[1];
    expect(script).toBeDefined();
    const bundle = await (await fetch(`http://127.0.0.1:${port}${script}`)).text();
    expect(bundle).toContain('Forgot password?');
    expect(bundle).not.toContain('Demo accounts');

    // The embedded mail catcher: its inbox is printed, recorded for tools and answers while the system runs.
    const system = JSON.parse(readFileSync(join(dataDir, 'system.json'), 'utf8')) as { mailUrl?: string; smtpUrl?: string };
    expect(system.mailUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(system.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(output).toContain(`Mail inbox:  ${system.mailUrl}`);
    const inbox = await fetch(`${system.mailUrl}/messages`);
    expect(inbox.status).toBe(200);
    expect(Array.isArray(await inbox.json())).toBe(true);
    expect(await (await fetch(`${system.mailUrl}/`)).text()).toContain('Chairside mail inbox');

    const started = descendants(first.child.pid as number);
    expect(started.length).toBeGreaterThanOrEqual(6); // redis, postgres, mail catcher, backend, projections, workers
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    await expect.poll(() => started.filter(alive), { timeout: 15_000 }).toEqual([]);
    expect(first.output()).toContain('Stopped. Nothing of ours is left running.');
    expect(existsSync(join(dataDir, 'supervision.json'))).toBe(false);
    await expect(fetch(`${system.mailUrl}/messages`)).rejects.toThrow();

    // Another process takes the port the services were about to bind (forced as their first pick): each
    // starts again on another port instead of failing the start.
    const taken = await freePort();
    const blocker = createServer().listen(taken, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    const second = launch({ ...env, CHAIRSIDE_TEST_FIRST_PORT: String(taken) });
    try {
      await untilRunning(second);
    } finally {
      blocker.close();
    }
    for (const service of ['PostgreSQL', 'Redis', 'The mail catcher'])
      expect(second.output()).toContain(`${service}: port ${taken} was taken before it could bind it; starting it on another port`);
    const secondSystem = JSON.parse(readFileSync(join(dataDir, 'system.json'), 'utf8')) as {
      databaseUrl: string;
      redisUrl: string;
      smtpUrl: string;
    };
    for (const url of [secondSystem.databaseUrl, secondSystem.redisUrl, secondSystem.smtpUrl])
      expect(new URL(url).port).not.toBe(String(taken));
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    expect(second.output()).toContain('seed skipped');
    expect(second.output()).not.toContain('npm ci');
    const secondChildren = descendants(second.child.pid as number);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    await expect.poll(() => secondChildren.filter(alive), { timeout: 15_000 }).toEqual([]);
  }, 240_000);

  it('refuses a port that is in use with a clear message', async () => {
    const port = await freePort();
    const blocker = createServer().listen(port, '0.0.0.0');
    await new Promise((r) => blocker.once('listening', r));
    try {
      const run = launch({ DATA_DIR: dataDir, PORT: String(port) });
      expect(await run.exited).toBe(1);
      expect(run.output()).toContain(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });
});

describe('process configuration', () => {
  it('stops a process at start with one line naming a bad variable', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'backend/src/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'abc', DATABASE_URL: 'postgres://x@127.0.0.1:1/x', REDIS_URL: 'redis://127.0.0.1:1' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")');
  });
});
