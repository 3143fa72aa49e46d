import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { hashToken, type Role } from '../auth/principal';

// A signed-in session as the login route will create it: only the token's hash is stored.
export async function createTestSession(db: Kysely<unknown>, user: { userId: string; role: Role }): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await sql`
    insert into auth_sessions (token_hash, user_id, role, expires_at)
    values (${hashToken(token)}, ${user.userId}, ${user.role}, now() + interval '1 hour')`.execute(db);
  return token;
}
