import { sql } from 'kysely';
import type { NoteTemplate } from '@chairside/shared/note-templates/note-template-dto';
import type { ReadDb } from '../database';

// Templates by name (active ones only unless asked).
export async function listNoteTemplates(db: ReadDb, filter: { includeArchived: boolean }): Promise<NoteTemplate[]> {
  let query = db.selectFrom('note_templates').selectAll().orderBy('name').orderBy('id');
  if (!filter.includeArchived) query = query.where('archived', '=', false);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    body: row.body,
    archived: row.archived,
    updatedAt: row.updated_at.toISOString(),
  }));
}

// The id of the active template with this name, whatever its case.
export async function findActiveNoteTemplateByName(db: ReadDb, name: string): Promise<string | null> {
  const row = await db
    .selectFrom('note_templates')
    .select('id')
    .where(sql<string>`lower(name)`, '=', name.trim().toLowerCase())
    .where('archived', '=', false)
    .executeTakeFirst();
  return row?.id ?? null;
}
