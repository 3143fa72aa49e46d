import { Queue } from 'bullmq';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@chairside/platform/database';
import type { RecordedEvent } from '@chairside/platform/event-store/event-store';
import { holdExpiryQueueName } from '@chairside/backend/appointments/hold-expiry-jobs';
import type { ReadDb, ReadModels } from '@chairside/projections/database';
import { appointmentsPatchSchema, HOLD_MINUTES } from '@chairside/shared/appointments/appointment-dto';
import { daybookStream } from '@chairside/shared/appointments/appointment-events';
import type { ChangeMessage, LiveHandshake, LiveServerEvents } from '@chairside/shared/live/live-messages';
import type { ServiceDeps } from '@chairside/backend/commands/service-deps';
import { handleCommand } from '@chairside/backend/commands/handle-command';
import { demoLocations } from '@chairside/backend/business/demo-business';
import { seedDemo } from '@chairside/backend/seed/demo-seed';
import { demoPassword } from '@chairside/backend/identity/demo-users';
import { testRedisUrl } from '@chairside/backend/testing/test-database';
import { signIn, waitForReadModels } from '@chairside/backend/testing/test-session';
import { startTestSystem, type TestSystem } from '@chairside/backend/testing/test-system';
import { startTestWorkers } from '@chairside/workers/testing/test-workers';
import {
  addDays,
  apiCaller,
  createAppointmentWorld,
  localInstant,
  localToday,
  type AppointmentWorld,
} from '@chairside/backend/testing/appointment-test-world';
import { bookAppointment, placeHold, type AppointmentCommandContext } from '@chairside/backend/appointments/appointment-service';
import { daybookDecider } from '@chairside/backend/appointments/daybook-decider';

// Holds lapse by themselves: the workers' delayed job appends HoldExpired when a hold lapses (the sweep does
// it for a hold whose job was lost), the calendar's patch drops the hold and the public booking room hears
// that its slots changed, with nothing else happening.

let system: TestSystem;
let world: AppointmentWorld;
let readDb: ReadDb;
let deps: ServiceDeps;
let adminToken: string;
let queue: Queue;
const sockets: Socket[] = [];
const downtown = demoLocations.downtown.id;
const minute = 60_000;

beforeAll(async () => {
  // The sweep every half second, for holds lapsed more than 3 s ago: a job due at a hold's expiresAt
  // comes first, a hold without one is swept a few seconds after it lapsed.
  system = await startTestSystem({ seed: seedDemo, holdSweep: { everyMs: 500, graceMs: 3000 }, workers: startTestWorkers });
  await waitForReadModels(system);
  adminToken = (await signIn(system.baseUrl, 'admin', demoPassword)).token;
  world = await createAppointmentWorld(apiCaller(system.baseUrl, adminToken), { locationId: downtown });
  readDb = createDb<ReadModels>(system.database.pool);
  deps = { store: system.store, readDb, holdExpiry: system.holdExpiry };
  queue = new Queue(holdExpiryQueueName, { connection: { url: testRedisUrl(), maxRetriesPerRequest: null }, prefix: system.redisPrefix });
}, 90_000);
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await queue?.close();
  await system?.stop();
});

type Listener = { changes: ChangeMessage[]; ready: Promise<unknown> };
function listen(auth: LiveHandshake): Listener {
  const socket: Socket<LiveServerEvents> = connect(system.baseUrl, {
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  const listener: Listener = { changes: [], ready: new Promise((resolve) => socket.once('ready', resolve)) };
  socket.on('change', (message) => listener.changes.push(message));
  return listener;
}

// A desk user's hold placed `lapsesInMs` from now: placed "earlier" (the command's clock set back), so it
// lasts the usual five minutes and lapses soon.
const context = (userId: string, at: Date = new Date()): AppointmentCommandContext => ({
  userId,
  source: 'api',
  mayBookInPast: false,
  now: () => at,
});
const placedLapsingIn = (lapsesInMs: number) => new Date(Date.now() - HOLD_MINUTES * minute + lapsesInMs);
const holdInput = (date: string, time: string, staffIndex: number) => ({
  locationId: downtown,
  startsAt: localInstant(date, time),
  items: [{ serviceId: world.services.plain, staffId: world.staff[staffIndex]!.id }],
});

const dayEvents = (date: string) => system.store.readStream(daybookStream(downtown, date));
const expiredEvent = async (date: string, holdId: string): Promise<RecordedEvent | undefined> =>
  (await dayEvents(date)).find((event) => event.type === 'HoldExpired' && (event.data as { holdId: string }).holdId === holdId);
const holdRow = async (holdId: string) =>
  (await readDb.selectFrom('appointment_holds').select('id').where('id', '=', holdId).executeTakeFirst()) ?? null;

describe('a hold that lapses', () => {
  it('is expired by its delayed job with no other action: HoldExpired, its row gone, the calendar drops it and bookers hear of it', async () => {
    const date = addDays(localToday(), 31);
    const calendar = listen({ token: adminToken, rooms: [`calendar:${downtown}`] });
    // An online booker: no sign-in.
    const booker = listen({ rooms: [`public-booking:${downtown}`] });
    await Promise.all([calendar.ready, booker.ready]);

    const { id: holdId } = await placeHold(deps, holdInput(date, '10:00', 0), context('desk-user', placedLapsingIn(1500)));
    await expect.poll(() => holdRow(holdId), { timeout: 10_000 }).not.toBeNull();
    expect(await expiredEvent(date, holdId)).toBeUndefined();

    await expect.poll(() => expiredEvent(date, holdId), { timeout: 15_000 }).toBeDefined();
    const expired = (await expiredEvent(date, holdId))!;
    // The job did it (the sweep would only have come seconds later).
    expect(expired.metadata).toMatchObject({ source: 'worker', correlationId: `hold-expiry-job:${holdId}` });
    expect(await queue.getJobState(holdId)).toBe('completed');
    await expect.poll(() => holdRow(holdId), { timeout: 10_000 }).toBeNull();

    // The calendar's notice of the lapse carries the hold's removal.
    const removal = () =>
      calendar.changes.find(
        (change) =>
          change.topic === 'appointments' &&
          change.ids.includes(holdId) &&
          appointmentsPatchSchema.safeParse(change.patch).data?.removedIds.includes(holdId),
      );
    await expect.poll(removal, { timeout: 10_000 }).toBeDefined();
    expect(appointmentsPatchSchema.parse(removal()!.patch)).toEqual({ appointments: [], holds: [], removedIds: [holdId] });

    // The booker hears, from the same projected batch (the same transaction: the cursor's first part), that
    // the location's slots changed: a bare notice, where and never what or whose.
    const batchOf = (position: string) => position.split('.')[0];
    const lapseNotice = () =>
      booker.changes.find((change) => change.topic === 'booking-slots' && batchOf(change.position) === batchOf(removal()!.position));
    await expect.poll(lapseNotice, { timeout: 10_000 }).toBeDefined();
    expect(lapseNotice()).toMatchObject({ locationId: downtown, ids: [] });
    expect(lapseNotice()!.patch).toBeUndefined();
    // The booker heard of the hold too; never with a patch, only of this location.
    const heard = booker.changes.filter((change) => change.topic === 'booking-slots');
    expect(heard.length).toBeGreaterThanOrEqual(2);
    expect(heard.every((change) => change.patch === undefined && change.locationId === downtown)).toBe(true);
    expect(booker.changes.some((change) => change.topic === 'appointments')).toBe(false);
  });

  it('is left alone once booked: its job runs and appends nothing, and ExpireHold is a no-op', async () => {
    const date = addDays(localToday(), 32);
    // Lapsing in 4 s: booked well before.
    const { id: holdId } = await placeHold(deps, holdInput(date, '11:00', 1), context('desk-user', placedLapsingIn(4000)));
    const booked = await bookAppointment(
      deps,
      {
        locationId: downtown,
        clientId: world.clientId,
        newClient: null,
        startsAt: localInstant(date, '11:00'),
        items: holdInput(date, '11:00', 1).items,
        notes: '',
        recurrence: null,
        holdId,
        override: null,
        walkIn: null,
      },
      context('desk-user'),
    );
    expect(booked.result.events.map((event) => event.type)).toEqual(['AppointmentBooked', 'HoldReleased']);

    await expect.poll(() => queue.getJobState(holdId), { timeout: 15_000 }).toBe('completed');
    expect((await dayEvents(date)).map((event) => event.type)).toEqual(['SlotHeld', 'AppointmentBooked', 'HoldReleased']);
    const again = await handleCommand(
      system.store,
      daybookStream(downtown, date),
      daybookDecider,
      { type: 'ExpireHold', holdId },
      { userId: null, source: 'worker', now: () => new Date(Date.now() + 10 * minute) },
    );
    expect(again.events).toEqual([]);
    expect((await dayEvents(date)).map((event) => event.type)).toEqual(['SlotHeld', 'AppointmentBooked', 'HoldReleased']);
  });

  it('is expired by the sweep when its job was never scheduled (a backend stopped between append and schedule)', async () => {
    const date = addDays(localToday(), 33);
    // Placed without the scheduler, and already lapsed.
    const { id: holdId } = await placeHold(
      { store: system.store, readDb },
      holdInput(date, '12:00', 0),
      context('desk-user', placedLapsingIn(-1000)),
    );
    expect(await queue.getJobState(holdId)).toBe('unknown');

    await expect.poll(() => expiredEvent(date, holdId), { timeout: 20_000 }).toBeDefined();
    expect((await expiredEvent(date, holdId))!.metadata).toMatchObject({ source: 'worker', correlationId: `hold-expiry-sweep:${holdId}` });
    await expect.poll(() => holdRow(holdId), { timeout: 10_000 }).toBeNull();
    // Expired once, whatever sweeps came after.
    expect((await dayEvents(date)).filter((event) => event.type === 'HoldExpired')).toHaveLength(1);
  });
});
