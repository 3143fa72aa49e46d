import { sql, type Kysely } from 'kysely';

// A runner that keeps failing (a batch that throws, a table it cannot write) retries for ever and only said
// so in its log: its last error is kept with the checkpoint, so the status and the audit screen show it,
// until a batch folds again.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table projection_checkpoints add column last_error text, add column failed_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table projection_checkpoints drop column last_error, drop column failed_at`.execute(db);
}
