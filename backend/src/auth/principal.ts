import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

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

// The role comes from the users read model, not the session, so a role change applies at once, and
// a deactivated user's sessions stop working. Sessions are only created by sign-in, which reads the
// same read model, and users are never removed from it, so a session without a user row exists only
// when made by the test helper (test-session.ts) for an id no user has: it keeps its stored role.
export function createSessionTokenVerifier(db: Kysely<unknown>): TokenVerifier {
  return async (token) => {
    if (!token || token.length > 512) return null;
    const tokenHash = hashToken(token);
    const row = await sessionWithUser(db, tokenHash).catch(async (error: unknown) => {
      // Before the projections process first ran there is no users view, and so no signed-in user either.
      if ((error as { code?: string }).code !== '42P01') throw error;
      return sessionOnly(db, tokenHash);
    });
    if (!row || row.is_active === false) return null;
    return { userId: row.user_id, role: toRole(row.role) };
  };
}

type SessionRow = { user_id: string; role: string; is_active: boolean | null };

async function sessionWithUser(db: Kysely<unknown>, tokenHash: string): Promise<SessionRow | undefined> {
  const { rows } = await sql<SessionRow>`
    select s.user_id, coalesce(u.role, s.role) as role, u.is_active
    from auth_sessions s left join users u on u.id = s.user_id
    where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > now()`.execute(db);
  return rows[0];
}

async function sessionOnly(db: Kysely<unknown>, tokenHash: string): Promise<SessionRow | undefined> {
  const { rows } = await sql<SessionRow>`
    select user_id, role, null::boolean as is_active from auth_sessions
    where token_hash = ${tokenHash} and revoked_at is null and expires_at > now()`.execute(db);
  return rows[0];
}
