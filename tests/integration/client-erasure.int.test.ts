import { createHash, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  apiCaller,
  createAppointmentWorld,
  localInstant,
  localToday,
  type ApiCall,
  type AppointmentWorld,
} from '@chairside/backend/testing/appointment-test-world';
import { demoLocations, seedDemoBusiness } from '@chairside/backend/business/demo-business';
import { createTestSession, waitForReadModels } from '@chairside/backend/testing/test-session';
import { startTestSystem, type TestSystem } from '@chairside/backend/testing/test-system';
import { testRedisUrl } from '@chairside/backend/testing/test-database';
import { appointmentDetailsSchema, bookAppointmentReplySchema } from '@chairside/shared/appointments/appointment-dto';
import { MANAGE_TOKEN_HEADER, publicBookingReplySchema, publicHoldReplySchema } from '@chairside/shared/booking/booking-dto';
import { ANONYMISED_CLIENT_NAME } from '@chairside/shared/clients/client-events';
import { ANONYMISED_CLIENT_NAME as SEALED_ANONYMISED_NAME } from '@chairside/platform/personal-data/sealed-events';
import { createLocalSmsProvider } from '@chairside/platform/messaging/local-sms-provider';
import { outboxQueueName } from '@chairside/platform/messaging/outbox-jobs';
import { closeRedis, createRedis } from '@chairside/platform/redis';

// Erasure read back from every place a client's data lives, raw: the events table (including the events of
// the desk booking and the public booking that registered the client), claim stream names, live-update
// notices, queued messages in Redis, sent texts, the log, and the client's own sign-in account. No workers
// run, so the messages queued for the client are still waiting in Redis when the client is erased.

const downtown = demoLocations.downtown.id;
const logLines: string[] = [];
let system: TestSystem;
let world: AppointmentWorld;
let call: ApiCall;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString('utf8'));
      done();
    },
  });
  system = await startTestSystem({ seed: seedDemoBusiness, logger: pino({ level: 'info' }, sink) });
  call = apiCaller(system.baseUrl, await createTestSession(system.database.db, { userId: randomUUID(), role: 'admin' }));
  world = await createAppointmentWorld(call, { locationId: downtown, staffCount: 1 });
}, 120_000);
afterAll(() => system?.stop());

type Person = { firstName: string; lastName: string; email: string; phone: string; digits: string };
const person = (first: string, phoneTail: string): Person => {
  const tag = randomUUID().slice(0, 6);
  return {
    firstName: `${first}${tag}`,
    lastName: `Vandersloot${tag}`,
    email: `${first.toLowerCase()}.${tag}@erasure.test`,
    phone: `+1312555${phoneTail}`,
    digits: `1312555${phoneTail}`,
  };
};
const traces = (who: Person) => [who.firstName, who.lastName, who.email, who.digits, who.phone];
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

async function json<T>(response: Promise<Response>, status = 200): Promise<T> {
  const reply = await response;
  const text = await reply.text();
  expect(reply.status, text).toBe(status);
  return JSON.parse(text) as T;
}

// Everything of the events table as text: stream names, data and metadata.
const eventsTable = async () =>
  (
    await sql<{ row: string }>`select concat_ws(' ', stream, type, data::text, metadata::text) as row from events`.execute(
      system.database.db,
    )
  ).rows
    .map((row) => row.row)
    .join('\n');

async function redisDump(): Promise<string> {
  const redis = createRedis(testRedisUrl());
  try {
    const keys = await redis.keys(`${system.redisPrefix}:${outboxQueueName}:*`);
    const values = await Promise.all(
      keys.map(async (key) => {
        const type = await redis.type(key);
        if (type === 'hash') return JSON.stringify(await redis.hgetall(key));
        if (type === 'string') return (await redis.get(key)) ?? '';
        return key;
      }),
    );
    return values.join('\n');
  } finally {
    await closeRedis(redis);
  }
}

async function bookAtDesk(who: Person, date: string): Promise<{ appointmentId: string; clientId: string }> {
  const reply = bookAppointmentReplySchema.parse(
    await json(
      call('POST', '/appointments', {
        locationId: downtown,
        clientId: null,
        newClient: { firstName: who.firstName, lastName: who.lastName, phone: who.phone, email: who.email },
        startsAt: localInstant(date, '09:00'),
        items: [{ serviceId: world.services.plain, staffId: world.staff[0]!.id }],
      }),
    ),
  );
  const details = appointmentDetailsSchema.parse(await json(call('GET', `/appointments/${reply.id}`)));
  return { appointmentId: reply.id, clientId: details.clientId };
}

async function bookOnline(who: Person, date: string): Promise<{ appointmentId: string; manageToken: string }> {
  const post = (path: string, body: unknown, cookie?: string) =>
    fetch(`${system.baseUrl}/api${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
      body: JSON.stringify(body),
    });
  const holdResponse = await post('/public/booking/holds', {
    locationId: downtown,
    serviceIds: [world.services.plain],
    staffId: world.staff[0]!.id,
    startsAt: localInstant(date, '11:00'),
  });
  const cookie = holdResponse.headers.get('set-cookie')?.split(';')[0];
  const { holdId, holdToken } = publicHoldReplySchema.parse(await json(Promise.resolve(holdResponse), 201));
  const client = { firstName: who.firstName, lastName: who.lastName, email: who.email, phone: who.phone };
  const booked = publicBookingReplySchema.parse(await json(post('/public/booking/bookings', { holdId, holdToken, client }, cookie), 201));
  return { appointmentId: booked.appointmentId, manageToken: (booked as { manageToken?: string }).manageToken ?? '' };
}

describe('anonymising a client', () => {
  it('says the same words in the platform as in the contract', () => {
    expect(SEALED_ANONYMISED_NAME).toBe(ANONYMISED_CLIENT_NAME);
  });

  it('leaves none of their name, e-mail or phone in events, claims, notices, queues, texts, logs or their account', async () => {
    const date = addDays(localToday(), 3);
    // One client registered by a desk booking, one by a public booking who then made an account.
    const desk = person('Ottilie', '0171');
    const online = person('Perpetua', '0172');
    const atDesk = await bookAtDesk(desk, date);
    const booked = await bookOnline(online, date);
    expect(booked.manageToken).not.toBe('');
    const account = await json<{ token: string; user: { id: string } }>(
      fetch(`${system.baseUrl}/api/public/booking/manage/account`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [MANAGE_TOKEN_HEADER]: booked.manageToken },
        body: JSON.stringify({ password: 'a-long-password' }),
      }),
      201,
    );
    const onlineClientId = appointmentDetailsSchema.parse(await json(call('GET', `/appointments/${booked.appointmentId}`))).clientId;
    // Messages to both: a text queued and one sent (through the local provider, which logs it), and the
    // booking confirmation e-mail the public booking queued.
    await system.outbox.sms({ to: desk.phone, body: `Hi ${desk.firstName}, see you tomorrow`, category: 'reminder' });
    await createLocalSmsProvider(
      system.database.db,
      pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _e, done) => (logLines.push(chunk.toString()), done()) })),
    ).send({
      to: desk.phone,
      body: `Hi ${desk.firstName} ${desk.lastName}, your visit is booked`,
      category: 'booking-confirmation',
    });
    // A note about the client (its text is theirs), and a search by name (its query string reaches the log).
    const noteText = `${desk.firstName} is allergic to latex`;
    await json(
      call('POST', '/client-notes', { clientId: atDesk.clientId, appointmentId: atDesk.appointmentId, text: noteText, pinned: true }),
    );
    // A search by name (its query string reaches the request log).
    await json(call('GET', `/clients?search=${encodeURIComponent(desk.lastName)}`));
    await waitForReadModels(system);

    // Before: the data is where the test looks (or the test would prove nothing), and sealed in the events.
    expect(await redisDump()).toContain(online.email);
    expect(await redisDump()).toContain(desk.digits);
    const notices = async () =>
      (await sql<{ patch: string }>`select coalesce(patch::text, '') as patch from ui_changes`.execute(system.database.db)).rows
        .map((row) => row.patch)
        .join('\n');
    expect(await notices()).toContain(desk.lastName);
    const table = await eventsTable();
    expect(table).toContain(atDesk.clientId);
    for (const trace of [...traces(desk), ...traces(online), 'allergic to latex']) expect(table).not.toContain(trace);

    const anonymise = (clientId: string) => json<{ id: string }>(call('POST', `/clients/${clientId}/anonymise`));
    await anonymise(atDesk.clientId);
    await anonymise(onlineClientId);
    // A repeat appends nothing and still answers.
    const before = (await eventsTable()).length;
    await anonymise(atDesk.clientId);
    expect((await eventsTable()).length).toBe(before);

    const everywhere = {
      events: await eventsTable(),
      notices: await notices(),
      queued: await redisDump(),
      texts: (await sql<{ row: string }>`select to_number || ' ' || body as row from sms_messages`.execute(system.database.db)).rows
        .map((row) => row.row)
        .join('\n'),
      log: logLines.join(''),
      notes: JSON.stringify(
        (
          await sql`select n.*, v.* from client_notes n left join client_note_versions v on v.note_id = n.id where n.client_id = ${atDesk.clientId}`.execute(
            system.database.db,
          )
        ).rows,
      ),
      clients: JSON.stringify(
        (await sql`select * from clients where id in (${atDesk.clientId}, ${onlineClientId})`.execute(system.database.db)).rows,
      ),
      account: JSON.stringify((await sql`select * from users where id = ${account.user.id}`.execute(system.database.db)).rows),
    };
    for (const [place, text] of Object.entries(everywhere))
      for (const trace of [...traces(desk), ...traces(online), 'allergic to latex'])
        expect(text, `${place} still holds ${trace}`).not.toContain(trace);
    // Claim streams were never named by a reversible hash of the e-mail or phone, and are released.
    for (const value of [desk.email, online.email, desk.phone, online.phone])
      expect(everywhere.events).not.toContain(sha256(value.toLowerCase()));
    const released = await sql<{
      n: number;
    }>`select count(*)::int as n from events where type = 'UniqueValueReleased' and data->>'ownerId' in (${atDesk.clientId}, ${onlineClientId}, ${account.user.id})`.execute(
      system.database.db,
    );
    expect(released.rows[0]?.n).toBe(6);

    // Visits stay, attributed to "Anonymised client"; the account no longer signs in.
    const visit = appointmentDetailsSchema.parse(await json(call('GET', `/appointments/${atDesk.appointmentId}`)));
    expect(visit).toMatchObject({ clientId: atDesk.clientId, clientName: ANONYMISED_CLIENT_NAME, clientPhone: '', clientEmail: '' });
    expect((await json<{ firstName: string }>(call('GET', `/clients/${onlineClientId}`))).firstName).toBe(ANONYMISED_CLIENT_NAME);
    const signIn = await fetch(`${system.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identifier: online.email, password: 'a-long-password' }),
    });
    expect(signIn.status).toBe(401);
    const session = await fetch(`${system.baseUrl}/api/public/booking/my-appointments`, {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    expect(session.status).toBe(401);
    // The same person may become a client again: their e-mail and phone are free.
    const again = await bookAtDesk(desk, addDays(date, 1));
    expect(again.clientId).not.toBe(atDesk.clientId);
  }, 60_000);

  it('erases the records merged into the client with them', async () => {
    const kept = person('Rosalind', '0174');
    const gone = person('Seraphine', '0175');
    const register = async (who: Person) =>
      (
        await json<{ id: string }>(
          call('POST', '/clients', { firstName: who.firstName, lastName: who.lastName, phone: who.phone, email: who.email }),
        )
      ).id;
    const keptId = await register(kept);
    const goneId = await register(gone);
    await json(call('POST', '/clients/merge', { survivorId: keptId, mergedId: goneId }));
    const refused = await call('POST', `/clients/${goneId}/anonymise`);
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: string }).error).toBe('This client was merged into another; anonymise that one instead');

    await json(call('POST', `/clients/${keptId}/anonymise`));
    const events = await eventsTable();
    const rows = JSON.stringify((await sql`select * from clients where id in (${keptId}, ${goneId})`.execute(system.database.db)).rows);
    for (const trace of [...traces(kept), ...traces(gone)]) {
      expect(events, `events still hold ${trace}`).not.toContain(trace);
      expect(rows, `clients still hold ${trace}`).not.toContain(trace);
    }
    const reads = await Promise.all([keptId, goneId].map((id) => system.store.readStream(`client-${id}`)));
    expect(
      reads
        .flat()
        .filter((event) => event.type === 'ClientRegistered')
        .map((event) => event.data.firstName),
    ).toEqual([ANONYMISED_CLIENT_NAME, ANONYMISED_CLIENT_NAME]);
  });

  it('refuses an unknown client (404)', async () => {
    const response = await call('POST', `/clients/${randomUUID()}/anonymise`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: string }).error).toBe('Client not found');
  });
});

describe('the subject-access export', () => {
  it('hands over the profile, visits, notes and messages as a JSON file', async () => {
    const who = person('Quintessa', '0173');
    const { clientId, appointmentId } = await bookAtDesk(who, addDays(localToday(), 5));
    await createLocalSmsProvider(system.database.db).send({
      to: who.phone,
      body: 'Your visit is booked',
      category: 'booking-confirmation',
    });
    await json(call('POST', '/client-notes', { clientId, appointmentId: null, text: 'Prefers mornings', pinned: false }));
    const response = await call('GET', `/clients/${clientId}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="client-${clientId}.json"`);
    const file = (await response.json()) as Record<string, unknown>;
    expect(file).toMatchObject({
      client: { id: clientId, firstName: who.firstName, lastName: who.lastName, email: who.email },
      visits: { upcoming: [expect.objectContaining({ id: appointmentId })] },
      notes: [expect.objectContaining({ text: 'Prefers mornings' })],
      messages: [expect.objectContaining({ channel: 'sms', text: 'Your visit is booked' })],
    });
    expect((await call('GET', `/clients/${randomUUID()}/export`)).status).toBe(404);
  });
});
