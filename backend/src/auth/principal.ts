import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { ReadDb } from '@chairside/projections/database';
import { findAccountStatus } from '@chairside/projections/identity/identity-queries';

export type Role = 'admin' | 'staff' | 'client';

export type Principal = { userId: string; role: Role };

// The socket handshake and the API both authenticate through this hook.
export type TokenVerifier = (token: string) => Promise<Principal | null>;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// SPEC §3: admin and client are roles; any other value is staff.
export function toRole(value: string): Role {
  return value === 'admin' || value === 'client' ? value : 'staff';
}

// The role comes from the users read model (identity's, through its queries), not the session, so a role
// change applies at once, and a deactivated user's sessions stop working. Sessions are only created by
// sign-in, which reads the same read model, and users are never removed from it, so a session without a
// user row exists only when made by the test helper (test-session.ts) for an id no user has: it keeps its
// stored role.
export function createSessionTokenVerifier(db: Kysely<unknown>, readDb: ReadDb): TokenVerifier {
  return async (token) => {
    if (!token || token.length > 512) return null;
    const session = await liveSession(db, hashToken(token));
    if (!session) return null;
    const account = await findAccountStatus(readDb, session.user_id).catch((error: unknown) => {
      // Before the projections process first ran there is no users view, and so no signed-in user either.
      if ((error as { code?: string }).code !== '42P01') throw error;
      return null;
    });
    if (account?.isActive === false) return null;
    return { userId: session.user_id, role: toRole(account?.role ?? session.role) };
  };
}

async function liveSession(db: Kysely<unknown>, tokenHash: string): Promise<{ user_id: string; role: string } | undefined> {
  const { rows } = await sql<{ user_id: string; role: string }>`
    select user_id, role from auth_sessions
    where token_hash = ${tokenHash} and revoked_at is null and expires_at > now()`.execute(db);
  return rows[0];
}
