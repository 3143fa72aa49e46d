import { describe, it } from 'vitest';
import type { ClientNoteEvent, ClientNoteVersionData } from '@chairside/shared/clients/client-note-events';
import { deciderSpec } from '../../testing/decider-spec';
import { clientNoteDecider } from './client-note-decider';

const now = new Date('2026-11-27T10:00:00Z');
const noteId = 'a0000000-0000-4000-8000-000000000001';
const clientId = 'c1e00000-0000-4000-8000-000000000001';
const appointmentId = 'b0000000-0000-4000-8000-000000000001';

const { given } = deciderSpec(clientNoteDecider, { now });
const version = (n: number, text: string, pinned: boolean, restoredFromVersion: number | null = null): ClientNoteVersionData => ({
  clientId,
  noteId,
  appointmentId,
  version: n,
  text,
  pinned,
  restoredFromVersion,
});
const added: ClientNoteEvent = { type: 'ClientNoteAdded', data: version(1, 'Allergic to latex', true) };
const revised: ClientNoteEvent = { type: 'ClientNoteRevised', data: version(2, 'Allergic to latex and PPD', true) };
const unpinned: ClientNoteEvent = { type: 'ClientNoteRevised', data: version(3, 'Allergic to latex and PPD', false) };
const deleted: ClientNoteEvent = { type: 'ClientNoteDeleted', data: { clientId, noteId } };

describe('client note decider', () => {
  it('adds a note once, as its first version', () => {
    given([]).when({ type: 'AddClientNote', noteId, clientId, appointmentId, text: 'Allergic to latex', pinned: true }).then([added]);
    given([added])
      .when({ type: 'AddClientNote', noteId, clientId, appointmentId, text: 'Again', pinned: false })
      .thenThrows({ status: 409, message: 'That note already exists' });
  });

  it('keeps the client and appointment and numbers each change as the next version', () => {
    given([added]).when({ type: 'ReviseClientNote', noteId, text: 'Allergic to latex and PPD', pinned: true }).then([revised]);
    given([added, revised]).when({ type: 'ReviseClientNote', noteId, text: 'Allergic to latex and PPD', pinned: false }).then([unpinned]);
    given([added, revised]).when({ type: 'ReviseClientNote', noteId, text: 'Allergic to latex and PPD', pinned: true }).then([]);
    given([])
      .when({ type: 'ReviseClientNote', noteId, text: 'Hello', pinned: false })
      .thenThrows({ status: 404, message: 'Note not found' });
  });

  it('restores an earlier version as a new one, with its text and pin', () => {
    given([added, revised, unpinned])
      .when({ type: 'RestoreClientNoteVersion', noteId, version: 1 })
      .then([{ type: 'ClientNoteRevised', data: version(4, 'Allergic to latex', true, 1) }]);
    given([added, revised]).when({ type: 'RestoreClientNoteVersion', noteId, version: 2 }).then([]);
    given([added])
      .when({ type: 'RestoreClientNoteVersion', noteId, version: 5 })
      .thenThrows({ status: 404, message: 'This note has no version 5' });
  });

  it('deletes once, keeps the versions, and brings the note back only by a restore', () => {
    given([added, revised]).when({ type: 'DeleteClientNote', noteId }).then([deleted]);
    given([added, deleted]).when({ type: 'DeleteClientNote', noteId }).then([]);
    given([added, revised, deleted])
      .when({ type: 'ReviseClientNote', noteId, text: 'Changed', pinned: false })
      .thenThrows({ status: 409, message: 'This note was deleted: restore one of its versions to bring it back' });
    given([added, revised, deleted])
      .when({ type: 'RestoreClientNoteVersion', noteId, version: 2 })
      .then([{ type: 'ClientNoteRevised', data: version(3, 'Allergic to latex and PPD', true, 2) }]);
    given([]).when({ type: 'DeleteClientNote', noteId }).thenThrows(404);
  });
});
