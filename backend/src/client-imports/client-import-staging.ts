import { sql, type Kysely } from 'kysely';

// The staged rows of an upload (tables of this module, migrations/2026_11_27_000100_client_imports.ts).
// Rows hold personal data: deleted when the import ends or is cancelled; an upload never started goes
// after a day, an import's error report after 30 days.

export type StagedUpload = {
  id: string;
  createdBy: string | null;
  fileName: string;
  encoding: string;
  headers: string[];
  totalRows: number;
};
export type StagedRow = { rowIndex: number; cells: string[] };
export type RefusedRow = StagedRow & { problem: string };

const insertChunk = 1000;

export async function saveUpload(db: Kysely<unknown>, upload: StagedUpload, rows: readonly string[][]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`
      insert into client_import_uploads (id, created_by, file_name, encoding, headers, total_rows)
      values (${upload.id}, ${upload.createdBy}, ${upload.fileName}, ${upload.encoding}, ${JSON.stringify(upload.headers)}::jsonb, ${upload.totalRows})`.execute(
      trx,
    );
    for (let start = 0; start < rows.length; start += insertChunk) {
      const chunk = rows.slice(start, start + insertChunk);
      // One statement per chunk: the cells travel as one JSON array, unpacked by PostgreSQL.
      await sql`
        insert into client_import_rows (import_id, row_index, cells)
        select ${upload.id}, ${start} + ordinality::int - 1, value
        from jsonb_array_elements(${JSON.stringify(chunk)}::jsonb) with ordinality`.execute(trx);
    }
  });
}

export async function forgetStaleUploads(db: Kysely<unknown>): Promise<void> {
  await sql`
    with stale as (delete from client_import_uploads where created_at < now() - interval '1 day' returning id)
    delete from client_import_rows where import_id in (select id from stale)`.execute(db);
  await sql`delete from client_import_errors where created_at < now() - interval '30 days'`.execute(db);
}

export async function findUpload(db: Kysely<unknown>, id: string): Promise<StagedUpload | null> {
  const { rows } = await sql<{
    id: string;
    created_by: string | null;
    file_name: string;
    encoding: string;
    headers: string[];
    total_rows: number;
  }>`
    select id, created_by, file_name, encoding, headers, total_rows from client_import_uploads where id = ${id}`.execute(db);
  const row = rows[0];
  return row
    ? {
        id: row.id,
        createdBy: row.created_by,
        fileName: row.file_name,
        encoding: row.encoding,
        headers: row.headers,
        totalRows: row.total_rows,
      }
    : null;
}

export async function stagedRows(db: Kysely<unknown>, id: string, fromIndex: number, limit: number): Promise<StagedRow[]> {
  const { rows } = await sql<{ row_index: number; cells: string[] }>`
    select row_index, cells from client_import_rows
    where import_id = ${id} and row_index >= ${fromIndex} order by row_index limit ${limit}`.execute(db);
  return rows.map((row) => ({ rowIndex: row.row_index, cells: row.cells }));
}

// The upload and its rows; the error report stays (it is what the person downloads afterwards).
export async function deleteStaged(db: Kysely<unknown>, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`delete from client_import_rows where import_id = ${id}`.execute(trx);
    await sql`delete from client_import_uploads where id = ${id}`.execute(trx);
  });
}

// Written again by a retried batch: the same rows with the same problems.
export async function recordRefusedRows(db: Kysely<unknown>, id: string, refused: readonly RefusedRow[]): Promise<void> {
  if (refused.length === 0) return;
  const payload = refused.map((row) => ({ i: row.rowIndex, p: row.problem, c: row.cells }));
  await sql`
    insert into client_import_errors (import_id, row_index, problem, cells)
    select ${id}, (value->>'i')::int, value->>'p', value->'c' from jsonb_array_elements(${JSON.stringify(payload)}::jsonb)
    on conflict do nothing`.execute(db);
}

export async function refusedRows(db: Kysely<unknown>, id: string): Promise<RefusedRow[]> {
  const { rows } = await sql<{ row_index: number; problem: string; cells: string[] }>`
    select row_index, problem, cells from client_import_errors where import_id = ${id} order by row_index`.execute(db);
  return rows.map((row) => ({ rowIndex: row.row_index, problem: row.problem, cells: row.cells }));
}
