import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  apiCaller,
  createAppointmentWorld,
  localInstant,
  localToday,
  type AppointmentWorld,
} from '@chairside/backend/testing/appointment-test-world';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createPostgresEventStore } from '@chairside/platform/event-store/postgres-event-store';
import { demoLocations, seedDemoBusiness } from '@chairside/backend/business/demo-business';
import { publicBookingLimits } from '@chairside/backend/booking/public-rate-limits';
import { createTestDatabase, type TestDatabase } from '@chairside/backend/testing/test-database';
import { createTestSession, waitForReadModels } from '@chairside/backend/testing/test-session';
import { daybookStream } from '@chairside/shared/appointments/appointment-events';
import { MAX_HOLDS_PER_ADDRESS, myHoldsSchema, publicHoldReplySchema } from '@chairside/shared/booking/booking-dto';
import { startSystemProcesses, type SystemProcesses } from './support/system-processes';

// Holds per address, across two backend processes (one Redis, one database), at the real limits
// (PUBLIC_BOOKING_RATE_LIMIT_SCALE=1). The processes trust the loopback proxy (TRUST_PROXY=loopback, as a
// deployment behind its own proxy does), so each test speaks from addresses of its own via X-Forwarded-For.
// The visitor is the signed cookie the server issues: an address rotating visitors holds at most
// MAX_HOLDS_PER_ADDRESS times at once and may get only a few new visitors a minute; a real booker on that
// address still holds and books, as does anyone on another; a forged or unsigned cookie is nobody; a
// signed-in client's holds count toward their address too.

const downtown = demoLocations.downtown.id;
let database: TestDatabase;
let store: EventStore;
let processes: SystemProcesses | undefined;
let backends: string[] = [];
let world: AppointmentWorld;
let clientToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  store = createPostgresEventStore(database.db, database.pool);
  await seedDemoBusiness(store);
  const token = await createTestSession(database.db, { userId: randomUUID(), role: 'admin' });
  clientToken = await createTestSession(database.db, { userId: randomUUID(), role: 'client' });
  processes = await startSystemProcesses({
    databaseUrl: database.url,
    backends: 2,
    prefix: 'public-address',
    logLevel: 'error',
    backendEnv: { TRUST_PROXY: 'loopback', PUBLIC_BOOKING_RATE_LIMIT_SCALE: '1' },
  });
  backends = processes.backends;
  await waitForReadModels({ database, store }, 60_000);
  world = await createAppointmentWorld(apiCaller(backends[0]!, token), { locationId: downtown, staffCount: 1 });
  await waitForReadModels({ database, store }, 60_000);
}, 120_000);

afterAll(async () => {
  await processes?.stop();
  await store?.close();
  await database?.drop();
});

// A visitor is the cookie the server gave them (none yet: a new visitor); `token` signs them in.
type Visitor = { cookie: string | null; token?: string };
type Reply = { status: number; body: Record<string, unknown> & { error?: string } };
const newVisitor = (): Visitor => ({ cookie: null });
let requestCount = 0;

async function call(method: string, path: string, from: string, who: Visitor, body?: unknown): Promise<Reply> {
  requestCount += 1;
  const response = await fetch(`${backends[requestCount % 2]!}/api${path}`, {
    method,
    headers: {
      'X-Forwarded-For': from,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(who.cookie ? { Cookie: who.cookie } : {}),
      ...(who.token ? { Authorization: `Bearer ${who.token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const issued = response.headers.get('set-cookie')?.split(';')[0];
  if (issued) who.cookie = issued;
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Reply['body']) : {} };
}

// Half-hour slots from 8 AM with the world's one staff member (30-minute service).
const timeOf = (index: number) => `${String(8 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`;
const hold = (from: string, who: Visitor, date: string, index: number) =>
  call('POST', '/public/booking/holds', from, who, {
    locationId: downtown,
    serviceIds: [world.services.plain],
    staffId: world.staff[0]!.id,
    startsAt: localInstant(date, timeOf(index)),
  });
const book = (from: string, who: Visitor, reply: Reply) => {
  const { holdId, holdToken } = publicHoldReplySchema.parse(reply.body);
  const client = who.token
    ? null
    : {
        firstName: 'Real',
        lastName: `Booker ${randomUUID().slice(0, 6)}`,
        email: `real.${randomUUID().slice(0, 8)}@chairside.test`,
        phone: '',
      };
  return call('POST', '/public/booking/bookings', from, who, { holdId, holdToken, client });
};

// The holds of the day still live on its stream: held, and neither released, booked nor lapsed.
async function liveHolds(date: string): Promise<string[]> {
  const live = new Set<string>();
  for (const event of await store.readStream(daybookStream(downtown, date))) {
    const { holdId } = event.data as { holdId?: string };
    if (!holdId) continue;
    if (event.type === 'SlotHeld') live.add(holdId);
    if (event.type === 'HoldReleased' || event.type === 'HoldExpired') live.delete(holdId);
  }
  return [...live];
}

describe('holds per address', () => {
  it('an address rotating visitors holds at most its cap across both processes, and soon gets no new visitors; another address holds and books meanwhile', async () => {
    const date = addDays(localToday(), 3);
    const abuser = '203.0.113.10';
    // Twelve new visitors at once from one address, alternating between the two processes.
    const rotated = await Promise.all(Array.from({ length: 12 }, (_, index) => hold(abuser, newVisitor(), date, index)));
    // Each is a newcomer, so each gets a place by giving up an earlier one's (one given up while still being
    // placed hears 409); never more than the cap stays held.
    expect(rotated.filter((reply) => reply.status !== 201 && reply.status !== 409)).toEqual([]);
    expect(rotated.filter((reply) => reply.status === 201).length).toBeGreaterThanOrEqual(MAX_HOLDS_PER_ADDRESS);
    expect((await liveHolds(date)).length).toBeLessThanOrEqual(MAX_HOLDS_PER_ADDRESS);

    // Another address holds and books meanwhile.
    const other = newVisitor();
    const held = await hold('198.51.100.20', other, date, 20);
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    expect((await book('198.51.100.20', other, held)).status).toBe(201);

    // New visitors cost: past the address's few a minute, no more are issued.
    const statuses: number[] = [];
    for (let index = 12; index < publicBookingLimits.visitors.points + 1; index += 1)
      statuses.push((await hold(abuser, newVisitor(), date, index)).status);
    expect(statuses.at(-1)).toBe(429);
    expect((await liveHolds(date)).length).toBeLessThanOrEqual(MAX_HOLDS_PER_ADDRESS);
  }, 60_000);

  it('a real booker on a full address still holds and books: the oldest hold of whoever holds the most there is released', async () => {
    const date = addDays(localToday(), 4);
    const address = '203.0.113.11';
    const abusers = [newVisitor(), newVisitor(), newVisitor()];
    const abuserHolds: string[] = [];
    for (const [index, abuser] of abusers.entries())
      for (const slot of [index * 2, index * 2 + 1]) {
        const reply = await hold(address, abuser, date, slot);
        expect(reply.status, JSON.stringify(reply.body)).toBe(201);
        abuserHolds.push(publicHoldReplySchema.parse(reply.body).holdId);
      }
    // Full: a visitor who holds one gets no second there.
    const light = newVisitor();
    // (Its first is a newcomer's, and takes the oldest of the first abuser's.)
    expect((await hold(address, light, date, 8)).status).toBe(201);
    expect(await hold(address, light, date, 9)).toMatchObject({
      status: 409,
      body: { error: 'Too many times are held from your network right now; book or release the one you hold first' },
    });

    const real = newVisitor();
    const held = await hold(address, real, date, 10);
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const live = await liveHolds(date);
    expect(live).toHaveLength(MAX_HOLDS_PER_ADDRESS);
    // Given up for the two newcomers: each time the oldest hold of a visitor holding two (the first's, then
    // the second's), never the light visitor's one.
    expect(live).not.toContain(abuserHolds[0]);
    expect(live).not.toContain(abuserHolds[2]);
    expect((await book(address, real, held)).status).toBe(201);
  }, 60_000);

  it('does not take a forged or unsigned visitor cookie for an identity', async () => {
    const date = addDays(localToday(), 5);
    const address = '203.0.113.12';
    const visitor = newVisitor();
    for (const slot of [0, 1]) expect((await hold(address, visitor, date, slot)).status).toBe(201);
    expect((await hold(address, visitor, date, 2)).body.error).toBe('You already hold 2 times; book or release one first');
    const [name, value] = visitor.cookie!.split('=') as [string, string];
    const id = value.split('.')[0]!;
    const mine = myHoldsSchema.parse((await call('GET', '/public/booking/holds', address, visitor)).body);
    expect(mine.holds).toHaveLength(2);

    const forgeries = [`${name}=${id}`, `${name}=${id}.${'A'.repeat(43)}`, `${name}=${id}.${value.split('.')[1]!}x`];
    for (const [index, forged] of forgeries.entries()) {
      const stranger: Visitor = { cookie: forged };
      // Not the visitor: their list is not shown, and a hold is a new visitor's (with a cookie of its own).
      expect(myHoldsSchema.parse((await call('GET', '/public/booking/holds', address, stranger)).body).holds).toEqual([]);
      const reply = await hold(address, stranger, date, 3 + index);
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      expect(stranger.cookie).not.toBe(forged);
      expect(stranger.cookie?.split('=')[1]?.split('.')[0]).not.toBe(id);
    }
  }, 60_000);

  it('counts a signed-in client’s holds toward their address', async () => {
    const date = addDays(localToday(), 6);
    const address = '203.0.113.13';
    const client: Visitor = { cookie: null, token: clientToken };
    for (const slot of [0, 1]) expect((await hold(address, client, date, slot)).status).toBe(201);
    const others = [newVisitor(), newVisitor()];
    for (const [index, other] of others.entries())
      for (const slot of [2 + index * 2, 3 + index * 2]) expect((await hold(address, other, date, slot)).status).toBe(201);
    // The client's two and the others' four fill the address: a visitor holding one there gets no second.
    const third = newVisitor();
    expect((await hold(address, third, date, 10)).status).toBe(201);
    expect((await hold(address, third, date, 11)).status).toBe(409);
    expect(await liveHolds(date)).toHaveLength(MAX_HOLDS_PER_ADDRESS);
  }, 60_000);
});
