import { column, defineTable, type TableRow } from '../engine/table-definition';

// CSV imports of clients, newest first on /clients-import, with their progress (counts, no personal data).
export const clientImportTable = defineTable(
  'client_imports',
  {
    id: column.text(),
    file_name: column.text(),
    headers: column.jsonb<string[]>(),
    status: column.text(),
    duplicates: column.text(),
    total_rows: column.integer(),
    processed_rows: column.integer(),
    imported: column.integer(),
    merged: column.integer(),
    skipped: column.integer(),
    failed: column.integer(),
    started_at: column.timestamptz(),
    finished_at: column.timestamptz().nullable(),
  },
  { primaryKey: ['id'], indexes: [['started_at']] },
);

export type ClientImportTable = TableRow<typeof clientImportTable>;
export const createClientImportTable = clientImportTable.create;
