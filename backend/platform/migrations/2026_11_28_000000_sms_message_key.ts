import { sql, type Kysely } from 'kysely';

// The local SMS provider behaves as a provider with idempotency keys does: one text per key, however often it
// is asked (a worker that died after sending, before its job was marked done, sends again). It keeps the key
// and how many times it was asked, so a test can tell a resend that was dropped from a second text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sms_messages add column message_key text, add column send_attempts integer not null default 1`.execute(db);
  // Texts without a key (null) are all distinct.
  await sql`create unique index sms_messages_message_key on sms_messages (message_key)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index sms_messages_message_key`.execute(db);
  await sql`alter table sms_messages drop column message_key, drop column send_attempts`.execute(db);
}
