import { sql, type Kysely } from 'kysely';

// Password recovery: an e-mailed link's token or a texted 6-digit code. Only a SHA-256 of either is
// stored; a row is single use (used_at) and an SMS code burns after 5 wrong tries (attempts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table password_resets (
      id text primary key,
      token_hash text not null,
      user_id text not null,
      channel text not null check (channel in ('email', 'sms')),
      expires_at timestamptz not null,
      used_at timestamptz,
      attempts integer not null default 0,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index password_resets_token on password_resets (token_hash)`.execute(db);
  await sql`create index password_resets_user on password_resets (user_id, channel, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table password_resets`.execute(db);
}
