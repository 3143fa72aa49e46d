// Live updates benchmark: command → socket message latency with 100 connected sockets, through the
// whole path (command, event store, projection, ui_changes, change feed, Redis, socket.io). The backend,
// projections and change feed run in a child process; the 100 clients here. Figures printed only.
// Run: node --import tsx tests/bench/live-bench.ts
import { io as connect, type Socket } from 'socket.io-client';
import type { LiveServerEvents } from '@chairside/shared/live/live-messages';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { migrateAll } from '@chairside/backend/migrate-all';
import { createDb, createPool } from '@chairside/platform/database';
import { seedDemoBusiness } from '@chairside/backend/business/demo-business';
import { createTestSession } from '@chairside/backend/testing/test-session';
import { describeMachine, startBenchPostgres, startBenchRedis, startBenchSystem, table, type BenchSystem } from './support';

const socketsCount = Number(process.env.BENCH_SOCKETS ?? 100);
const commands = Number(process.env.BENCH_COMMANDS ?? 200);

const server = await startBenchPostgres('live');
const redis = await startBenchRedis();
let system: BenchSystem | null = null;
const sockets: Socket<LiveServerEvents>[] = [];
try {
  console.log('# Live updates benchmark');
  for (const line of await describeMachine(server.url)) console.log(line);
  const pool = createPool(server.url, 4);
  const db = createDb<unknown>(pool);
  await migrateAll(db);
  const store = createPostgresEventStore(db, pool);
  await seedDemoBusiness(store);
  const token = await createTestSession(db, { userId: 'bench-admin', role: 'admin' });

  system = await startBenchSystem({ databaseUrl: server.url, redisUrl: redis.url });
  const base = system.base;

  const received: number[][] = Array.from({ length: socketsCount }, () => []);
  await Promise.all(
    Array.from({ length: socketsCount }, (_, index) => {
      const socket: Socket<LiveServerEvents> = connect(base, { auth: { rooms: ['business'] }, transports: ['websocket'], forceNew: true });
      sockets.push(socket);
      socket.on('change', (message) => {
        if (message.topic === 'business-settings') received[index]!.push(performance.now());
      });
      return new Promise((resolve) => socket.once('ready', resolve));
    }),
  );

  const sentAt: number[] = [];
  const put = (name: string) =>
    fetch(`${base}/api/business-settings`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ businessName: name }),
    });
  await put('warm-up');
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (const list of received) list.length = 0;
  for (let i = 0; i < commands; i += 1) {
    sentAt.push(performance.now());
    const response = await put(`Bench Salon ${i}`);
    if (response.status !== 200) throw new Error(`PUT answered ${response.status}`);
    // Wait for every socket to have it, so one command's fan-out is measured at a time.
    for (let spins = 0; received.some((list) => list.length <= i) && spins < 2000; spins += 1)
      await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const latencies: number[] = [];
  let missing = 0;
  for (const list of received) {
    for (let i = 0; i < commands; i += 1) {
      const at = list[i];
      if (at === undefined) missing += 1;
      else latencies.push(at - sentAt[i]!);
    }
  }
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => `${(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0).toFixed(1)} ms`;
  console.log(`\n## Command → socket message, ${socketsCount} sockets, ${commands} commands (PUT /api/business-settings)`);
  console.log(
    table(
      ['latency', 'value'],
      [
        ['p50', pct(50)],
        ['p95', pct(95)],
        ['p99', pct(99)],
        ['messages received', `${latencies.length} of ${socketsCount * commands}${missing ? ` (${missing} missing)` : ''}`],
      ],
      [1],
    ),
  );
  await store.close();
  await db.destroy();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  for (const socket of sockets) socket.disconnect();
  await system?.stop();
  await redis.stop();
  await server.stop();
}
