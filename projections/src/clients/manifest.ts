import type { ProjectionModule } from '../engine/projection-module';
import { clientNoteProjection } from './client-note-projection';
import type { ClientNoteTable, ClientNoteVersionTable } from './client-note-table';
import { clientProjection } from './client-projection';
import type { ClientTable } from './client-table';

export type ClientsTables = { clients: ClientTable; client_notes: ClientNoteTable; client_note_versions: ClientNoteVersionTable };

export const clientsProjections: ProjectionModule<ClientsTables> = {
  name: 'clients',
  projections: [clientProjection, clientNoteProjection],
};
