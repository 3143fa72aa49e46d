import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  managedVisitSchema,
  myAppointmentsSchema,
  publicBookingReplySchema,
  publicHoldReplySchema,
  publicSlotsSchema,
  type PublicHoldReply,
} from '@chairside/shared/booking/booking-dto';
import { appointmentDetailsSchema } from '@chairside/shared/appointments/appointment-dto';
import { loginReplySchema } from '@chairside/shared/identity/identity-dto';
import { createDb } from '@chairside/platform/database';
import { closeRedis, createRedis } from '@chairside/platform/redis';
import { waitForEmail } from '@chairside/platform/testing/test-mail';
import type { ReadModels } from '@chairside/projections/database';
import { demoLocations, seedDemoBusiness } from '@chairside/backend/business/demo-business';
import { getManagedVisit } from '@chairside/backend/booking/manage-visit';
import { newManageToken } from '@chairside/backend/booking/manage-links';
import { loadOnlineOffer } from '@chairside/backend/booking/online-offer';
import { visitorHolds } from '@chairside/backend/booking/visitor-holds';
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
import { testRedisUrl } from '@chairside/backend/testing/test-database';

// A visit managed through the private link of its confirmation (no account), against a real system: the
// link opens only its own visit, only with the exact token, and not once the visit has ended; cancelling
// and moving through it follow the cancellation window; each change is e-mailed (so are those of "My
// appointments") and reaches the desk's timeline as done online; an account is made from it once.

const downtown = demoLocations.downtown.id;
let system: TestSystem;
let world: AppointmentWorld;
let admin: TestUser;

type Sent = { status: number; body: Record<string, unknown> & { error?: string } };

async function send(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; manage?: string; headers?: Record<string, string> } = {},
): Promise<Sent> {
  const response = await fetch(`${system.baseUrl}/api${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...(options.manage ? { 'X-Manage-Token': options.manage } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Sent['body']) : {} };
}

const day = (offset: number) => addDays(localToday(), offset);
async function held(
  date: string,
  time: string,
  options: { staffId?: string; token?: string; startsAt?: string } = {},
): Promise<PublicHoldReply> {
  const reply = await send('POST', '/public/booking/holds', {
    token: options.token,
    body: {
      locationId: downtown,
      serviceIds: [world.services.plain],
      staffId: options.staffId ?? world.staff[0]!.id,
      startsAt: options.startsAt ?? localInstant(date, time),
    },
  });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return publicHoldReplySchema.parse(reply.body);
}
const newClient = (tag = randomUUID().slice(0, 8)) => ({
  firstName: 'Link',
  lastName: `Booker ${tag}`,
  email: `link.${tag}@chairside.test`,
  phone: '',
});
async function bookAnonymously(hold: PublicHoldReply, client = newClient()) {
  const reply = await send('POST', '/public/booking/bookings', { body: { holdId: hold.holdId, holdToken: hold.holdToken, client } });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  const booking = publicBookingReplySchema.parse(reply.body);
  expect(booking.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return { ...booking, manageToken: booking.manageToken!, client };
}
const manageLinkIn = (text: string) => /\/booking#manage=([A-Za-z0-9_-]+)/.exec(text)?.[1];
const notFound = { status: 404, body: { error: 'That manage link is not valid; use the link in your latest e-mail' } };

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemoBusiness, workers: startTestWorkers });
  admin = await createTestUser(system, { role: 'admin' });
  world = await createAppointmentWorld(apiCaller(system.baseUrl, admin.token), { locationId: downtown, staffCount: 2 });
}, 120_000);
afterAll(() => system?.stop());

describe('the manage link', () => {
  it('comes with the confirmation (reply and e-mail) and opens only its own visit, only with the exact token', async () => {
    const first = await bookAnonymously(await held(day(5), '10:00'));
    const second = await bookAnonymously(await held(day(5), '11:00'));
    const mail = await waitForEmail(system.mailInboxUrl, { to: first.client.email, contains: system.baseUrl });
    expect(mail.text).toContain(`${system.baseUrl}/booking#manage=${first.manageToken}`);
    expect(mail.text).not.toContain('sign in at');

    const opened = await send('GET', '/public/booking/manage', { manage: first.manageToken });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const visit = managedVisitSchema.parse(opened.body);
    expect(visit).toMatchObject({
      firstName: 'Link',
      appointment: {
        id: first.appointmentId,
        status: 'booked',
        startsAt: localInstant(day(5), '10:00'),
        canCancel: true,
        canReschedule: true,
        changeNote: null,
        services: [{ name: expect.stringMatching(/^Trim/) as unknown, staffName: world.staff[0]!.name }],
      },
    });
    expect((await send('GET', '/public/booking/manage', { manage: second.manageToken })).body).toMatchObject({
      appointment: { id: second.appointmentId },
    });
    // A token of the right shape but not issued, one character off, none, or in the query: nothing is revealed.
    const offByOne = first.manageToken.slice(0, -1) + (first.manageToken.endsWith('A') ? 'B' : 'A');
    expect(await send('GET', '/public/booking/manage', { manage: newManageToken() })).toEqual(notFound);
    expect(await send('GET', '/public/booking/manage', { manage: offByOne })).toEqual(notFound);
    expect(await send('GET', '/public/booking/manage')).toEqual(notFound);
    expect(await send('GET', `/public/booking/manage?token=${first.manageToken}`)).toEqual(notFound);
    expect(await send('POST', '/public/booking/manage/cancel', { manage: newManageToken(), body: {} })).toEqual(notFound);

    // Once the visit has ended the link opens nothing.
    const readDb = createDb<ReadModels>(system.database.pool);
    const redis = createRedis(testRedisUrl());
    try {
      const deps = { store: system.store, readDb, holds: visitorHolds(redis, system.redisPrefix) };
      const offer = await loadOnlineOffer(readDb);
      const during = new Date(Date.parse(localInstant(day(5), '10:15')));
      const after = new Date(Date.parse(localInstant(day(5), '10:30')));
      expect((await getManagedVisit(deps, offer, first.manageToken, during)).appointment.id).toBe(first.appointmentId);
      await expect(getManagedVisit(deps, offer, first.manageToken, after)).rejects.toMatchObject({ status: 404 });
    } finally {
      await closeRedis(redis);
    }
  });

  it('moves and cancels its visit, e-mails each change, and the desk reads that the client did it online', async () => {
    const booking = await bookAnonymously(await held(day(6), '10:00'));
    const target = await held(day(7), '14:00', { staffId: world.staff[1]!.id });
    const moved = await send('POST', '/public/booking/manage/reschedule', {
      manage: booking.manageToken,
      body: { holdId: target.holdId, holdToken: target.holdToken },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const movedMail = await waitForEmail(system.mailInboxUrl, { to: booking.client.email, subject: /has moved/, contains: system.baseUrl });
    expect(movedMail.subject).toMatch(/^Your visit has moved to \w{3}, \w{3} \d+$/);
    expect(movedMail.text).toContain('2:00 PM–2:30 PM CST');
    expect(movedMail.text).toContain(`with ${world.staff[1]!.name}`);
    // The move's e-mail carries a fresh link; both open the visit where it is now.
    const fresh = manageLinkIn(movedMail.text);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(booking.manageToken);
    for (const token of [booking.manageToken, fresh!]) {
      expect((await send('GET', '/public/booking/manage', { manage: token })).body).toMatchObject({
        appointment: { id: booking.appointmentId, startsAt: localInstant(day(7), '14:00') },
      });
    }

    const cancelled = await send('POST', '/public/booking/manage/cancel', { manage: fresh, body: {} });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const cancelMail = await waitForEmail(system.mailInboxUrl, {
      to: booking.client.email,
      subject: /is cancelled/,
      contains: system.baseUrl,
    });
    expect(cancelMail.text).toContain('2:00 PM–2:30 PM CST');
    expect((await send('GET', '/public/booking/manage', { manage: fresh })).body).toMatchObject({
      appointment: { status: 'cancelled', canCancel: false, canReschedule: false },
    });

    const details = await send('GET', `/appointments/${booking.appointmentId}`, { token: admin.token });
    const timeline = appointmentDetailsSchema.parse(details.body).timeline;
    expect(timeline.map((line) => line.summary).filter((summary) => summary.endsWith('(by the client, online)'))).toHaveLength(2);
  });

  it('follows the cancellation window: inside it, neither cancel nor move, with the reason and the phone number', async () => {
    const soon = [
      ...publicSlotsSchema.parse(
        (
          await send(
            'GET',
            `/public/booking/slots?locationId=${downtown}&serviceIds=${world.services.plain}&staffId=${world.staff[1]!.id}&date=${day(0)}`,
          )
        ).body,
      ).slots,
      ...publicSlotsSchema.parse(
        (
          await send(
            'GET',
            `/public/booking/slots?locationId=${downtown}&serviceIds=${world.services.plain}&staffId=${world.staff[1]!.id}&date=${day(1)}`,
          )
        ).body,
      ).slots,
    ].find((slot) => Date.parse(slot.startsAt) < Date.now() + 23 * 3_600_000);
    expect(soon).toBeDefined();
    const booking = await bookAnonymously(await held('', '', { staffId: world.staff[1]!.id, startsAt: soon!.startsAt }));
    const note = 'Online changes close 24 hours before the start; to cancel or move it, please call us at (312) 555-0100.';
    expect((await send('GET', '/public/booking/manage', { manage: booking.manageToken })).body).toMatchObject({
      appointment: { canCancel: false, canReschedule: false, changeNote: note },
    });
    expect(await send('POST', '/public/booking/manage/cancel', { manage: booking.manageToken, body: {} })).toMatchObject({
      status: 422,
      body: { error: 'Online cancellations close 24 hours before the start; please call us at (312) 555-0100' },
    });
    const target = await held(day(9), '10:00', { staffId: world.staff[1]!.id });
    expect(
      (
        await send('POST', '/public/booking/manage/reschedule', {
          manage: booking.manageToken,
          body: { holdId: target.holdId, holdToken: target.holdToken },
        })
      ).status,
    ).toBe(422);
    expect((await send('GET', '/public/booking/manage', { manage: booking.manageToken })).body).toMatchObject({
      appointment: { status: 'booked', startsAt: soon!.startsAt },
    });
  });

  it('makes a client account for the visit e-mail once, signed in at once; an address with an account is refused', async () => {
    const booking = await bookAnonymously(await held(day(10), '10:00'));
    const made = await send('POST', '/public/booking/manage/account', {
      manage: booking.manageToken,
      body: { password: 'a long password' },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const login = loginReplySchema.parse(made.body);
    expect(login.user).toMatchObject({ role: 'client', email: booking.client.email, firstName: 'Link' });
    const mine = myAppointmentsSchema.parse((await send('GET', '/public/booking/my-appointments', { token: login.token })).body);
    expect(mine.upcoming.map((appointment) => appointment.id)).toEqual([booking.appointmentId]);
    // The new account signs in with the e-mail and its password.
    const signIn = await send('POST', '/auth/login', { body: { identifier: booking.client.email, password: 'a long password' } });
    expect(signIn.status).toBe(200);
    expect(
      await send('POST', '/public/booking/manage/account', { manage: booking.manageToken, body: { password: 'another password' } }),
    ).toMatchObject({
      status: 409,
      body: { error: 'An account with this e-mail address already exists; sign in with it instead' },
    });
    expect(
      (await send('POST', '/public/booking/manage/account', { manage: booking.manageToken, body: { password: 'short' } })).status,
    ).toBe(400);
    expect(
      await send('POST', '/public/booking/manage/account', { manage: newManageToken(), body: { password: 'a long password' } }),
    ).toEqual(notFound);
  });
});

describe('"My appointments"', () => {
  it('e-mails a move and a cancellation, and marks them as done online', async () => {
    const casey = await createTestUser(system, { role: 'client' });
    const booked = await send('POST', '/public/booking/bookings', {
      token: casey.token,
      body: await held(day(12), '10:00', { token: casey.token }).then((hold) => ({ holdId: hold.holdId, holdToken: hold.holdToken })),
    });
    const id = String(booked.body.appointmentId);
    const target = await held(day(12), '16:00', { token: casey.token });
    const moved = await send('POST', `/public/booking/my-appointments/${id}/reschedule`, {
      token: casey.token,
      body: { holdId: target.holdId, holdToken: target.holdToken },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const movedMail = await waitForEmail(system.mailInboxUrl, { to: casey.email, subject: /has moved/, contains: system.baseUrl });
    expect(movedMail.text).toContain('4:00 PM–4:30 PM CST');
    expect(manageLinkIn(movedMail.text)).toBeDefined();
    expect((await send('POST', `/public/booking/my-appointments/${id}/cancel`, { token: casey.token, body: {} })).status).toBe(200);
    await waitForEmail(system.mailInboxUrl, { to: casey.email, subject: /is cancelled/, contains: system.baseUrl });
    const timeline = appointmentDetailsSchema.parse((await send('GET', `/appointments/${id}`, { token: admin.token })).body).timeline;
    expect(timeline.filter((line) => line.summary.endsWith('(by the client, online)')).map((line) => line.type)).toEqual([
      'AppointmentRescheduled',
      'AppointmentCancelled',
    ]);
  });
});
