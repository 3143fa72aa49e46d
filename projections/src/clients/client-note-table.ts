import { column, defineTable, type TableRow } from '../engine/table-definition';

// Client notes as they read now (the latest version), found by client, by appointment, and pinned ones
// (alerts) by client. A deleted note keeps its row, marked deleted, so its history stays reachable.
export const clientNoteTable = defineTable(
  'client_notes',
  {
    id: column.text(),
    client_id: column.text(),
    appointment_id: column.text().nullable(),
    version: column.integer(),
    text: column.text(),
    pinned: column.boolean(),
    deleted: column.boolean(),
    created_at: column.timestamptz(),
    created_by: column.text().nullable(),
    updated_at: column.timestamptz(),
    updated_by: column.text().nullable(),
  },
  {
    primaryKey: ['id'],
    indexes: [['client_id'], ['appointment_id']],
  },
);

// Every version of every note, as written (who: the event's user; a restore names the version it brought back).
export const clientNoteVersionTable = defineTable(
  'client_note_versions',
  {
    note_id: column.text(),
    version: column.integer(),
    text: column.text(),
    pinned: column.boolean(),
    restored_from_version: column.integer().nullable(),
    author_id: column.text().nullable(),
    at: column.timestamptz(),
  },
  { primaryKey: ['note_id', 'version'] },
);

export type ClientNoteTable = TableRow<typeof clientNoteTable>;
export type ClientNoteVersionTable = TableRow<typeof clientNoteVersionTable>;
export const createClientNoteTable = clientNoteTable.create;
export const createClientNoteVersionTable = clientNoteVersionTable.create;
