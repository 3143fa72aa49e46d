import { sql, type Kysely } from 'kysely';

// Opaque bearer tokens: only their SHA-256 is stored, so a database leak yields no usable token.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table auth_sessions (
      token_hash text primary key,
      user_id text not null,
      role text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index auth_sessions_user on auth_sessions (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table auth_sessions`.execute(db);
}
