import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentDetailsSchema,
  bookAppointmentReplySchema,
  bookAppointmentSchema,
  WALK_IN_CLIENT_ID,
} from '@chairside/shared/appointments/appointment-dto';
import type { ReadModels } from '@chairside/projections/database';
import { commandIds } from '../commands/command-ids';
import { commandRetries } from '../commands/command-metrics';
import { commandIdOf, idempotencyScope, idempotencyStorageKey } from '../commands/command-route';
import { createDb } from '@chairside/platform/database';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { closeRedis, createRedis } from '@chairside/platform/redis';
import { testRedisUrl } from '../../testing/test-database';
import { daybookStream } from '@chairside/shared/appointments/appointment-events';
import { demoLocations } from '../business/index';
import { seedDemo } from '../seed/demo-seed';
import { demoPassword } from '../identity/index';
import { createTestUser, signIn, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';
import { bookAppointment, cancelAppointment, rescheduleAppointment, setAppointmentStatus, updateAppointment } from './appointment-service';
import {
  addDays,
  apiCaller,
  createAppointmentWorld,
  localInstant,
  localToday,
  type ApiCall,
  type AppointmentWorld,
} from '../../testing/appointment-test-world';
import { dayLabel } from './appointment-text';

let system: TestSystem;
let call: ApiCall;
let world: AppointmentWorld;
const downtown = demoLocations.downtown.id;
// Days from tomorrow on, so nothing is in the past; each test takes days of its own.
const day = (offset: number) => addDays(localToday(), offset);

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  call = apiCaller(system.baseUrl, (await signIn(system.baseUrl, 'admin', demoPassword)).token);
  world = await createAppointmentWorld(call, { locationId: downtown });
}, 60_000);
afterAll(() => system.stop());

const [first, second] = [0, 1] as const;
const staffId = (index: number) => world.staff[index]!.id;
const booking = (date: string, time: string, fields: Record<string, unknown> = {}) => ({
  locationId: downtown,
  clientId: world.clientId,
  startsAt: localInstant(date, time),
  items: [{ serviceId: world.services.plain, staffId: staffId(first) }],
  ...fields,
});
const streamTypes = async (date: string) => (await system.store.readStream(daybookStream(downtown, date))).map((event) => event.type);
async function book(body: unknown, token?: string) {
  const response = await call('POST', '/appointments', body, token);
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return bookAppointmentReplySchema.parse(JSON.parse(text));
}
async function refused(response: Promise<Response>, status: number, error: string | RegExp) {
  const reply = await response;
  const body = (await reply.json()) as { error: string };
  expect(reply.status, body.error).toBe(status);
  if (typeof error === 'string') expect(body.error).toBe(error);
  else expect(body.error).toMatch(error);
}
const details = async (id: string) => appointmentDetailsSchema.parse(await (await call('GET', `/appointments/${id}`)).json());

describe('booking', () => {
  it('books, replies once the read models show it, and refuses the same staff member and time with nothing written (409)', async () => {
    const date = day(1);
    const response = await call('POST', '/appointments', booking(date, '10:00'));
    expect(response.status).toBe(200);
    expect(response.headers.get('x-projected')).toBe('true');
    const reply = bookAppointmentReplySchema.parse(await response.json());
    expect(reply).toMatchObject({ appointmentIds: [reply.id], seriesId: null });
    expect(await details(reply.id)).toMatchObject({
      status: 'booked',
      date,
      startsAt: localInstant(date, '10:00'),
      items: [{ staffId: staffId(first), priceCents: 4000 }],
    });
    await refused(
      call('POST', '/appointments', booking(date, '10:15')),
      409,
      `${world.staff[first]!.name} is already booked 10:00–10:30 AM`,
    );
    expect(await streamTypes(date)).toEqual(['AppointmentBooked']);
  });

  it('refuses outside working hours, an inactive location and an unknown client (422), and bad input (400)', async () => {
    const date = day(2);
    await refused(
      call('POST', '/appointments', booking(date, '19:45')),
      422,
      new RegExp(`not working 7:45–8:15 PM on ${dayLabel(date, 'America/Chicago')}`),
    );
    await refused(
      call('POST', '/appointments', booking(date, '10:00', { locationId: demoLocations.lakeside.id })),
      422,
      'Lakeside is inactive; appointments cannot be booked there',
    );
    await refused(
      call('POST', '/appointments', booking(date, '10:00', { clientId: '99999999-9999-4999-8999-999999999999' })),
      422,
      'That client does not exist; choose another or add them first',
    );
    await refused(call('POST', '/appointments', booking(date, '10:00', { items: [] })), 400, 'items: Choose at least one service');
    expect(await streamTypes(date)).toEqual([]);
  });

  it('chooses any available staff member and assigns the room', async () => {
    const date = day(3);
    await book(booking(date, '10:00', { items: [{ serviceId: world.services.room, staffId: staffId(first) }] }));
    await refused(
      call('POST', '/appointments', booking(date, '10:00', { items: [{ serviceId: world.services.room, staffId: null }] })),
      409,
      /Room .* is already booked 10:00–10:30 AM/,
    );
    const reply = await book(booking(date, '10:00', { items: [{ serviceId: world.services.plain, staffId: null }] }));
    expect((await details(reply.id)).items[0]).toMatchObject({ staffId: staffId(second), roomId: null });
  });

  it('refuses the past to a booker without edit_calendar, not to an admin', async () => {
    const booker = await createTestUser(system, { permissions: ['create_appointments'] });
    const yesterday = day(-1);
    await refused(call('POST', '/appointments', booking(yesterday, '10:00'), booker.token), 422, /has already passed/);
    await book(booking(yesterday, '10:00'));
  });

  it('answers a repeated Idempotency-Key with the first reply, booking once', async () => {
    const date = day(4);
    const token = (await signIn(system.baseUrl, 'admin', demoPassword)).token;
    const post = () =>
      fetch(`${system.baseUrl}/api/appointments`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': 'book-once-0001' },
        body: JSON.stringify(booking(date, '11:00')),
      });
    const once = await post();
    const again = await post();
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await once.json());
    expect(await streamTypes(date)).toEqual(['AppointmentBooked']);
  });

  it('tells a retry the real outcome when the process that ran the command died before answering', async () => {
    const date = day(31);
    const { token, user } = await signIn(system.baseUrl, 'admin', demoPassword);
    const key = `crashed-booking-${randomUUID()}`;
    const body = booking(date, '13:00');
    // What the dead process left: its events, appended under the command id, and its pending key with
    // the rest of its lease (it can no longer renew it).
    const scope = idempotencyScope(user.id, 'POST', '/api/appointments', key);
    const commandId = commandIdOf(scope);
    const booked = await bookAppointment(
      { store: system.store, readDb: createDb<ReadModels>(system.database.pool) },
      bookAppointmentSchema.parse(body),
      { userId: user.id, source: 'api', mayBookInPast: true, commandId, newId: commandIds(commandId) },
    );
    const redis = createRedis(testRedisUrl());
    await redis.set(idempotencyStorageKey(system.redisPrefix, scope), 'pending:dead-process', 'PX', 1500);
    await closeRedis(redis);

    const retry = () =>
      fetch(`${system.baseUrl}/api/appointments`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': key },
        body: JSON.stringify(body),
      });
    const early = await retry();
    expect(early.status).toBe(409);
    expect(Number(early.headers.get('retry-after'))).toBeLessThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const learned = await retry();
    expect(learned.status).toBe(200);
    expect(bookAppointmentReplySchema.parse(await learned.json())).toMatchObject({ id: booked.id, appointmentIds: [booked.id] });
    expect(await streamTypes(date)).toEqual(['AppointmentBooked']);
    // From now on the stored reply answers.
    expect((await retry()).headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('walk-ins', () => {
  it('books a walk-in in one step, without a client record, named as given and marked in its history', async () => {
    const date = day(3);
    const named = await book(booking(date, '09:00', { clientId: null, walkIn: { name: ' Sam ' } }));
    const shown = await details(named.id);
    expect(shown).toMatchObject({
      clientId: WALK_IN_CLIENT_ID,
      clientName: 'Sam (walk-in)',
      walkIn: true,
      bookedOnline: false,
      clientEmail: '',
    });
    expect(shown.timeline[0]?.summary).toMatch(/^Booked .+ \(walk-in\)$/);
    const nameless = await book(booking(date, '11:00', { clientId: null, walkIn: {} }));
    expect(await details(nameless.id)).toMatchObject({ clientName: 'Walk-in', walkIn: true });
    // A walk-in is one visit, and never also a named client.
    await refused(call('POST', '/appointments', booking(date, '13:00', { walkIn: { name: 'Sam' } })), 400, /book a walk-in/);
    await refused(
      call(
        'POST',
        '/appointments',
        booking(date, '13:00', { clientId: null, walkIn: { name: '' }, recurrence: { everyWeeks: 1, count: 2 } }),
      ),
      400,
      /walk-in is one visit/,
    );
  });
});

describe('series', () => {
  it('books every occurrence, or none when one is taken, naming the date', async () => {
    const blocked = day(21);
    await book(booking(blocked, '10:00'));
    await refused(
      call('POST', '/appointments', booking(day(7), '10:00', { recurrence: { everyWeeks: 1, count: 3 } })),
      409,
      new RegExp(
        `^The appointment on ${dayLabel(blocked, 'America/Chicago')}, \\d{4} cannot be booked: .* is already booked 10:00–10:30 AM\\. Nothing was booked\\.$`,
      ),
    );
    expect([await streamTypes(day(7)), await streamTypes(day(14))]).toEqual([[], []]);
    const reply = await book(booking(day(7), '10:00', { recurrence: { everyWeeks: 1, count: 2 } }));
    expect(reply.appointmentIds).toHaveLength(2);
    expect(reply.seriesId).not.toBeNull();
    const [one, two] = await Promise.all(reply.appointmentIds.map(details));
    expect([one?.date, two?.date, one?.seriesId]).toEqual([day(7), day(14), reply.seriesId]);
  });
});

describe('changing an appointment', () => {
  it('moves it to another day (in on the target, then out of the source), freeing the old slot', async () => {
    const [from, to] = [day(5), day(6)];
    const { id } = await book(booking(from, '10:00'));
    const moved = await call('POST', `/appointments/${id}/reschedule`, { startsAt: localInstant(to, '15:00') });
    expect(moved.status, await moved.clone().text()).toBe(200);
    expect(await streamTypes(from)).toEqual(['AppointmentBooked', 'AppointmentMovedOut']);
    expect(await streamTypes(to)).toEqual(['AppointmentMovedIn']);
    expect(await details(id)).toMatchObject({ date: to, startsAt: localInstant(to, '15:00') });
    await book(booking(from, '10:00'));
    // Resized on its new day: the service now lasts until 16:00.
    const resized = await call('POST', `/appointments/${id}/reschedule`, {
      startsAt: localInstant(to, '15:00'),
      endsAt: localInstant(to, '16:00'),
    });
    expect(resized.status).toBe(200);
    expect((await details(id)).items[0]).toMatchObject({ durationMinutes: 60 });
    await refused(
      call('POST', `/appointments/${id}/reschedule`, { startsAt: localInstant(from, '10:15') }),
      409,
      /is already booked 10:00–10:30 AM/,
    );
  });

  it('cancels, frees the slot for a new booking, and refuses to cancel twice (409)', async () => {
    const date = day(8);
    const { id } = await book(booking(date, '10:00'));
    expect((await call('POST', `/appointments/${id}/cancel`, { reason: 'Client is ill' })).status).toBe(200);
    expect(await details(id)).toMatchObject({ status: 'cancelled', cancelReason: 'Client is ill', lateCancel: false });
    await book(booking(date, '10:00'));
    await refused(call('POST', `/appointments/${id}/cancel`, { reason: 'Again' }), 409, 'This appointment is already cancelled');
  });

  it('moves the status forward only, and changes services and notes', async () => {
    const date = day(9);
    const { id } = await book(booking(date, '10:00'));
    // Days ahead: checking in takes a manager's override (the caller is an administrator), kept in the timeline.
    await refused(call('POST', `/appointments/${id}/status`, { status: 'checked_in' }), 422, /^Check-in is on the appointment's day/);
    expect(
      (await call('POST', `/appointments/${id}/status`, { status: 'checked_in', override: { reason: 'Patch test ahead of the visit' } }))
        .status,
    ).toBe(200);
    expect((await details(id)).timeline.map((line) => line.summary)).toContain(
      "Status set on another day than the appointment's, overriding the rule: Patch test ahead of the visit",
    );
    await refused(
      call('POST', `/appointments/${id}/status`, { status: 'confirmed' }),
      409,
      'This appointment is already checked in; it cannot go back to confirmed',
    );
    const put = await call('PUT', `/appointments/${id}`, {
      items: [
        { serviceId: world.services.plain, staffId: null },
        { serviceId: world.services.device, staffId: null },
      ],
      notes: 'Sensitive skin',
    });
    expect(put.status, await put.clone().text()).toBe(200);
    expect(await details(id)).toMatchObject({
      notes: 'Sensitive skin',
      items: [{ staffId: staffId(first) }, { deviceId: world.deviceId, startsAt: localInstant(date, '10:30') }],
    });
  });

  it('answers 404 for an appointment that does not exist', async () => {
    for (const path of ['/appointments/99999999-9999-4999-8999-999999999999/cancel', '/appointments/not-an-id/status']) {
      await refused(call('POST', path, path.endsWith('cancel') ? { reason: 'x' } : { status: 'confirmed' }), 404, 'Appointment not found');
    }
    await refused(
      call('PUT', '/appointments/99999999-9999-4999-8999-999999999999', { items: [{ serviceId: world.services.plain }] }),
      404,
      'Appointment not found',
    );
  });

  it('keeps each action to its permission: status without cancel or booking', async () => {
    const date = day(10);
    const { id } = await book(booking(date, '10:00'));
    const desk = await createTestUser(system, { permissions: ['update_appointments'] });
    expect((await call('POST', `/appointments/${id}/status`, { status: 'confirmed' }, desk.token)).status).toBe(200);
    await refused(call('POST', `/appointments/${id}/cancel`, { reason: 'No' }, desk.token), 403, 'You do not have permission to do this');
    await refused(call('POST', '/appointments', booking(date, '12:00'), desk.token), 403, 'You do not have permission to do this');
  });
});

describe('reading the day once', () => {
  // The event store as the service sees it, counting reads of the day stream; `meddle` runs once, right
  // after the first read, to play a concurrent writer.
  function countingStore(stream: string, meddle?: () => Promise<void>): { store: EventStore; reads: () => number } {
    let reads = 0;
    const store: EventStore = {
      ...system.store,
      async readStream(name, options) {
        const events = await system.store.readStream(name, options);
        if (name === stream) {
          reads += 1;
          if (reads === 1 && meddle) await meddle();
        }
        return events;
      },
    };
    return { store, reads: () => reads };
  }
  const readDb = () => createDb<ReadModels>(system.database.pool);
  const context = { userId: null, source: 'api' as const, mayBookInPast: true, mayOverride: true };

  it('reads the day stream once for a status change, a cancel, an update and a same-day move', async () => {
    const date = day(41);
    const { id } = await book(booking(date, '10:00'));
    const stream = daybookStream(downtown, date);
    const changes = [
      (store: EventStore) => setAppointmentStatus({ store, readDb: readDb() }, id, { status: 'confirmed', override: null }, context),
      (store: EventStore) =>
        updateAppointment(
          { store, readDb: readDb() },
          id,
          { items: [{ serviceId: world.services.plain, staffId: staffId(first) }], notes: 'Once' },
          context,
        ),
      (store: EventStore) =>
        rescheduleAppointment(
          { store, readDb: readDb() },
          id,
          { startsAt: localInstant(date, '11:00'), endsAt: null, staffId: staffId(first), fromStaffId: staffId(first), override: null },
          context,
        ),
      (store: EventStore) => cancelAppointment({ store, readDb: readDb() }, id, { reason: 'Once' }, context),
    ];
    for (const change of changes) {
      const counting = countingStore(stream);
      await change(counting.store);
      expect(counting.reads()).toBe(1);
    }
    expect(await streamTypes(date)).toEqual([
      'AppointmentBooked',
      'AppointmentStatusChanged',
      'AppointmentNotesChanged',
      'AppointmentRescheduled',
      'AppointmentCancelled',
    ]);
  });

  it('reads the day again when another writer appended between the read and the append, and decides on the fresh day', async () => {
    const date = day(42);
    const { id } = await book(booking(date, '10:00'));
    const stream = daybookStream(downtown, date);
    // Someone confirms it meanwhile: the command's first append loses, its retry sees "confirmed".
    const counting = countingStore(stream, async () => {
      await setAppointmentStatus({ store: system.store, readDb: readDb() }, id, { status: 'confirmed', override: null }, context);
    });
    await setAppointmentStatus(
      { store: counting.store, readDb: readDb() },
      id,
      { status: 'checked_in', override: { reason: 'Early' } },
      context,
    );
    expect(counting.reads()).toBe(2);
    expect(await streamTypes(date)).toEqual([
      'AppointmentBooked',
      'AppointmentStatusChanged',
      'AppointmentStatusChanged',
      'BookingRuleOverridden',
    ]);
    expect((await system.store.readStream(stream)).map((event) => event.data.to)).toEqual([
      undefined,
      'confirmed',
      'checked_in',
      undefined,
    ]);
  });
});

describe('a busy day', () => {
  it('books twelve times asked for at once without deciding any twice: the day’s commands take turns in the process', async () => {
    const date = day(43);
    const retries = async () =>
      (await commandRetries.get()).values
        .filter((value) => value.labels.category === 'daybook')
        .reduce((sum, value) => sum + value.value, 0);
    const before = await retries();
    const times = Array.from({ length: 12 }, (_, n) => `${String(9 + Math.floor(n / 2)).padStart(2, '0')}:${n % 2 ? '30' : '00'}`);
    const replies = await Promise.all(times.map((time) => call('POST', '/appointments', booking(date, time))));
    expect(replies.map((reply) => reply.status)).toEqual(times.map(() => 200));
    expect((await streamTypes(date)).filter((type) => type === 'AppointmentBooked')).toHaveLength(12);
    // Each read the day as the one before it left it: no append lost a race and was decided again.
    expect(await retries()).toBe(before);
  });
});

describe('holds', () => {
  it('blocks the slot for others, becomes the booking, and is released on request', async () => {
    const date = day(11);
    const hold = {
      locationId: downtown,
      startsAt: localInstant(date, '10:00'),
      items: [{ serviceId: world.services.plain, staffId: staffId(first) }],
    };
    const placed = await call('POST', '/appointment-holds', hold);
    expect(placed.status).toBe(200);
    const { id: holdId } = (await placed.json()) as { id: string };
    const other = await createTestUser(system, { permissions: ['create_appointments'] });
    await refused(call('POST', '/appointments', booking(date, '10:00'), other.token), 409, /is held for another booking 10:00–10:30 AM/);
    await book(booking(date, '10:00', { holdId }));
    expect(await streamTypes(date)).toEqual(['SlotHeld', 'AppointmentBooked', 'HoldReleased']);

    const second = await call('POST', '/appointment-holds', { ...hold, startsAt: localInstant(date, '12:00') });
    const { id: secondId } = (await second.json()) as { id: string };
    expect((await call('DELETE', `/appointment-holds/${secondId}`)).status).toBe(200);
    await book(booking(date, '12:00'), other.token);
    await refused(call('DELETE', '/appointment-holds/99999999-9999-4999-8999-999999999999'), 404, 'Hold not found');
  });

  it('lets only its owner, or someone who may edit the calendar, release a hold', async () => {
    const date = day(12);
    const owner = await createTestUser(system, { permissions: ['create_appointments'] });
    const other = await createTestUser(system, { permissions: ['create_appointments'] });
    const manager = await createTestUser(system, { permissions: ['create_appointments', 'edit_calendar'] });
    const placeHold = async (time: string) => {
      const placed = await call(
        'POST',
        '/appointment-holds',
        { locationId: downtown, startsAt: localInstant(date, time), items: [{ serviceId: world.services.plain, staffId: staffId(first) }] },
        owner.token,
      );
      expect(placed.status).toBe(200);
      return ((await placed.json()) as { id: string }).id;
    };
    const mine = await placeHold('10:00');
    await refused(
      call('DELETE', `/appointment-holds/${mine}`, undefined, other.token),
      403,
      'That hold is someone else’s: only the person who placed it, or someone who may edit the calendar, can release it',
    );
    expect(await streamTypes(date)).toEqual(['SlotHeld']);
    expect((await call('DELETE', `/appointment-holds/${mine}`, undefined, owner.token)).status).toBe(200);
    const theirs = await placeHold('12:00');
    expect((await call('DELETE', `/appointment-holds/${theirs}`, undefined, manager.token)).status).toBe(200);
    expect(await streamTypes(date)).toEqual(['SlotHeld', 'HoldReleased', 'SlotHeld', 'HoldReleased']);
  });
});
