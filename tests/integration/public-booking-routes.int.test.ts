import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daybookStream } from '@chairside/shared/appointments/appointment-events';
import {
  myAppointmentsSchema,
  publicBookingInfoSchema,
  publicBookingReplySchema,
  publicDaysSchema,
  publicHoldReplySchema,
  publicSlotsSchema,
  type PublicHoldReply,
} from '@chairside/shared/booking/booking-dto';
import { waitForEmail } from '@chairside/platform/testing/test-mail';
import { demoLocations, seedDemoBusiness } from '@chairside/backend/business/demo-business';
import {
  addDays,
  apiCaller,
  createAppointmentWorld,
  localInstant,
  localToday,
  type AppointmentWorld,
} from '@chairside/backend/testing/appointment-test-world';
import { createTestUser, type TestUser } from '@chairside/backend/testing/test-session';
import { startTestSystem, type TestSystem } from '@chairside/backend/testing/test-system';
import { startTestWorkers } from '@chairside/workers/testing/test-workers';
import { hashHoldToken, newHoldToken } from '@chairside/backend/booking/hold-tokens';
import { testRedisUrl } from '@chairside/backend/testing/test-database';
import { outboxQueueName } from '@chairside/platform/messaging/outbox-jobs';
import { Queue } from 'bullmq';

// The public booking API end to end, against a real system (PostgreSQL, Redis, projections, the outbox
// delivering over SMTP to the run's catcher): what /booking sees, holds for everyone, bookings with a hold
// token, client matching, the confirmation e-mail with its calendar file, and a client's own appointments.

const downtown = demoLocations.downtown.id;
let system: TestSystem;
let world: AppointmentWorld;
let admin: TestUser;

// projected: whether the read models had folded the reply's events when it was sent (X-Projected).
type Sent = { status: number; body: Record<string, unknown> & { error?: string }; setCookie: string | null; projected: string | null };

async function send(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<Sent> {
  const response = await fetch(`${system.baseUrl}/api${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Sent['body']) : {},
    setCookie: response.headers.get('set-cookie')?.split(';')[0] ?? null,
    projected: response.headers.get('x-projected'),
  };
}

// A visitor is the cookie the server issued them with their first hold (none yet: a new visitor).
type Visitor = { cookie: string | null };
const visitor = (): Visitor => ({ cookie: null });
const slotsOf = async (date: string, serviceIds: string[], staffId?: string) => {
  const query = new URLSearchParams({ locationId: downtown, serviceIds: serviceIds.join(','), date, ...(staffId ? { staffId } : {}) });
  const reply = await send('GET', `/public/booking/slots?${query}`);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return publicSlotsSchema.parse(reply.body);
};
const startsOf = (slots: { slots: { startsAt: string; staffId: string }[] }, staffId: string) =>
  slots.slots.filter((slot) => slot.staffId === staffId).map((slot) => Date.parse(slot.startsAt));

async function hold(
  date: string,
  time: string,
  options: { staffId?: string | null; visitor?: Visitor; token?: string; serviceIds?: string[] } = {},
): Promise<Sent> {
  const body = {
    locationId: downtown,
    serviceIds: options.serviceIds ?? [world.services.plain],
    staffId: options.staffId === undefined ? world.staff[0]!.id : options.staffId,
    startsAt: localInstant(date, time),
  };
  const who = options.visitor ?? visitor();
  const reply = await send('POST', '/public/booking/holds', {
    body,
    token: options.token,
    headers: who.cookie ? { Cookie: who.cookie } : {},
  });
  who.cookie = reply.setCookie ?? who.cookie;
  return reply;
}
async function held(date: string, time: string, options: Parameters<typeof hold>[2] = {}): Promise<PublicHoldReply> {
  const reply = await hold(date, time, options);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return publicHoldReplySchema.parse(reply.body);
}
const release = (holdId: string, token: string) =>
  send('DELETE', `/public/booking/holds/${holdId}`, { headers: { 'X-Hold-Token': token } });
const newClient = (tag = randomUUID().slice(0, 8)) => ({
  firstName: 'Online',
  lastName: `Booker ${tag}`,
  email: `online.${tag}@chairside.test`,
  phone: '',
});
const book = (reply: PublicHoldReply, body: Record<string, unknown> = { client: newClient() }, token?: string) =>
  send('POST', '/public/booking/bookings', { body: { holdId: reply.holdId, holdToken: reply.holdToken, ...body }, token });
const eventsOf = async (date: string) => (await system.store.readStream(daybookStream(downtown, date))).map((event) => event.type);
const allEvents = () => system.store.readAll({ maxCount: 100_000 });
const day = (offset: number) => addDays(localToday(), offset);

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemoBusiness, workers: startTestWorkers });
  admin = await createTestUser(system, { role: 'admin' });
  world = await createAppointmentWorld(apiCaller(system.baseUrl, admin.token), { locationId: downtown, staffCount: 2 });
}, 120_000);
afterAll(() => system?.stop());

describe('GET /api/public/booking', () => {
  it('lists active locations, the services and staff offered online and the settings, and no client data', async () => {
    const reply = await send('GET', '/public/booking');
    expect(reply.status).toBe(200);
    const info = publicBookingInfoSchema.parse(reply.body);
    expect(info.locations.map((location) => location.id)).toContain(downtown);
    expect(info.locations.map((location) => location.id)).not.toContain(demoLocations.lakeside.id);
    const trim = info.services.find((service) => service.id === world.services.plain);
    expect(trim).toMatchObject({ durationMinutes: 30, priceCents: 4000, locationIds: expect.arrayContaining([downtown]) as unknown });
    expect(trim?.staffIds.sort()).toEqual(world.staff.map((member) => member.id).sort());
    expect(info.staff.find((member) => member.id === world.staff[0]!.id)).toMatchObject({
      name: world.staff[0]!.name,
      locationIds: [downtown],
    });
    expect(info.settings).toMatchObject({ slotIntervalMinutes: 15, holdMinutes: 5 });
    expect(info.settings).not.toHaveProperty('serviceIds');
    const text = JSON.stringify(reply.body);
    expect(text).not.toContain(world.clientId);
    expect(text).not.toMatch(/client\.[0-9a-f]{8}@chairside\.test|555-0142|\+13125550142/);
  });
});

describe('slots and holds', () => {
  it('a held slot leaves the list at once and comes back when released', async () => {
    const date = day(3);
    const staffId = world.staff[0]!.id;
    const ten = Date.parse(localInstant(date, '10:00'));
    const before = await slotsOf(date, [world.services.plain], staffId);
    expect(startsOf(before, staffId)).toContain(ten);
    expect(before.refreshAt).toBeNull();
    expect(before.zone).toBe('America/Chicago');
    // Every 15 minutes of the working day (08:00-20:00, a 30-minute service): 08:00 ... 19:30.
    expect(before.slots).toHaveLength(47);
    const reply = await held(date, '10:00');
    expect(reply).toMatchObject({ staffId, startsAt: new Date(ten).toISOString() });
    expect(reply.holdToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const during = await slotsOf(date, [world.services.plain], staffId);
    // 09:45 (overlaps 10:00-10:30), 10:00 and 10:15 are gone.
    expect(startsOf(during, staffId)).not.toContain(ten);
    expect(startsOf(during, staffId)).not.toContain(ten - 15 * 60_000);
    expect(during.slots).toHaveLength(44);
    expect(during.refreshAt).toBe(reply.expiresAt);
    // "Anyone available" still offers 10:00, with the other staff member.
    const anyone = await slotsOf(date, [world.services.plain]);
    expect(anyone.slots.find((slot) => Date.parse(slot.startsAt) === ten)?.staffId).toBe(world.staff[1]!.id);
    // The event keeps only the token's hash, and who held it.
    const slotHeld = (await system.store.readStream(daybookStream(downtown, date))).find((event) => event.type === 'SlotHeld');
    expect(slotHeld?.data).toMatchObject({
      holdId: reply.holdId,
      tokenHash: hashHoldToken(reply.holdToken),
      visitorId: expect.stringMatching(/^visitor:/) as unknown,
      heldBy: null,
    });
    expect(JSON.stringify(slotHeld?.data)).not.toContain(reply.holdToken);
    expect((await release(reply.holdId, reply.holdToken)).status).toBe(204);
    const after = await slotsOf(date, [world.services.plain], staffId);
    expect(startsOf(after, staffId)).toContain(ten);
    expect(after.refreshAt).toBeNull();
  });

  it('refuses a hold on a slot someone holds or that is booked (409), with a sentence', async () => {
    const date = day(4);
    await held(date, '10:00');
    const taken = await hold(date, '10:00');
    expect(taken.status).toBe(409);
    expect(taken.body.error).toMatch(/\w+ \w+/);
    const booked = await apiCaller(system.baseUrl, admin.token)('POST', '/appointments', {
      locationId: downtown,
      clientId: world.clientId,
      startsAt: localInstant(date, '12:00'),
      items: [{ serviceId: world.services.plain, staffId: world.staff[0]!.id }],
    });
    expect(booked.status).toBe(200);
    const onBooked = await hold(date, '12:00');
    expect(onBooked.status).toBe(409);
    expect(await eventsOf(date)).toEqual(['SlotHeld', 'AppointmentBooked']);
  });

  it('lets one visitor hold two slots at once, not three', async () => {
    const date = day(5);
    const me = visitor();
    const first = await held(date, '09:00', { visitor: me });
    await held(date, '10:00', { visitor: me });
    const third = await hold(date, '11:00', { visitor: me });
    expect(third.status).toBe(409);
    expect(third.body.error).toBe('You already hold 2 times; book or release one first');
    expect((await hold(date, '11:00')).status).toBe(201);
    expect((await release(first.holdId, first.holdToken)).status).toBe(204);
    expect((await hold(date, '12:00', { visitor: me })).status).toBe(201);
    expect((await eventsOf(date)).filter((type) => type === 'SlotHeld')).toHaveLength(4);
  });

  it('refuses lead time, horizon, services and staff not offered online with a 422 and writes nothing', async () => {
    const before = (await allEvents()).length;
    expect((await hold(day(90), '10:00')).body.error).toBe('Online bookings open up to 60 days ahead; choose an earlier day');
    const soon = new Date(Date.now() + 20 * 60_000).toISOString();
    const tooSoon = await send('POST', '/public/booking/holds', {
      body: { locationId: downtown, serviceIds: [world.services.plain], staffId: null, startsAt: soon },
    });
    expect(tooSoon).toMatchObject({ status: 422, body: { error: 'Online bookings are taken at least 1 hour ahead; choose a later time' } });
    expect((await hold(day(6), '10:00', { serviceIds: [randomUUID()] })).status).toBe(422);
    expect((await hold(day(6), '10:00', { staffId: randomUUID() })).status).toBe(422);
    expect(
      (await send('POST', '/public/booking/holds', { body: { locationId: downtown, serviceIds: [], staffId: null, startsAt: 'soon' } }))
        .status,
    ).toBe(400);
    expect((await send('GET', `/public/booking/slots?locationId=${downtown}&serviceIds=nope&date=${day(6)}`)).status).toBe(400);
    expect((await allEvents()).length).toBe(before);
  });

  it('releases only with the hold token: a wrong one is 403, an unknown hold 404, none 400', async () => {
    const reply = await held(day(6), '14:00');
    expect((await release(reply.holdId, newHoldToken())).status).toBe(403);
    expect((await release(randomUUID(), newHoldToken())).status).toBe(404);
    expect((await send('DELETE', `/public/booking/holds/${reply.holdId}`)).status).toBe(400);
    expect((await eventsOf(day(6))).filter((type) => type === 'HoldReleased')).toHaveLength(0);
  });
});

describe('full and closed days', () => {
  // Someone working one hour on one weekday only, with a 30-minute service only they perform.
  let staffId = '';
  let serviceId = '';
  const workday = day(3);
  beforeAll(async () => {
    const call = apiCaller(system.baseUrl, admin.token);
    const created = async (response: Promise<Response>) => ((await (await response).json()) as { id: string }).id;
    const tag = randomUUID().slice(0, 8);
    staffId = await created(
      call('POST', '/staff', {
        firstName: 'Weekly',
        lastName: `Hour ${tag}`,
        email: `weekly.${tag}@chairside.test`,
        phone: null,
        color: '#0ea5e9',
        locationIds: [downtown],
        pay: {},
        username: `weekly.${tag}`,
        password: 'a-long-password',
      }),
    );
    const weekday = DateTime.fromISO(workday).weekday;
    await call('POST', `/staff/${staffId}/schedules`, {
      locationId: downtown,
      effectiveFrom: day(-1),
      effectiveUntil: null,
      days: [{ weekday, hours: [{ start: '09:00', end: '10:00' }], breaks: [] }],
    });
    const categoryId = await created(call('POST', '/service-categories', { name: `Weekly ${tag}`, description: '' }));
    serviceId = await created(
      call('POST', '/services', {
        categoryId,
        name: `Hour ${tag}`,
        durationMinutes: 30,
        priceCents: 2000,
        color: '#8b5cf6',
        resourceNeed: 'none',
      }),
    );
    await call('PUT', `/services/${serviceId}/staff`, { staff: [{ staffId, priceCents: null, durationMinutes: null }] });
  });
  const daysFrom = async (from: string) => {
    const reply = await send('GET', `/public/booking/days?${new URLSearchParams({ locationId: downtown, serviceIds: serviceId, from })}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return publicDaysSchema.parse(reply.body).days;
  };

  it('points a day without free times to the next free day, and marks the strip closed, full or free', async () => {
    await expect.poll(async () => (await slotsOf(workday, [serviceId])).slots.length, { timeout: 15_000 }).toBe(3);
    expect((await slotsOf(workday, [serviceId])).nextFreeDate).toBeNull();
    expect((await slotsOf(day(1), [serviceId])).nextFreeDate).toBe(workday);
    const week = await daysFrom(day(1));
    expect(week.map((entry) => entry.date)).toEqual([1, 2, 3, 4, 5, 6, 7].map(day));
    expect(week.map((entry) => entry.state)).toEqual(['closed', 'closed', 'free', 'closed', 'closed', 'closed', 'closed']);
    // 09:00 and 09:30 held: nothing is free that day, and the next free day is a week later.
    await held(workday, '09:00', { staffId, serviceIds: [serviceId] });
    await held(workday, '09:30', { staffId, serviceIds: [serviceId] });
    const full = await slotsOf(workday, [serviceId]);
    expect(full.slots).toEqual([]);
    expect(full.nextFreeDate).toBe(day(10));
    expect((await slotsOf(day(1), [serviceId])).nextFreeDate).toBe(day(10));
    expect((await daysFrom(workday))[0]).toEqual({ date: workday, state: 'full' });
    // Days before today and past the horizon are left out; a day past the horizon has no next free day.
    expect((await daysFrom(day(-3))).map((entry) => entry.date)).toEqual([0, 1, 2, 3].map(day));
    expect((await slotsOf(day(61), [serviceId])).nextFreeDate).toBeNull();
  });

  it('refuses a days query without services or with too many days (400)', async () => {
    const tooMany = await send(
      'GET',
      `/public/booking/days?${new URLSearchParams({ locationId: downtown, serviceIds: serviceId, from: day(1), count: '15' })}`,
    );
    expect(tooMany.status).toBe(400);
    const none = await send('GET', `/public/booking/days?${new URLSearchParams({ locationId: downtown, from: day(1) })}`);
    expect(none.status).toBe(400);
  });
});

describe('bookings', () => {
  it('books a hold once with its token (a repeat with it is answered with that booking), and e-mails one confirmation with a calendar file', async () => {
    const date = day(7);
    const reply = await held(date, '10:00');
    const client = newClient();
    expect((await book(reply, { client: null })).status).toBe(422);
    const first = await book(reply, { client });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.projected).toBe('true');
    // A double click or a retry after a lost reply: the first booking again, not a refusal, and sent only
    // once the read models hold it too (a double click's second reply can be the one the page shows).
    const again = await book(reply, { client });
    expect(again).toEqual(first);
    // Another token for the booked hold is still refused, and learns nothing of the booking.
    const stranger = await send('POST', '/public/booking/bookings', { body: { holdId: reply.holdId, holdToken: newHoldToken(), client } });
    expect(stranger).toMatchObject({ status: 409, body: { error: 'This hold has already been booked' } });
    const types = await eventsOf(date);
    expect(types.filter((type) => type === 'AppointmentBooked')).toHaveLength(1);
    // The desk sees it as booked online, in the drawer and its history.
    const appointmentId = (first.body as { appointmentId: string }).appointmentId;
    const desk = await (await apiCaller(system.baseUrl, admin.token)('GET', `/appointments/${appointmentId}`)).json();
    expect(desk).toMatchObject({ bookedOnline: true, walkIn: false, timeline: [{ summary: expect.stringMatching(/^Booked online /) }] });
    const mail = await waitForEmail(system.mailInboxUrl, { to: client.email });
    // The repeat was answered before the first confirmation arrived: a second one would have been queued
    // with it and sent within moments.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const mails = (await (await fetch(`${system.mailInboxUrl}/messages?to=${encodeURIComponent(client.email)}`)).json()) as unknown[];
    expect(mails).toHaveLength(1);
    expect(mail.subject).toMatch(/^Your visit on \w{3}, \w{3} \d+ is booked$/);
    expect(mail.text).toContain(`Hello ${client.firstName},`);
    expect(mail.text).toContain('10:00 AM–10:30 AM CST');
    expect(mail.text).toContain(`Service: Trim`);
    expect(mail.text).toContain(`with ${world.staff[0]!.name}`);
    const ics = mail.attachments.find((file) => file.filename === 'visit.ics');
    expect(ics?.contentType).toBe('text/calendar');
    expect(ics?.content).toContain('BEGIN:VCALENDAR');
    expect(ics?.content).toContain(
      `DTSTART:${localInstant(date, '10:00')
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
  });

  it('queues the confirmation again on a repeat when the first run never queued it, under the same Message-ID', async () => {
    const reply = await held(day(8), '10:00');
    const client = newClient();
    const first = await book(reply, { client });
    expect(first.status).toBe(201);
    const appointmentId = (first.body as { appointmentId: string }).appointmentId;
    const mail = await waitForEmail(system.mailInboxUrl, { to: client.email });
    expect(mail.messageId).toBe(`outbox.email.booking-confirmation.${appointmentId}@chairside.local`);
    const queue = new Queue(outboxQueueName, {
      connection: { url: testRedisUrl(), maxRetriesPerRequest: null },
      prefix: system.redisPrefix,
    });
    try {
      // As if the first run had died between its append and queueing the e-mail.
      await (await queue.getJob(`email.booking-confirmation.${appointmentId}`))?.remove();
      expect(await book(reply, { client })).toEqual(first);
      const counts = async () =>
        ((await (await fetch(`${system.mailInboxUrl}/message-ids`)).json()) as Record<string, number>)[mail.messageId as string];
      await expect.poll(counts, { timeout: 15_000 }).toBe(2);
    } finally {
      await queue.close();
    }
  });

  it('answers the confirmation screen, and refuses a wrong token (403) or an unknown hold (404)', async () => {
    const date = day(8);
    const reply = await held(date, '11:00');
    expect((await book(reply)).status).toBe(201);
    const other = await held(date, '13:00');
    expect(
      (await send('POST', '/public/booking/bookings', { body: { holdId: other.holdId, holdToken: newHoldToken(), client: newClient() } }))
        .status,
    ).toBe(403);
    expect(
      (await send('POST', '/public/booking/bookings', { body: { holdId: randomUUID(), holdToken: newHoldToken(), client: newClient() } }))
        .status,
    ).toBe(404);
    const booked = await book(other);
    expect(booked.status).toBe(201);
    const confirmation = publicBookingReplySchema.parse(booked.body);
    expect(confirmation).toMatchObject({
      startsAt: localInstant(date, '13:00'),
      endsAt: localInstant(date, '13:30'),
      locationId: downtown,
    });
    expect(confirmation.summary).toMatchObject({
      locationName: 'Downtown',
      priceCents: 4000,
      services: [{ name: expect.stringMatching(/^Trim /) as unknown, staffName: world.staff[0]!.name }],
    });
  });

  it('matches the client by e-mail (any case) or phone instead of adding them twice', async () => {
    const date = day(9);
    const client = newClient();
    const first = await book(await held(date, '09:00'), { client });
    const second = await book(await held(date, '10:00'), { client: { ...client, email: client.email.toUpperCase(), firstName: 'Other' } });
    // The world's client, typed with their phone number in another format.
    const third = await book(await held(date, '11:00'), {
      client: { firstName: 'Casey', lastName: 'C', email: `someone.${randomUUID().slice(0, 6)}@chairside.test`, phone: '312.555.0142' },
    });
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201]);
    const booked = (await system.store.readStream(daybookStream(downtown, date)))
      .filter((event) => event.type === 'AppointmentBooked')
      .map((event) => event.data.clientId);
    expect(booked[0]).toBe(booked[1]);
    expect(booked[2]).toBe(world.clientId);
    const registered = (await allEvents()).filter(
      (event) => event.type === 'ClientRegistered' && String(event.data.email).toLowerCase() === client.email,
    );
    expect(registered).toHaveLength(1);
  });

  it('books with a lapsed hold only while its slot is still free', async () => {
    const date = day(10);
    const lapsed = async (time: string) => {
      const holdToken = newHoldToken();
      const holdId = randomUUID();
      const startsAt = localInstant(date, time);
      const item = {
        itemId: randomUUID(),
        serviceId: world.services.plain,
        staffId: world.staff[0]!.id,
        roomId: null,
        deviceId: null,
        startsAt,
        durationMinutes: 30,
        processingMinutes: 0,
        bufferMinutes: 0,
        priceCents: 4000,
      };
      const data = {
        holdId,
        locationId: downtown,
        date,
        items: [item],
        expiresAt: new Date(Date.now() - 60_000).toISOString(),
        heldBy: null,
        tokenHash: hashHoldToken(holdToken),
        visitorId: 'visitor:lapsed',
      };
      const metadata = {
        userId: null,
        correlationId: randomUUID(),
        causationId: null,
        occurredAt: new Date().toISOString(),
        source: 'api' as const,
      };
      await system.store.appendToStream(daybookStream(downtown, date), [{ id: randomUUID(), type: 'SlotHeld', data, metadata }], {
        expectedRevision: 'any',
      });
      return { holdId, holdToken, startsAt, expiresAt: data.expiresAt, staffId: item.staffId };
    };
    const free = await lapsed('10:00');
    expect((await book(free)).status).toBe(201);
    const taken = await lapsed('12:00');
    // Someone else took the slot after the hold lapsed.
    await held(date, '12:00');
    const refused = await book(taken);
    expect(refused.status).toBe(409);
    expect((await eventsOf(date)).filter((type) => type === 'AppointmentBooked')).toHaveLength(1);
  });
});

describe('a signed-in client', () => {
  let casey: TestUser;
  let other: TestUser;
  beforeAll(async () => {
    [casey, other] = await Promise.all([createTestUser(system, { role: 'client' }), createTestUser(system, { role: 'client' })]);
  });
  const mine = async (user: TestUser) => {
    const reply = await send('GET', '/public/booking/my-appointments', { token: user.token });
    expect(reply.status).toBe(200);
    return myAppointmentsSchema.parse(reply.body);
  };

  it('books without typing details, and sees only their own appointments', async () => {
    const date = day(11);
    const reply = await held(date, '10:00', { token: casey.token });
    const booked = await book(reply, {}, casey.token);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const appointmentId = String(booked.body.appointmentId);
    const list = await mine(casey);
    expect(list.upcoming.map((appointment) => appointment.id)).toEqual([appointmentId]);
    expect(list.upcoming[0]).toMatchObject({
      status: 'booked',
      locationName: 'Downtown',
      startsAt: localInstant(date, '10:00'),
      changeableUntil: new Date(Date.parse(localInstant(date, '10:00')) - 24 * 3_600_000).toISOString(),
    });
    expect((await mine(other)).upcoming).toEqual([]);
    // Another client's appointment is not found, never forbidden.
    expect((await send('POST', `/public/booking/my-appointments/${appointmentId}/cancel`, { token: other.token, body: {} })).status).toBe(
      404,
    );
    expect((await send('GET', '/public/booking/my-appointments')).status).toBe(401);
    expect((await send('GET', '/public/booking/my-appointments', { token: admin.token })).status).toBe(403);
    // Booking again as the same client adds no second client record.
    await book(await held(date, '12:00', { token: casey.token }), {}, casey.token);
    expect((await allEvents()).filter((event) => event.type === 'ClientRegistered' && event.data.email === casey.email)).toHaveLength(1);
  });

  it('cancels inside the window', async () => {
    const date = day(12);
    const booked = await book(await held(date, '10:00', { token: casey.token }), {}, casey.token);
    const id = String(booked.body.appointmentId);
    const cancelled = await send('POST', `/public/booking/my-appointments/${id}/cancel`, {
      token: casey.token,
      body: { reason: 'Cannot make it' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await mine(casey)).upcoming.find((appointment) => appointment.id === id)).toMatchObject({
      status: 'cancelled',
      lateCancel: false,
    });
    // The slot is free for everyone again.
    expect(startsOf(await slotsOf(date, [world.services.plain], world.staff[0]!.id), world.staff[0]!.id)).toContain(
      Date.parse(localInstant(date, '10:00')),
    );
  });

  it('is refused a cancellation or a move less than 24 hours before the start', async () => {
    // The first free time within the next 23 hours (the staff work 08:00-20:00 every day).
    const candidates = [
      ...(await slotsOf(day(0), [world.services.plain], world.staff[1]!.id)).slots,
      ...(await slotsOf(day(1), [world.services.plain], world.staff[1]!.id)).slots,
    ];
    const soon = candidates.find((slot) => Date.parse(slot.startsAt) < Date.now() + 23 * 3_600_000);
    expect(soon).toBeDefined();
    const reply = await send('POST', '/public/booking/holds', {
      token: casey.token,
      body: { locationId: downtown, serviceIds: [world.services.plain], staffId: world.staff[1]!.id, startsAt: soon!.startsAt },
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    const booked = await book(publicHoldReplySchema.parse(reply.body), {}, casey.token);
    const id = String(booked.body.appointmentId);
    const refused = await send('POST', `/public/booking/my-appointments/${id}/cancel`, { token: casey.token, body: {} });
    expect(refused).toMatchObject({
      status: 422,
      body: { error: 'Online cancellations close 24 hours before the start; please call us at (312) 555-0100' },
    });
    const move = await held(day(14), '10:00', { token: casey.token, staffId: world.staff[1]!.id });
    expect(
      (
        await send('POST', `/public/booking/my-appointments/${id}/reschedule`, {
          token: casey.token,
          body: { holdId: move.holdId, holdToken: move.holdToken },
        })
      ).status,
    ).toBe(422);
    expect((await mine(casey)).upcoming.find((appointment) => appointment.id === id)?.status).toBe('booked');
  });

  it('moves an appointment into a slot they hold, using the hold up', async () => {
    const from = day(15);
    const to = day(16);
    const booked = await book(await held(from, '10:00', { token: casey.token }), {}, casey.token);
    const id = String(booked.body.appointmentId);
    const target = await held(to, '15:00', { token: casey.token, staffId: world.staff[1]!.id });
    const moved = await send('POST', `/public/booking/my-appointments/${id}/reschedule`, {
      token: casey.token,
      body: { holdId: target.holdId, holdToken: target.holdToken },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const after = (await mine(casey)).upcoming.find((appointment) => appointment.id === id);
    expect(after).toMatchObject({ startsAt: localInstant(to, '15:00'), services: [{ staffId: world.staff[1]!.id }] });
    expect(await eventsOf(to)).toEqual(['SlotHeld', 'HoldReleased', 'AppointmentMovedIn']);
    expect((await eventsOf(from)).at(-1)).toBe('AppointmentMovedOut');
    // The hold is used up: it cannot book as well.
    expect((await book(target)).status).toBe(409);
  });
});
