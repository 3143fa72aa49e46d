import type { ClientNoteInput, ClientNoteRevision } from '@chairside/shared/clients/client-note-dto';
import type { ClientNoteEvent, ClientNoteVersionData } from '@chairside/shared/clients/client-note-events';
import { type Decider, unhandled, unknownEvent } from '../commands/decider';
import { DomainError } from '../commands/domain-error';

export type ClientNoteCommand =
  | ({ type: 'AddClientNote'; noteId: string } & ClientNoteInput)
  | ({ type: 'ReviseClientNote'; noteId: string } & ClientNoteRevision)
  | { type: 'RestoreClientNoteVersion'; noteId: string; version: number }
  | { type: 'DeleteClientNote'; noteId: string };

type Version = { text: string; pinned: boolean };
export type ClientNoteState = {
  exists: boolean;
  clientId: string;
  appointmentId: string | null;
  deleted: boolean;
  // Every version's text and pin, version n at index n - 1 (a restore needs any of them).
  versions: Version[];
};

const notFound = () => new DomainError('Note not found', 404);
const deletedRefusal = () => new DomainError('This note was deleted: restore one of its versions to bring it back', 409);

// One stream per note (`clientnote-<id>`). Nothing is edited in place: each change is the next version, a
// restore is a new version with an earlier one's text and pin, and a delete hides the note without
// forgetting a version. Whether the client and the appointment exist is the service's check.
export const clientNoteDecider: Decider<ClientNoteState, ClientNoteCommand, ClientNoteEvent> = {
  initialState: () => ({ exists: false, clientId: '', appointmentId: null, deleted: false, versions: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'ClientNoteAdded':
      case 'ClientNoteRevised': {
        const { clientId, appointmentId, text, pinned } = event.data;
        return { exists: true, clientId, appointmentId, deleted: false, versions: [...state.versions, { text, pinned }] };
      }
      case 'ClientNoteDeleted':
        return { ...state, deleted: true };
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state) {
    const { noteId } = command;
    const next = (version: Version, restoredFromVersion: number | null): ClientNoteEvent => {
      const data: ClientNoteVersionData = {
        clientId: state.clientId,
        noteId,
        appointmentId: state.appointmentId,
        version: state.versions.length + 1,
        text: version.text,
        pinned: version.pinned,
        restoredFromVersion,
      };
      return { type: 'ClientNoteRevised', data };
    };
    switch (command.type) {
      case 'AddClientNote': {
        if (state.exists) throw new DomainError('That note already exists', 409);
        const { clientId, appointmentId, text, pinned } = command;
        return [
          { type: 'ClientNoteAdded', data: { clientId, noteId, appointmentId, version: 1, text, pinned, restoredFromVersion: null } },
        ];
      }
      case 'ReviseClientNote': {
        if (!state.exists) throw notFound();
        if (state.deleted) throw deletedRefusal();
        const current = state.versions[state.versions.length - 1];
        if (current?.text === command.text && current.pinned === command.pinned) return [];
        return [next({ text: command.text, pinned: command.pinned }, null)];
      }
      case 'RestoreClientNoteVersion': {
        if (!state.exists) throw notFound();
        const version = state.versions[command.version - 1];
        if (!version) throw new DomainError(`This note has no version ${command.version}`, 404);
        const current = state.versions[state.versions.length - 1];
        // Bringing back what the note already says changes nothing (a deleted note comes back, though).
        if (!state.deleted && current?.text === version.text && current.pinned === version.pinned) return [];
        return [next(version, command.version)];
      }
      case 'DeleteClientNote':
        if (!state.exists) throw notFound();
        return state.deleted ? [] : [{ type: 'ClientNoteDeleted', data: { clientId: state.clientId, noteId } }];
      default:
        return unhandled(command);
    }
  },
};
