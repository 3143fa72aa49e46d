import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientNoteStream, type ClientNoteEvent, type ClientNoteVersionData } from '@chairside/shared/clients/client-note-events';
import { clientStream } from '@chairside/shared/clients/client-events';
import { ids, nameProjections, seedNames, startProjectionWorld, type ProjectionWorld } from '../../testing/appointment-projection-fixtures';
import { clientNoteProjection } from './client-note-projection';
import { clientAlertsByIds, listClientNotes, listClientNotesWithVersions, listClientNoteVersions } from './client-note-queries';

let world: ProjectionWorld;
beforeAll(async () => {
  world = await startProjectionWorld('client-notes-test', [...nameProjections, clientNoteProjection]);
  await seedNames(world);
}, 60_000);
afterAll(() => world?.stop());

const version = (
  base: Pick<ClientNoteVersionData, 'clientId' | 'noteId' | 'appointmentId'>,
  n: number,
  text: string,
  pinned = false,
  restoredFromVersion: number | null = null,
): ClientNoteVersionData => ({ ...base, version: n, text, pinned, restoredFromVersion });

describe('client notes read model', () => {
  const client = ids.client;
  const other = randomUUID();
  const appointmentId = randomUUID();
  const allergy = { clientId: client, noteId: randomUUID(), appointmentId: null };
  const visit = { clientId: client, noteId: randomUUID(), appointmentId };
  const gone = { clientId: client, noteId: randomUUID(), appointmentId: null };
  const others = { clientId: other, noteId: randomUUID(), appointmentId: null };

  beforeAll(async () => {
    const events: [string, ClientNoteEvent[], string][] = [
      [allergy.noteId, [{ type: 'ClientNoteAdded', data: version(allergy, 1, 'Latex allergy', true) }], ids.ava],
      [visit.noteId, [{ type: 'ClientNoteAdded', data: version(visit, 1, 'Wants a shorter fringe') }], ids.ava],
      [visit.noteId, [{ type: 'ClientNoteRevised', data: version(visit, 2, 'Wants a much shorter fringe') }], ids.ben],
      [visit.noteId, [{ type: 'ClientNoteRevised', data: version(visit, 3, 'Wants a shorter fringe', false, 1) }], ids.admin],
      [gone.noteId, [{ type: 'ClientNoteAdded', data: version(gone, 1, 'Pinned then deleted', true) }], ids.ava],
      [gone.noteId, [{ type: 'ClientNoteDeleted', data: { clientId: client, noteId: gone.noteId } }], ids.ava],
      [others.noteId, [{ type: 'ClientNoteAdded', data: version(others, 1, 'Other client alert', true) }], ids.ava],
    ];
    for (const [noteId, batch, userId] of events) await world.append(clientNoteStream(noteId), batch, userId);
    await world.caughtUp();
  });

  it('lists a client’s notes, pinned first, with who wrote them; an appointment’s notes alone', async () => {
    const notes = await listClientNotes(world.readDb, { clientId: client, includeDeleted: false });
    expect(notes.map((note) => [note.text, note.pinned, note.version, note.createdBy.name, note.updatedBy.name])).toEqual([
      ['Latex allergy', true, 1, 'Ava Johnson', 'Ava Johnson'],
      ['Wants a shorter fringe', false, 3, 'Ava Johnson', 'Demo Admin'],
    ]);
    expect((await listClientNotes(world.readDb, { appointmentId, includeDeleted: false })).map((note) => note.id)).toEqual([visit.noteId]);
    expect((await listClientNotes(world.readDb, { clientId: client, includeDeleted: true })).map((note) => note.id)).toContain(gone.noteId);
  });

  it('keeps every version with its author, newest first, and what a restore brought back', async () => {
    expect(await listClientNoteVersions(world.readDb, visit.noteId)).toMatchObject([
      { version: 3, text: 'Wants a shorter fringe', restoredFromVersion: 1, author: { userId: ids.admin, name: 'Demo Admin' } },
      { version: 2, text: 'Wants a much shorter fringe', restoredFromVersion: null, author: { name: 'Ben Lee' } },
      { version: 1, text: 'Wants a shorter fringe', restoredFromVersion: null, author: { name: 'Ava Johnson' } },
    ]);
    expect((await listClientNoteVersions(world.readDb, gone.noteId))?.map((row) => row.text)).toEqual(['Pinned then deleted']);
    expect(await listClientNoteVersions(world.readDb, randomUUID())).toBeNull();
    // The subject-access export's view: every note, deleted ones too, with all its versions.
    const exported = await listClientNotesWithVersions(world.readDb, client);
    expect(exported.map((note) => [note.id, note.deleted, note.versions.length]).sort()).toEqual(
      [
        [allergy.noteId, false, 1],
        [visit.noteId, false, 3],
        [gone.noteId, true, 1],
      ].sort(),
    );
  });

  it('answers the alerts of many clients in one call, never a deleted or unpinned note', async () => {
    const alerts = await clientAlertsByIds(world.readDb, [client, other, randomUUID()]);
    expect(alerts).toHaveLength(2);
    expect(alerts).toEqual(
      expect.arrayContaining([
        { clientId: client, noteId: allergy.noteId, text: 'Latex allergy' },
        { clientId: other, noteId: others.noteId, text: 'Other client alert' },
      ]),
    );
  });

  it('moves a merged-away client’s notes to the survivor, and forgets an anonymised client’s notes', async () => {
    const survivor = randomUUID();
    for (const [clientId, firstName] of [
      [other, 'Merged'],
      [survivor, 'Survivor'],
    ] as const)
      await world.append(clientStream(clientId), [
        { type: 'ClientRegistered', data: { clientId, firstName, lastName: 'Client', phone: '', email: `${clientId}@example.com` } },
      ]);
    await world.append(clientStream(other), [
      {
        type: 'ClientsMerged',
        data: {
          survivorId: survivor,
          mergedId: other,
          survivor: { clientId: survivor, firstName: 'S', lastName: 'V', phone: '', email: 's@example.com', birthday: null, tags: [] },
        },
      },
    ]);
    await world.append(clientStream(client), [{ type: 'ClientAnonymised', data: { clientId: client } }]);
    await world.caughtUp();
    expect((await listClientNotes(world.readDb, { clientId: survivor, includeDeleted: false })).map((note) => note.id)).toEqual([
      others.noteId,
    ]);
    expect(await listClientNotes(world.readDb, { clientId: client, includeDeleted: true })).toEqual([]);
    expect(await listClientNoteVersions(world.readDb, visit.noteId)).toBeNull();
    // The merged-away client's visits still name them: their blocks show the survivor's alerts.
    expect(await clientAlertsByIds(world.readDb, [client, other, survivor])).toEqual([
      { clientId: other, noteId: others.noteId, text: 'Other client alert' },
      { clientId: survivor, noteId: others.noteId, text: 'Other client alert' },
    ]);
  });
});
