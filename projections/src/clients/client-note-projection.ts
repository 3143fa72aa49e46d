import type { Selectable } from 'kysely';
import type { ClientAnonymised, ClientsMerged } from '@chairside/shared/clients/client-events';
import { clientNoteEventTypes, type ClientNoteEvent } from '@chairside/shared/clients/client-note-events';
import { rowsById } from '../engine/batch-rows';
import { defineProjection, unfoldable } from '../engine/projection';
import {
  createClientNoteTable,
  createClientNoteVersionTable,
  type ClientNoteTable,
  type ClientNoteVersionTable,
} from './client-note-table';

type NoteRow = Selectable<ClientNoteTable>;
type VersionRow = Selectable<ClientNoteVersionTable>;

// Client notes and every version of them. A merge moves the merged-away client's notes to the survivor;
// anonymising a client removes their notes here (their text in the history is sealed with the destroyed key).
export const clientNoteProjection = defineProjection<ClientNoteEvent | ClientsMerged | ClientAnonymised>({
  name: 'client_notes',
  version: 1,
  eventTypes: [...clientNoteEventTypes, 'ClientsMerged', 'ClientAnonymised'],
  topics: ['client-notes'],
  tables: { client_notes: createClientNoteTable, client_note_versions: createClientNoteVersionTable },
  async apply(_trx, events, context) {
    const noteIds: string[] = [];
    const clientIds: string[] = [];
    for (const event of events) {
      if (event.type === 'ClientsMerged') clientIds.push(event.data.mergedId);
      else if (event.type === 'ClientAnonymised') clientIds.push(event.data.clientId);
      else noteIds.push(event.data.noteId);
    }
    const [byNote, byClient] = await Promise.all([
      context.tables.select('client_notes', 'id', noteIds),
      context.tables.select('client_notes', 'client_id', clientIds),
    ]);
    const notes = rowsById<NoteRow>([...new Map([...byNote, ...byClient].map((row) => [row.id, row])).values()]);
    const versions: VersionRow[] = [];
    const erased = new Set<string>();
    const ofClient = (clientId: string) => notes.rows().filter((row) => row.client_id === clientId);

    for (const event of events) {
      const at = new Date(event.metadata.occurredAt);
      const by = event.metadata.userId;
      switch (event.type) {
        case 'ClientNoteAdded':
        case 'ClientNoteRevised': {
          const { noteId, clientId, appointmentId, version, text, pinned, restoredFromVersion } = event.data;
          versions.push({ note_id: noteId, version, text, pinned, restored_from_version: restoredFromVersion, author_id: by, at });
          const latest = { version, text, pinned, deleted: false, updated_at: at, updated_by: by };
          if (event.type === 'ClientNoteAdded')
            notes.insert(noteId, {
              id: noteId,
              client_id: clientId,
              appointment_id: appointmentId,
              created_at: at,
              created_by: by,
              ...latest,
            });
          else notes.update(noteId, (row) => ({ ...row, ...latest }));
          context.change({ topic: 'client-notes', rooms: ['staff'], ids: [noteId] }, event);
          break;
        }
        case 'ClientNoteDeleted':
          notes.update(event.data.noteId, (row) => ({ ...row, deleted: true, updated_at: at, updated_by: by }));
          context.change({ topic: 'client-notes', rooms: ['staff'], ids: [event.data.noteId] }, event);
          break;
        case 'ClientsMerged': {
          const moved = ofClient(event.data.mergedId);
          for (const row of moved) notes.update(row.id, (note) => ({ ...note, client_id: event.data.survivorId }));
          if (moved.length > 0) context.change({ topic: 'client-notes', rooms: ['staff'], ids: moved.map((row) => row.id) }, event);
          break;
        }
        case 'ClientAnonymised': {
          const removed = ofClient(event.data.clientId);
          for (const row of removed) {
            notes.remove(row.id);
            erased.add(row.id);
          }
          if (removed.length > 0) context.change({ topic: 'client-notes', rooms: ['staff'], ids: removed.map((row) => row.id) }, event);
          break;
        }
        default:
          unfoldable('client_notes', event);
      }
    }
    await notes.write(context.tables.rows('client_notes', 'id'));
    // Versions are only ever added (a refold finds them present); an anonymised client's go with their notes.
    await context.tables.insert(
      'client_note_versions',
      versions.filter((row) => !erased.has(row.note_id)),
      { unlessPresent: ['note_id', 'version'] },
    );
    await context.tables.remove('client_note_versions', 'note_id', [...erased]);
  },
});
