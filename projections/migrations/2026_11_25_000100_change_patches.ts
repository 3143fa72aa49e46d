import { sql, type Kysely } from 'kysely';

// A change notice may carry the changed records themselves (`patch`), which only sockets in `patch_rooms`
// receive: rooms whose members may read those records (e.g. a location's calendar).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ui_changes add column patch jsonb, add column patch_rooms text[] not null default '{}'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table ui_changes drop column patch, drop column patch_rooms`.execute(db);
}
