import { sql, type Kysely } from 'kysely';

// Each data subject's (a client's, an account's) own key, wrapped by the master key; the sealed fields of
// their events can be read only while it is here. Destroying it (wrapped_key null, destroyed_at set) is
// the erasure: the row stays as a tombstone, so no key is ever made again for that subject.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table personal_data_keys (
      subject text primary key,
      wrapped_key bytea,
      created_at timestamptz not null default now(),
      destroyed_at timestamptz,
      check ((wrapped_key is null) = (destroyed_at is not null))
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table personal_data_keys`.execute(db);
}
