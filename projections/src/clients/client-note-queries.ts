import type { ClientAlert, ClientNote, ClientNoteVersion } from '@chairside/shared/clients/client-note-dto';
import type { ReadDb } from '../database';
import { mergedClientIds } from './client-queries';
import { userProfilesByIds, type UserProfile } from '../identity/identity-queries';

type Author = { userId: string | null; name: string };

// Who wrote a version: the account's name, "System" for the seed and workers, "Unknown user" for an
// account that no longer reads as one.
async function authorsOf(db: ReadDb, userIds: readonly (string | null)[]): Promise<(userId: string | null) => Author> {
  const profiles = await userProfilesByIds(
    db,
    userIds.filter((id): id is string => id !== null),
  );
  const nameOf = (profile: UserProfile | undefined) => (profile ? `${profile.firstName} ${profile.lastName}`.trim() : '');
  return (userId) => ({ userId, name: userId === null ? 'System' : nameOf(profiles.get(userId)) || 'Unknown user' });
}

// The notes of a client (their appointments' notes included) or of one appointment: pinned ones first,
// then the most recently changed. Deleted ones only when asked.
export async function listClientNotes(
  db: ReadDb,
  filter: ({ clientId: string } | { appointmentId: string }) & { includeDeleted: boolean },
): Promise<ClientNote[]> {
  let query = db.selectFrom('client_notes').selectAll();
  // A client's notes include those of the clients merged into them.
  query =
    'clientId' in filter
      ? query.where('client_id', 'in', await mergedClientIds(db, filter.clientId))
      : query.where('appointment_id', '=', filter.appointmentId);
  if (!filter.includeDeleted) query = query.where('deleted', '=', false);
  const rows = await query.orderBy('pinned', 'desc').orderBy('updated_at', 'desc').orderBy('id').limit(500).execute();
  const author = await authorsOf(
    db,
    rows.flatMap((row) => [row.created_by, row.updated_by]),
  );
  return rows.map((row) => ({
    id: row.id,
    clientId: row.client_id,
    appointmentId: row.appointment_id,
    version: row.version,
    text: row.text,
    pinned: row.pinned,
    deleted: row.deleted,
    createdAt: row.created_at.toISOString(),
    createdBy: author(row.created_by),
    updatedAt: row.updated_at.toISOString(),
    updatedBy: author(row.updated_by),
  }));
}

// Every version of one note, newest first, with who wrote it; null for a note that does not exist.
export async function listClientNoteVersions(db: ReadDb, noteId: string): Promise<ClientNoteVersion[] | null> {
  const rows = await db.selectFrom('client_note_versions').selectAll().where('note_id', '=', noteId).orderBy('version', 'desc').execute();
  if (rows.length === 0) return null;
  const author = await authorsOf(
    db,
    rows.map((row) => row.author_id),
  );
  return rows.map((row) => ({
    version: row.version,
    text: row.text,
    pinned: row.pinned,
    restoredFromVersion: row.restored_from_version,
    at: row.at.toISOString(),
    author: author(row.author_id),
  }));
}

// The pinned notes (alerts) of some clients, oldest first per client: two queries however many clients
// (a day's calendar, a checkout's cart). A client merged into another answers with the survivor's alerts
// (their visits still name them; their notes now live on the survivor).
export async function clientAlertsByIds(db: ReadDb, clientIds: readonly string[]): Promise<ClientAlert[]> {
  const asked = [...new Set(clientIds)];
  if (asked.length === 0) return [];
  const merged = await db
    .selectFrom('clients')
    .select(['id', 'merged_into'])
    .where('id', 'in', asked)
    .where('merged_into', 'is not', null)
    .execute();
  const holderOf = new Map(asked.map((id) => [id, id]));
  for (const row of merged) if (row.merged_into) holderOf.set(row.id, row.merged_into);
  const rows = await db
    .selectFrom('client_notes')
    .select(['id', 'client_id', 'text'])
    .where('client_id', 'in', [...new Set(holderOf.values())])
    .where('pinned', '=', true)
    .where('deleted', '=', false)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return asked.flatMap((clientId) =>
    rows.filter((row) => row.client_id === holderOf.get(clientId)).map((row) => ({ clientId, noteId: row.id, text: row.text })),
  );
}

// Every note of a client, deleted ones included, each with all its versions (the subject-access export).
export async function listClientNotesWithVersions(
  db: ReadDb,
  clientId: string,
): Promise<(ClientNote & { versions: ClientNoteVersion[] })[]> {
  const notes = await listClientNotes(db, { clientId, includeDeleted: true });
  const versions = await Promise.all(notes.map((note) => listClientNoteVersions(db, note.id)));
  return notes.map((note, index) => ({ ...note, versions: versions[index] ?? [] }));
}
