// Sign-in and permission benchmark: how long a person waits at "Sign in" (argon2id verification),
// how many sign-ins per second the backend sustains, and what a session check and a permissions read
// cost on every request. The backend and projections run in child processes on a throwaway PostgreSQL
// and Redis, seeded with the demo users. Figures printed only.
// Run: node --import tsx tests/bench/auth-bench.ts
import { spawn } from 'node:child_process';
import { migrateAll } from '@chairside/backend/migrate-all';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { createDb, createPool } from '@chairside/platform/database';
import { seedDemo } from '@chairside/backend/seed/demo-seed';
import { demoPassword } from '@chairside/backend/identity/demo-users';
// @ts-expect-error plain JavaScript module shared with the launcher
import { freePort } from '../../scripts/lib/services.mjs';
import { describeMachine, root, startBenchPostgres, startBenchRedis, table } from './support';

const rounds = Number(process.env.BENCH_ROUNDS ?? 500);
const logins = Number(process.env.BENCH_LOGINS ?? 60);

const server = await startBenchPostgres('auth');
const redis = await startBenchRedis();
const children: ReturnType<typeof spawn>[] = [];

function summary(samples: number[]): string[] {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => `${(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1)} ms`;
  return [at(50), at(95), at(99)];
}

async function timed(count: number, call: () => Promise<Response>): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const response = await call();
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`answered ${response.status}`);
    samples.push(performance.now() - started);
  }
  return samples;
}

try {
  console.log('# Sign-in and permissions benchmark');
  for (const line of await describeMachine(server.url)) console.log(line);
  const pool = createPool(server.url, 4);
  const db = createDb<unknown>(pool);
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
    FRONTEND_DIST: 'none',
    REDIS_PREFIX: 'bench',
  };
  for (const entry of ['projections/src/main.ts', 'backend/src/main.ts']) {
    children.push(spawn(process.execPath, ['--import', 'tsx', entry], { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] }));
  }
  const base = `http://127.0.0.1:${port}`;
  const login = (identifier: string) =>
    fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier, password: demoPassword }),
    });
  // Ready once the users read model answers a sign-in.
  for (let i = 0; ; i += 1) {
    const status = await login('admin').then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) break;
    if (i > 600) throw new Error('sign-in never worked');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const sequential = await timed(logins, () => login('frontdesk'));
  const users = ['admin', 'frontdesk', 'basic', 'client'];
  const parallelStarted = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: 4 }, async (_, worker) => {
      for (let i = 0; i < logins / 4; i += 1) {
        const response = await login(users[worker]!);
        await response.arrayBuffer();
        if (response.ok) done += 1;
      }
    }),
  );
  const parallelSeconds = (performance.now() - parallelStarted) / 1000;

  const reply = (await (await login('frontdesk')).json()) as { token: string; user: { id: string } };
  const auth = { Authorization: `Bearer ${reply.token}` };
  const verify = await timed(rounds, () => fetch(`${base}/api/auth/verify`, { headers: auth }));
  const permissions = await timed(rounds, () => fetch(`${base}/api/users/${reply.user.id}/permissions`, { headers: auth }));
  const adminToken = ((await (await login('admin')).json()) as { token: string }).token;
  const guarded = await timed(rounds, () => fetch(`${base}/api/users`, { headers: { Authorization: `Bearer ${adminToken}` } }));
  const publicRead = await timed(rounds, () => fetch(`${base}/api/business-settings`));

  console.log(`\n## Latency (sequential; ${logins} sign-ins, ${rounds} of each read)`);
  console.log(
    table(
      ['call', 'p50', 'p95', 'p99'],
      [
        ['POST /api/auth/login (argon2id verify)', ...summary(sequential)],
        ['GET /api/auth/verify (session check + user)', ...summary(verify)],
        ['GET /api/users/{id}/permissions', ...summary(permissions)],
        ['GET /api/users (admin guard + list)', ...summary(guarded)],
        ['GET /api/business-settings (public, no session)', ...summary(publicRead)],
      ],
      [1, 2, 3],
    ),
  );
  console.log(`\n## Sign-in throughput, 4 concurrent clients: ${(done / parallelSeconds).toFixed(1)} sign-ins/s (${done} of ${logins})`);
  await store.close();
  await db.destroy();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM')))),
    ),
  );
  await redis.stop();
  await server.stop();
}
