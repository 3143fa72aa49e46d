import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { HOUR_MS } from '@chairside/shared/format/durations';
import { hashToken } from './principal';

// How long a sign-in lasts; the one place it is set.
export const SESSION_LIFETIME_MS = 12 * HOUR_MS;

export type NewSession = { token: string; expiresAt: Date };

// An opaque random token; only its SHA-256 is stored, so the table alone signs nobody in.
export async function createSession(
  db: Kysely<unknown>,
  user: { userId: string; role: string },
  lifetimeMs = SESSION_LIFETIME_MS,
): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + lifetimeMs);
  await sql`delete from auth_sessions where user_id = ${user.userId} and expires_at < now() - interval '1 day'`.execute(db);
  await sql`
    insert into auth_sessions (token_hash, user_id, role, expires_at)
    values (${hashToken(token)}, ${user.userId}, ${user.role}, ${expiresAt})`.execute(db);
  return { token, expiresAt };
}

// Every backend process hears a revocation on this channel (its user id as the payload) and drops that
// user's sockets whose sign-in no longer holds (live/room-guard.ts).
export const SESSIONS_REVOKED_CHANNEL = 'sessions_revoked';

export async function revokeSession(db: Kysely<unknown>, token: string): Promise<void> {
  await sql`
    with revoked as (
      update auth_sessions set revoked_at = now() where token_hash = ${hashToken(token)} and revoked_at is null returning user_id)
    select pg_notify(${SESSIONS_REVOKED_CHANNEL}, user_id) from (select distinct user_id from revoked) users`.execute(db);
}

// Password reset and change sign the user out everywhere (but the session that changed it, if any).
export async function revokeUserSessions(db: Kysely<unknown>, userId: string, options: { except?: string } = {}): Promise<void> {
  const keep = options.except ? hashToken(options.except) : '';
  await sql`
    with revoked as (
      update auth_sessions set revoked_at = now()
      where user_id = ${userId} and revoked_at is null and token_hash <> ${keep} returning user_id)
    select pg_notify(${SESSIONS_REVOKED_CHANNEL}, user_id) from (select distinct user_id from revoked) users`.execute(db);
}
