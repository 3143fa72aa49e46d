import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import { clientAlertSchema, clientNoteSchema, clientNoteVersionSchema } from '@chairside/shared/clients/client-note-dto';
import { clientNoteStream } from '@chairside/shared/clients/client-note-events';
import { demoLocations } from '../business/index';
import { demoPassword } from '../identity/index';
import { seedDemo } from '../seed/demo-seed';
import { addDays, apiCaller, createAppointmentWorld, localInstant, localToday } from '../../testing/appointment-test-world';
import { callApi, signIn, waitForReadModels } from '../../testing/test-session';
import { startTestSystem, type TestSystem } from '../../testing/test-system';

let system: TestSystem;
let frontDesk: string;
let basic: string;
let manager: string;
const tag = Math.random().toString(36).slice(2, 8);

beforeAll(async () => {
  system = await startTestSystem({ seed: seedDemo });
  await waitForReadModels(system);
  frontDesk = (await signIn(system.baseUrl, 'frontdesk', demoPassword)).token;
  // Basic Staff hold view_clients and view_calendar: they read notes and alerts but write none.
  basic = (await signIn(system.baseUrl, 'basic', demoPassword)).token;
  manager = (await signIn(system.baseUrl, 'manager', demoPassword)).token;
}, 120_000);
afterAll(() => system.stop());

const call = (method: string, path: string, token: string, body?: unknown) => callApi(system.baseUrl, method, path, token, body);
const ok = async (response: Promise<Response>) => {
  const reply = await response;
  expect(reply.status, await reply.clone().text()).toBe(200);
  return (await reply.json()) as unknown;
};
const notesOf = async (query: string, token = frontDesk) =>
  clientNoteSchema.array().parse(await ok(call('GET', `/client-notes?${query}`, token)));
const versionsOf = async (noteId: string) =>
  clientNoteVersionSchema.array().parse(await ok(call('GET', `/client-notes/${noteId}/versions`, basic)));
const alertsOf = async (clientIds: string[], token = basic) =>
  clientAlertSchema.array().parse(await ok(call('GET', `/client-alerts?clientIds=${clientIds.join(',')}`, token)));
const newClient = async (name: string) =>
  commandReplySchema.parse(
    await ok(
      call('POST', '/clients', frontDesk, { firstName: name, lastName: tag, phone: '', email: `${name}.${tag}@example.com`.toLowerCase() }),
    ),
  ).id;

// An appointment tomorrow in a small booking world of its own (staff, a service, a client).
async function bookedAppointment(): Promise<{ id: string; clientId: string }> {
  const admin = apiCaller(system.baseUrl, (await signIn(system.baseUrl, 'admin', demoPassword)).token);
  const world = await createAppointmentWorld(admin, { locationId: demoLocations.downtown.id });
  const startsAt = localInstant(addDays(localToday(), 1), '10:00');
  const items = [{ serviceId: world.services.plain, staffId: world.staff[0]!.id }];
  const reply = await ok(
    admin('POST', '/appointments', { locationId: demoLocations.downtown.id, clientId: world.clientId, startsAt, items }),
  );
  return { id: commandReplySchema.parse(reply).id, clientId: world.clientId };
}

describe('client notes API', () => {
  let clientId: string;
  let noteId: string;

  it('writes a note whose event names its client, and the front desk reads it with its author', async () => {
    clientId = await newClient('Noted');
    noteId = commandReplySchema.parse(
      await ok(call('POST', '/client-notes', frontDesk, { clientId, text: ' Prefers quiet appointments ' })),
    ).id;
    const [added] = await system.store.readStream(clientNoteStream(noteId));
    expect(added).toMatchObject({ type: 'ClientNoteAdded', data: { clientId, noteId, appointmentId: null, version: 1, pinned: false } });
    expect(await notesOf(`clientId=${clientId}`, basic)).toMatchObject([
      { id: noteId, text: 'Prefers quiet appointments', version: 1, createdBy: { name: 'Fran Desk' } },
    ]);
  });

  it('keeps every version of a note edited twice, and restores an old one as a new version', async () => {
    await ok(call('PUT', `/client-notes/${noteId}`, frontDesk, { text: 'Prefers quiet appointments, no music', pinned: false }));
    await ok(call('PUT', `/client-notes/${noteId}`, frontDesk, { text: 'Latex allergy', pinned: true }));
    expect((await versionsOf(noteId)).map((version) => [version.version, version.text, version.author.name])).toEqual([
      [3, 'Latex allergy', 'Fran Desk'],
      [2, 'Prefers quiet appointments, no music', 'Fran Desk'],
      [1, 'Prefers quiet appointments', 'Fran Desk'],
    ]);
    expect(await alertsOf([clientId])).toEqual([{ clientId, noteId, text: 'Latex allergy' }]);

    await ok(call('POST', `/client-notes/${noteId}/restore`, frontDesk, { version: 2 }));
    const [latest] = await versionsOf(noteId);
    expect(latest).toMatchObject({ version: 4, text: 'Prefers quiet appointments, no music', pinned: false, restoredFromVersion: 2 });
    expect(await alertsOf([clientId])).toEqual([]);
    const missing = await call('POST', `/client-notes/${noteId}/restore`, frontDesk, { version: 9 });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: 'This note has no version 9' });
  });

  it('writes a note for an appointment: shown on the appointment and on the client, never on another client’s appointment', async () => {
    const appointment = await bookedAppointment();
    const body = { clientId: appointment.clientId, appointmentId: appointment.id, text: `Used toner 7 ${tag}`, pinned: false };
    const id = commandReplySchema.parse(await ok(call('POST', '/client-notes', frontDesk, body))).id;
    expect((await notesOf(`appointmentId=${appointment.id}`)).map((note) => note.id)).toContain(id);
    expect((await notesOf(`clientId=${appointment.clientId}`)).find((note) => note.id === id)?.appointmentId).toBe(appointment.id);

    const wrong = await call('POST', '/client-notes', frontDesk, { ...body, clientId });
    expect(wrong.status).toBe(409);
    expect(await wrong.json()).toMatchObject({ error: 'That appointment is another client’s: write the note on their profile' });
  });

  it('deletes a note without losing its history; only a restore brings it back', async () => {
    await ok(call('DELETE', `/client-notes/${noteId}`, frontDesk));
    expect(await notesOf(`clientId=${clientId}`)).toEqual([]);
    expect((await notesOf(`clientId=${clientId}&includeDeleted=true`)).map((note) => [note.id, note.deleted])).toEqual([[noteId, true]]);
    expect(await versionsOf(noteId)).toHaveLength(4);
    const edit = await call('PUT', `/client-notes/${noteId}`, frontDesk, { text: 'Changed', pinned: false });
    expect(edit.status).toBe(409);
    await ok(call('POST', `/client-notes/${noteId}/restore`, frontDesk, { version: 3 }));
    expect(await notesOf(`clientId=${clientId}`)).toMatchObject([{ id: noteId, version: 5, text: 'Latex allergy', pinned: true }]);
  });

  it('refuses writers without edit_clients, unknown clients and notes, and bad input with a sentence', async () => {
    expect((await call('POST', '/client-notes', basic, { clientId, text: 'Nope' })).status).toBe(403);
    const unknownClient = await call('POST', '/client-notes', frontDesk, {
      clientId: '00000000-0000-4000-8000-00000000abcd',
      text: 'Who?',
    });
    expect(unknownClient.status).toBe(404);
    expect((await call('PUT', '/client-notes/00000000-0000-4000-8000-00000000abcd', frontDesk, { text: 'x', pinned: false })).status).toBe(
      404,
    );
    expect((await call('GET', '/client-notes/00000000-0000-4000-8000-00000000abcd/versions', frontDesk)).status).toBe(404);
    const empty = await call('POST', '/client-notes', frontDesk, { clientId, text: '   ' });
    expect(empty.status).toBe(400);
    expect(JSON.stringify(await empty.json())).toContain('Write the note');
    const both = await call('GET', `/client-notes?clientId=${clientId}&appointmentId=${clientId}`, frontDesk);
    expect(both.status).toBe(400);
  });

  it('forgets an anonymised client’s notes and alerts, and writes no more about them', async () => {
    const gone = await newClient('Erased');
    await ok(call('POST', '/client-notes', frontDesk, { clientId: gone, text: 'Nut allergy', pinned: true }));
    expect(await alertsOf([gone])).toHaveLength(1);
    await ok(call('POST', `/clients/${gone}/anonymise`, manager));
    expect(await notesOf(`clientId=${gone}&includeDeleted=true`)).toEqual([]);
    expect(await alertsOf([gone])).toEqual([]);
    const refused = await call('POST', '/client-notes', frontDesk, { clientId: gone, text: 'Again' });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ error: 'This client was anonymised: no notes can be written about them' });
  });
});
