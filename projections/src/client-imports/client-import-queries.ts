import type { Selectable } from 'kysely';
import type { ClientImport } from '@chairside/shared/client-imports/client-import-dto';
import type { ReadDb } from '../database';
import type { ClientImportTable } from './client-import-table';

function toClientImport(row: Selectable<ClientImportTable>): ClientImport {
  return {
    id: row.id,
    fileName: row.file_name,
    status: row.status as ClientImport['status'],
    duplicates: row.duplicates as ClientImport['duplicates'],
    totalRows: row.total_rows,
    processedRows: row.processed_rows,
    imported: row.imported,
    merged: row.merged,
    skipped: row.skipped,
    failed: row.failed,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

export async function getClientImport(db: ReadDb, id: string): Promise<ClientImport | null> {
  const row = await db.selectFrom('client_imports').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toClientImport(row) : null;
}

// The header row of an import's file, for its error report.
export async function clientImportHeaders(db: ReadDb, id: string): Promise<string[] | null> {
  const row = await db.selectFrom('client_imports').select('headers').where('id', '=', id).executeTakeFirst();
  return row?.headers ?? null;
}

export async function listClientImports(db: ReadDb, limit = 10): Promise<ClientImport[]> {
  const rows = await db.selectFrom('client_imports').selectAll().orderBy('started_at', 'desc').orderBy('id').limit(limit).execute();
  return rows.map(toClientImport);
}
