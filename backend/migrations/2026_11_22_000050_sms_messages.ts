import type { Kysely } from 'kysely';

// The local SMS provider's table moved to the platform's migrations (2026_11_25_000000_sms_messages), which
// run first. This entry stays so databases that applied it keep a complete migration history.
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
