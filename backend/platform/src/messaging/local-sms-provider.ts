import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { SmsProvider } from './sms-provider-port';

// key: the idempotency key the message was sent with (null without one); attempts: how often it was asked to
// send it (more than 1: resent, and dropped as a provider with idempotency keys drops it).
export type SmsRecord = { id: string; to: string; body: string; category: string; key: string | null; attempts: number; createdAt: Date };

// Development and tests: each message is kept in `sms_messages` (tests read it) and printed, so a person
// running `npm start` can read a reset code in the terminal. A message whose idempotency key it has already
// sent is not sent again (the row counts the attempt), as a real provider honours its idempotency key.
export function createLocalSmsProvider(db: Kysely<unknown>, logger?: Logger): SmsProvider {
  return {
    async send(message) {
      const { rows } = await sql<{ attempts: number }>`
        insert into sms_messages (to_number, body, category, message_key)
        values (${message.to}, ${message.body}, ${message.category}, ${message.idempotencyKey ?? null})
        on conflict (message_key) do update set send_attempts = sms_messages.send_attempts + 1
        returning send_attempts as attempts`.execute(db);
      // The log carries no one's number or name: the number's last digits, and the text only of a code
      // (reset codes are what a person running `npm start` reads here); the rest is in sms_messages.
      const tail = `…${message.to.replace(/[^0-9]/g, '').slice(-3)}`;
      if ((rows[0]?.attempts ?? 1) > 1) {
        logger?.info({ category: message.category }, `SMS to ${tail} asked again under its idempotency key; not sent twice`);
        return;
      }
      const text = message.category === 'password-reset' ? message.body : `(${message.category}; text in sms_messages)`;
      logger?.info({ category: message.category }, `SMS to ${tail}: ${text}`);
    },
  };
}

// Oldest first, as they were sent.
export async function listSmsMessages(db: Kysely<unknown>, to: string): Promise<SmsRecord[]> {
  const { rows } = await sql<{
    id: string;
    to_number: string;
    body: string;
    category: string;
    message_key: string | null;
    send_attempts: number;
    created_at: Date;
  }>`
    select id, to_number, body, category, message_key, send_attempts, created_at from sms_messages
    where to_number = ${to}
    order by created_at, id`.execute(db);
  return rows.map((row) => ({
    id: row.id,
    to: row.to_number,
    body: row.body,
    category: row.category,
    key: row.message_key,
    attempts: row.send_attempts,
    createdAt: row.created_at,
  }));
}
