import { column, defineTable, type TableRow } from '../engine/table-definition';

// Note templates as /note-templates lists them; names are looked up case-insensitively among the active ones.
export const noteTemplateTable = defineTable(
  'note_templates',
  { id: column.text(), name: column.text(), body: column.text(), archived: column.boolean(), updated_at: column.timestamptz() },
  { primaryKey: ['id'], indexes: [{ expression: 'lower(name)' }] },
);

export type NoteTemplateTable = TableRow<typeof noteTemplateTable>;
export const createNoteTemplateTable = noteTemplateTable.create;
