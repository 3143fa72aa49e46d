import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { seedDemoBusiness } from '@chairside/backend/business/demo-business';
import { createTestDatabase, type TestDatabase } from '@chairside/backend/testing/test-database';
import { createTestSession } from '@chairside/backend/testing/test-session';
import type { ChangeMessage, LiveServerEvents } from '@chairside/shared/live/live-messages';
import { startSystemProcesses, type SystemProcesses } from './support/system-processes';

let database: TestDatabase;
let processes: SystemProcesses | undefined;
let backendA = '';
let backendB = '';
let adminToken = '';
let socket: Socket<LiveServerEvents> | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  const store = createPostgresEventStore(database.db, database.pool);
  await seedDemoBusiness(store);
  await store.close();
  adminToken = await createTestSession(database.db, { userId: 'admin-1', role: 'admin' });
  processes = await startSystemProcesses({ databaseUrl: database.url, backends: 2, prefix: 'two', logLevel: 'warn' });
  [backendA, backendB] = processes.backends as [string, string];
}, 120_000);

afterAll(async () => {
  socket?.disconnect();
  await processes?.stop();
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
