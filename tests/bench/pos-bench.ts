// Point-of-sale benchmark: checkouts a second with 8 desks charging at once (open a sale, pay it in cash),
// and how long a payment for an appointment takes to open the payment-success overlay on another session
// (a socket in the location's pos room, as a second browser at the desk), while the desks keep charging.
// The backend, projections and change feed run in child processes. Figures printed only.
// Run: node --import tsx tests/bench/pos-bench.ts
import { randomUUID } from 'node:crypto';
import { io as connect, type Socket } from 'socket.io-client';
import type { LiveServerEvents } from '@chairside/shared/live/live-messages';
import { paymentSucceededPatchSchema } from '@chairside/shared/sales/sale-dto';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { migrateAll } from '@chairside/backend/migrate-all';
import { createDb, createPool } from '@chairside/platform/database';
import { demoLocations, seedDemoBusiness } from '@chairside/backend/business/demo-business';
import { createTestSession } from '@chairside/backend/testing/test-session';
import { addDays, apiCaller, createAppointmentWorld, localInstant, localToday } from '@chairside/backend/testing/appointment-test-world';
import { describeMachine, startBenchPostgres, startBenchRedis, startBenchSystem, table, type BenchSystem } from './support';

const desks = Number(process.env.BENCH_DESKS ?? 8);
const checkouts = Number(process.env.BENCH_CHECKOUTS ?? 400);
const probes = Number(process.env.BENCH_PROBES ?? 40);
const location = demoLocations.downtown.id;

const server = await startBenchPostgres('pos');
const redis = await startBenchRedis();
let system: BenchSystem | null = null;
let socket: Socket<LiveServerEvents> | null = null;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1)} ms`;
};
try {
  console.log('# Point-of-sale benchmark');
  for (const line of await describeMachine(server.url)) console.log(line);
  const pool = createPool(server.url, 4);
  const db = createDb<unknown>(pool);
  await migrateAll(db);
  const store = createPostgresEventStore(db, pool);
  await seedDemoBusiness(store);
  const token = await createTestSession(db, { userId: randomUUID(), role: 'admin' });
  system = await startBenchSystem({ databaseUrl: server.url, redisUrl: redis.url });
  const base = system.base;
  const call = apiCaller(base, token);
  const world = await createAppointmentWorld(call, { locationId: location, staffCount: 2 });
  const json = async (response: Promise<Response>) => {
    const reply = await response;
    const text = await reply.text();
    if (reply.status !== 200) throw new Error(`answered ${reply.status}: ${text}`);
    return JSON.parse(text) as { id: string; sale: { totalCents: number } };
  };
  const checkout = async (appointmentId: string | null) => {
    const lines = [{ kind: 'custom', lineId: randomUUID(), description: 'Blow-dry', unitPriceCents: 4500 }];
    const opened = await json(
      call('POST', '/sales', {
        saleId: randomUUID(),
        locationId: location,
        appointmentId,
        clientId: appointmentId ? world.clientId : null,
        cart: { lines },
      }),
    );
    const sentAt = performance.now();
    await json(
      call('POST', `/sales/${opened.id}/payments`, {
        method: 'cash',
        amountCents: opened.sale.totalCents,
        tenderedCents: opened.sale.totalCents,
      }),
    );
    return { saleId: opened.id, sentAt };
  };

  // Warm-up, then 8 desks charging at once.
  for (let i = 0; i < 10; i += 1) await checkout(null);
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: desks }, async () => {
      while (next < checkouts) {
        next += 1;
        const at = performance.now();
        await checkout(null);
        durations.push(performance.now() - at);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(`\n## Checkouts (open a sale, pay it in cash), ${desks} desks, ${checkouts} checkouts`);
  console.log(
    table(
      ['figure', 'value'],
      [
        ['checkouts a second', (checkouts / seconds).toFixed(1)],
        ['checkout p50 (two requests)', percentile(durations, 50)],
        ['checkout p99 (two requests)', percentile(durations, 99)],
      ],
      [1],
    ),
  );

  // Appointments to pay, then the overlay's latency on a second session while the desks keep charging.
  const appointments: string[] = [];
  for (let i = 0; i < probes; i += 1) {
    const date = addDays(localToday(), 1 + Math.floor(i / 4));
    const reply = await json(
      call('POST', '/appointments', {
        locationId: location,
        clientId: world.clientId,
        startsAt: localInstant(date, ['10:00', '11:00', '12:00', '13:00'][i % 4]!),
        items: [{ serviceId: world.services.plain, staffId: world.staff[0]!.id }],
      }),
    );
    appointments.push(reply.id);
  }
  const seen = new Map<string, number>();
  socket = connect(base, { auth: { token, rooms: [`pos:${location}`] }, transports: ['websocket'], forceNew: true });
  socket.on('change', (message) => {
    const patch = paymentSucceededPatchSchema.safeParse(message.patch);
    if (message.topic === 'sales' && patch.success) seen.set(patch.data.saleId, performance.now());
  });
  await new Promise((resolve) => socket!.once('ready', resolve));
  let background = true;
  const load = Promise.all(
    Array.from({ length: desks - 1 }, async () => {
      while (background) await checkout(null);
    }),
  );
  const latencies: number[] = [];
  for (const appointmentId of appointments) {
    const { saleId, sentAt } = await checkout(appointmentId);
    for (let spins = 0; !seen.has(saleId) && spins < 5000; spins += 1) await new Promise((resolve) => setTimeout(resolve, 1));
    const at = seen.get(saleId);
    if (at !== undefined) latencies.push(at - sentAt);
  }
  background = false;
  await load;
  console.log(
    `\n## Payment for an appointment → overlay on another session (pos room), ${probes} payments, ${desks - 1} desks charging meanwhile`,
  );
  console.log(
    table(
      ['latency', 'value'],
      [
        ['p50', percentile(latencies, 50)],
        ['p99', percentile(latencies, 99)],
        ['overlays received', `${latencies.length} of ${probes}`],
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
  socket?.disconnect();
  await system?.stop();
  await redis.stop();
  await server.stop();
}
