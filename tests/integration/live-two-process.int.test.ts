import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '@chairside/backend/event-store/postgres-event-store';
import { seedDemoBusiness } from '@chairside/backend/seed/demo-business';
import { createTestDatabase, testRedisUrl, type TestDatabase } from '@chairside/backend/testing/test-database';
import { createTestSession } from '@chairside/backend/testing/test-session';
import type { ChangeMessage, LiveServerEvents } from '@chairside/shared/live/live-messages';

const root = resolve(import.meta.dirname, '../..');
let database: TestDatabase;
const children: ChildProcess[] = [];
let backendA = '';
let backendB = '';
let adminToken = '';
let socket: Socket<LiveServerEvents> | undefined;

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startProcess(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: database.url, REDIS_URL: testRedisUrl(), LOG_LEVEL: 'warn', NODE_ENV: 'test', FRONTEND_DIST: 'does-not-exist', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

async function healthy(url: string) {
  for (let i = 0; i < 300; i += 1) {
    const status = await fetch(`${url}/api/health`).then((r) => r.status, () => 0);
    if (status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never became healthy`);
}

beforeAll(async () => {
  database = await createTestDatabase();
  const store = createPostgresEventStore(database.db, database.pool);
  await seedDemoBusiness(store);
  await store.close();
  adminToken = await createTestSession(database.db, { userId: 'admin-1', role: 'admin' });
  const prefix = `two-${randomUUID().slice(0, 8)}`;
  const [portA, portB] = [await freePort(), await freePort()];
  await startProcess('projections/src/main.ts', { REDIS_PREFIX: prefix });
  await startProcess('backend/src/main.ts', { PORT: String(portA), REDIS_PREFIX: prefix });
  await startProcess('backend/src/main.ts', { PORT: String(portB), REDIS_PREFIX: prefix });
  backendA = `http://127.0.0.1:${portA}`;
  backendB = `http://127.0.0.1:${portB}`;
  await Promise.all([healthy(backendA), healthy(backendB)]);
}, 120_000);

afterAll(async () => {
  socket?.disconnect();
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        }),
    ),
  );
  await database.drop();
});

describe('two backend processes', () => {
  it('a PUT on one reaches a socket connected to the other, and a GET after it returns the new value', async () => {
    const changes: ChangeMessage[] = [];
    socket = connect(backendB, { auth: { rooms: ['business'] }, transports: ['websocket'], forceNew: true });
    await new Promise((done) => socket?.once('ready', done));
    socket.on('change', (message) => changes.push(message));

    const name = `Two Process Salon ${randomUUID().slice(0, 4)}`;
    const put = await fetch(`${backendA}/api/business-settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ businessName: name }),
    });
    expect(put.status).toBe(200);
    expect(put.headers.get('x-projected')).toBe('true');

    const fromB = (await (await fetch(`${backendB}/api/business-settings`)).json()) as { businessName: string };
    expect(fromB.businessName).toBe(name);
    await expect.poll(() => changes.map((change) => change.topic), { timeout: 5000 }).toContain('business-settings');
  });
});
