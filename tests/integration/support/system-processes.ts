import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { testRedisUrl } from '@chairside/backend/testing/test-database';
import { testSmtpUrl } from '@chairside/platform/testing/test-mail';
import { freePort } from '../../../scripts/lib/free-port.mjs';

export { freePort };

const root = resolve(import.meta.dirname, '../../..');

async function healthy(url: string): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    const status = await fetch(`${url}/api/health`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never became healthy`);
}

export type SystemProcesses = {
  backends: string[];
  redisPrefix: string;
  // Kills a backend process at once (SIGKILL: no reply, no clean-up), as a crash would.
  killBackend(index: number): Promise<void>;
  stop(): Promise<void>;
};

// One projections process and `backends` backend processes on one database, as real processes sharing a
// Redis prefix of their own, and with `workers` a workers process too (hold expiry, the outbox to the
// run's SMTP catcher); resolves once every backend answers its health check.
export async function startSystemProcesses(options: {
  databaseUrl: string;
  backends: number;
  prefix: string;
  logLevel: 'warn' | 'error';
  workers?: boolean;
  // More settings of the backend processes (TRUST_PROXY, PUBLIC_BOOKING_RATE_LIMIT_SCALE, ...).
  backendEnv?: Record<string, string>;
}): Promise<SystemProcesses> {
  const children: ChildProcess[] = [];
  const redisPrefix = `${options.prefix}-${randomUUID().slice(0, 8)}`;
  const start = (entry: string, env: Record<string, string>): ChildProcess => {
    const child = spawn(process.execPath, ['--import', 'tsx', entry], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: testRedisUrl(),
        LOG_LEVEL: options.logLevel,
        NODE_ENV: 'test',
        FRONTEND_DIST: 'does-not-exist',
        REDIS_PREFIX: redisPrefix,
        ...env,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    children.push(child);
    return child;
  };
  const stop = () =>
    Promise.all(
      children.map(
        (child) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      ),
    ).then(() => undefined);
  try {
    start('projections/src/main.ts', {});
    if (options.workers) start('workers/src/main.ts', { SMTP_URL: testSmtpUrl() });
    const ports: number[] = [];
    for (let i = 0; i < options.backends; i += 1) ports.push(await freePort());
    const backendChildren = ports.map((port) => start('backend/src/main.ts', { ...options.backendEnv, PORT: String(port) }));
    const backends = ports.map((port) => `http://127.0.0.1:${port}`);
    await Promise.all(backends.map(healthy));
    const killBackend = (index: number) =>
      new Promise<void>((done) => {
        const child = backendChildren[index];
        if (!child || child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGKILL');
      });
    return { backends, redisPrefix, killBackend, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
