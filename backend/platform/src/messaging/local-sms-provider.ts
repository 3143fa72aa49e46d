import { sql, type Kysely } from 'kysely';
import type { Logger } from 'pino';
import type { SmsProvider } from './sms-provider-port';

export type SmsRecord = { id: string; to: string; body: string; category: string; createdAt: Date };

// Development and tests: each message is kept in `sms_messages` (tests read it) and printed, so a person
// running `npm start` can read a reset code in the terminal.
export function createLocalSmsProvider(db: Kysely<unknown>, logger?: Logger): SmsProvider {
  return {
    async send(message) {
      await sql`
        insert into sms_messages (to_number, body, category)
        values (${message.to}, ${message.body}, ${message.category})`.execute(db);
      // The log carries no one's number or name: the number's last digits, and the text only of a code
      // (reset codes are what a person running `npm start` reads here); the rest is in sms_messages.
      const tail = `…${message.to.replace(/[^0-9]/g, '').slice(-3)}`;
      const text = message.category === 'password-reset' ? message.body : `(${message.category}; text in sms_messages)`;
      logger?.info({ category: message.category }, `SMS to ${tail}: ${text}`);
    },
  };
}

// Oldest first, as they were sent.
export async function listSmsMessages(db: Kysely<unknown>, to: string): Promise<SmsRecord[]> {
  const { rows } = await sql<{ id: string; to_number: string; body: string; category: string; created_at: Date }>`
    select id, to_number, body, category, created_at from sms_messages
    where to_number = ${to}
    order by created_at, id`.execute(db);
  return rows.map((row) => ({ id: row.id, to: row.to_number, body: row.body, category: row.category, createdAt: row.created_at }));
}
