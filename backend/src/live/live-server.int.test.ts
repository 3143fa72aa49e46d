import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appointmentsPatchSchema } from '@chairside/shared/appointments/appointment-dto';
import { daybookStream } from '@chairside/shared/appointments/appointment-events';
import type { ChangeMessage, LiveHandshake, LiveServerEvents } from '@chairside/shared/live/live-messages';
import { seedDemo } from '../seed/demo-seed';
import { createTestSession, createTestUser, signIn } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
let adminToken: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  system = await startTestSystem({ seed: (store) => seedDemo(store, new Date(), { only: ['business'] }) });
  adminToken = await createTestSession(system.database.db, { userId: 'admin-1', role: 'admin' });
  // The projections start after the seed: the first rename must find the seeded business in its read model.
  const seededName = async () => {
    const reply = await fetch(`${system.baseUrl}/api/business-settings`, { headers: { Authorization: `Bearer ${adminToken}` } });
    return reply.ok ? ((await reply.json()) as { businessName?: string }).businessName : null;
  };
  for (let tries = 0; (await seededName()) !== 'Chairside Demo Salon & Spa'; tries += 1) {
    if (tries > 150) throw new Error('The business read model never showed the seeded business');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(() => system.stop());

type Client = { socket: Socket<LiveServerEvents>; changes: ChangeMessage[]; resyncs: number; ready: Promise<{ position: string | null }> };

function open(auth: LiveHandshake): Client {
  const socket: Socket<LiveServerEvents> = connect(system.baseUrl, {
    auth,
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  const client: Client = { socket, changes: [], resyncs: 0, ready: new Promise((resolve) => socket.once('ready', resolve)) };
  socket.on('change', (message) => client.changes.push(message));
  socket.on('resync', () => (client.resyncs += 1));
  return client;
}

function refused(auth: LiveHandshake): Promise<string> {
  const socket = connect(system.baseUrl, { auth, transports: ['websocket'], reconnection: false, forceNew: true });
  sockets.push(socket);
  return new Promise((resolve) => socket.once('connect_error', (error) => resolve(error.message)));
}

const rename = (businessName: string) =>
  fetch(`${system.baseUrl}/api/business-settings`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ businessName }),
  });

describe('live change feed', () => {
  it('pushes a projected change to every socket in the room', async () => {
    const one = open({ rooms: ['business'] });
    const two = open({ rooms: ['business'] });
    await Promise.all([one.ready, two.ready]);
    expect((await rename('Live One')).status).toBe(200);
    for (const client of [one, two]) {
      await expect.poll(() => client.changes.map((c) => c.topic), { timeout: 5000 }).toContain('business-settings');
    }
  });

  it('replays what a reconnecting client missed, in order, then goes live', async () => {
    const first = open({ rooms: ['business'] });
    const { position } = await first.ready;
    first.socket.disconnect();
    await rename('Missed A');
    await rename('Missed B');
    // Let the publisher send them first, so the replay below is not interleaved with their live copies:
    // no notice is after its cursor, in its order (commit, then id; ids are taken before commits are, so
    // the last notice sent need not have the largest id).
    await expect
      .poll(
        async () =>
          (
            await sql<{ published: boolean }>`
          select coalesce((select not exists (select 1 from ui_changes u where (u.transaction_id, u.id) > (s.cursor_commit::text::xid8, s.cursor_id))
                           from change_feed_state s where s.id = 1), false) as published`.execute(system.database.db)
          ).rows[0]?.published,
        { timeout: 5000 },
      )
      .toBe(true);
    const back = open({ rooms: ['business'], lastPosition: position ?? undefined });
    const replayedCount = await back.ready.then(() => back.changes.length);
    // A change the publisher sends live while the replay runs may arrive twice: clients keep a set of
    // the positions they have seen. The replay itself comes in order.
    expect(new Set(back.changes.filter((c) => c.topic === 'business-settings').map((c) => c.position)).size).toBe(2);
    const positions = back.changes.slice(0, replayedCount).map((c) => c.position);
    const key = (position: string) =>
      position
        .split('.')
        .map((part) => part.padStart(20, '0'))
        .join('.');
    expect([...positions].sort((a, b) => key(a).localeCompare(key(b)))).toEqual(positions);
    await rename('Live Again');
    await expect.poll(() => new Set(back.changes.map((c) => c.position)).size, { timeout: 5000 }).toBe(3);
  });

  it('tells a client to resync when what it missed is no longer kept', async () => {
    await sql`insert into change_feed_state (id, cursor_commit, cursor_id, pruned_commit, pruned_id) values (1, 0, 0, 999999999, 1)
              on conflict (id) do update set pruned_commit = 999999999, pruned_id = 1`.execute(system.database.db);
    const stale = open({ rooms: ['business'], lastPosition: '5.1' });
    await stale.ready;
    expect(stale.resyncs).toBe(1);
    expect(stale.changes).toEqual([]);
    await sql`update change_feed_state set pruned_commit = 0, pruned_id = 0`.execute(system.database.db);
  });

  it('authorises rooms like the equivalent reads', async () => {
    expect(await refused({ rooms: ['staff'] })).toBe('Not allowed to follow staff');
    expect(await refused({ rooms: ['user:someone-else'], token: adminToken })).toBe('Not allowed to follow user:someone-else');
    expect(await refused({ token: 'forged', rooms: ['business'] })).toBe('Authentication required');
    expect(await refused({ rooms: ['everything'] as never })).toBe('The live connection request is not valid');
    const admin = open({ token: adminToken, rooms: ['staff', 'user:admin-1', 'location:11111111-1111-4111-8111-111111111111'] });
    await admin.ready;
    expect(admin.socket.connected).toBe(true);
  });

  it('sends the changed appointments themselves only to the location calendar room, which takes a calendar read', async () => {
    const location = '11111111-1111-4111-8111-111111111111';
    // A staff member without any appointment permission follows the location, not its calendar.
    const outsiderToken = await createTestSession(system.database.db, { userId: 'outsider-1', role: 'staff' });
    expect(await refused({ token: outsiderToken, rooms: [`calendar:${location}`] })).toBe(`Not allowed to follow calendar:${location}`);
    const outsider = open({ token: outsiderToken, rooms: [`location:${location}`] });
    const calendar = open({ token: adminToken, rooms: [`location:${location}`, `calendar:${location}`] });
    await Promise.all([outsider.ready, calendar.ready]);

    const holdId = randomUUID();
    const startsAt = '2026-12-01T16:00:00.000Z';
    const item = {
      itemId: randomUUID(),
      serviceId: randomUUID(),
      staffId: randomUUID(),
      roomId: null,
      deviceId: null,
      startsAt,
      durationMinutes: 30,
      processingMinutes: 0,
      bufferMinutes: 0,
      priceCents: 4000,
    };
    const held = {
      type: 'SlotHeld',
      data: { holdId, locationId: location, date: '2026-12-01', items: [item], expiresAt: '2099-01-01T00:00:00.000Z', heldBy: 'admin-1' },
    };
    const metadata = {
      userId: 'admin-1',
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: new Date().toISOString(),
      source: 'api' as const,
    };
    await system.store.appendToStream(daybookStream(location, '2026-12-01'), [{ id: randomUUID(), ...held, metadata }], {
      expectedRevision: 'any',
    });

    const heard = async (client: Client) => {
      await expect.poll(() => client.changes.some((change) => change.ids.includes(holdId)), { timeout: 10_000 }).toBe(true);
      return client.changes.find((change) => change.ids.includes(holdId));
    };
    const patched = appointmentsPatchSchema.parse((await heard(calendar))?.patch);
    expect(patched.holds.map(({ id, date }) => ({ id, date }))).toEqual([{ id: holdId, date: '2026-12-01' }]);
    expect((await heard(outsider))?.patch).toBeUndefined();
  });
});

describe('live access that shrinks', () => {
  it('takes a socket out of the client book at once when its user loses the permission, and says which rooms it keeps', async () => {
    const user = await createTestUser(system, { permissions: ['view_clients'] });
    const client = open({ token: user.token, rooms: ['clients', 'staff'] });
    await client.ready;
    const told = new Promise<{ rooms: string[] }>((resolve) => client.socket.once('rooms', resolve));
    const removed = await fetch(`${system.baseUrl}/api/users/${user.id}/direct-permissions`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ permissions: [] }),
    });
    expect(removed.status).toBe(200);
    expect(await told).toEqual({ rooms: ['staff'] });
    expect(client.socket.connected).toBe(true);
    // Joining it again is refused like any other unpermitted room.
    expect(await refused({ token: user.token, rooms: ['clients'] })).toBe('Not allowed to follow clients');
  });

  it('lets a holder of view_audit_log follow the audit room, which hears every new event, and refuses anyone else', async () => {
    const auditor = await createTestUser(system, { permissions: ['view_audit_log'] });
    const client = open({ token: auditor.token, rooms: ['audit', 'staff'] });
    await client.ready;
    const desk = await createTestUser(system, { permissions: ['view_clients'] });
    expect(await refused({ token: desk.token, rooms: ['audit'] })).toBe('Not allowed to follow audit');
    await system.store.appendToStream(
      `notetemplate-${randomUUID()}`,
      [
        {
          id: randomUUID(),
          type: 'NoteTemplateCreated',
          data: { templateId: randomUUID(), name: `Heard ${randomUUID()}`, body: 'Hello' },
          metadata: { userId: null, correlationId: randomUUID(), causationId: null, occurredAt: new Date().toISOString(), source: 'api' },
        },
      ],
      { expectedRevision: 'no_stream' },
    );
    await expect.poll(() => client.changes.some((change) => change.topic === 'audit'), { timeout: 10_000 }).toBe(true);
  });

  it('disconnects the sockets of a sign-in that is revoked, and only those', async () => {
    const user = await createTestUser(system, { permissions: ['view_clients'] });
    const other = await signIn(system.baseUrl, user.username, user.password);
    const signedOut = open({ token: user.token, rooms: ['staff'] });
    const stillIn = open({ token: other.token, rooms: ['staff', 'business'] });
    await Promise.all([signedOut.ready, stillIn.ready]);
    const dropped = new Promise<string>((resolve) => signedOut.socket.once('disconnect', resolve));
    const logout = await fetch(`${system.baseUrl}/api/auth/logout`, { method: 'POST', headers: { Authorization: `Bearer ${user.token}` } });
    expect(logout.status).toBe(204);
    expect(await dropped).toBe('io server disconnect');
    // The other session is untouched: it still hears the business's changes.
    expect(stillIn.socket.connected).toBe(true);
    await rename('After a sign-out');
    await expect.poll(() => stillIn.changes.some((change) => change.topic === 'business-settings'), { timeout: 15_000 }).toBe(true);
  });
});
