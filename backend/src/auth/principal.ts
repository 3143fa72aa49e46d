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

export function createSessionTokenVerifier(db: Kysely<unknown>): TokenVerifier {
  return async (token) => {
    if (!token || token.length > 512) return null;
    const { rows } = await sql<{ user_id: string; role: string }>`
      select user_id, role from auth_sessions
      where token_hash = ${hashToken(token)} and revoked_at is null and expires_at > now()`.execute(db);
    const row = rows[0];
    return row ? { userId: row.user_id, role: toRole(row.role) } : null;
  };
}
