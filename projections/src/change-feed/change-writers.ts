import { sql, type Transaction } from 'kysely';

// Transactions that write ui_changes hold this advisory key (shared) from their first write on, so
// readers of the feed wait only for them (write_horizon), not for every transaction in the database.
export const changeWritersKey = 7370003;

export async function announceChangeWriter(trx: Transaction<unknown>): Promise<void> {
  await sql`select pg_advisory_xact_lock_shared(${changeWritersKey})`.execute(trx);
}
