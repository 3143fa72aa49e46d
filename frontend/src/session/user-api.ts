import { userSchema, verifyReplySchema, type User } from '@chairside/shared/identity/identity-dto';
import { apiRequest } from '../api/api-client';
import { storeUser } from './session-storage';
import { sessionAtom, sessionStore } from './session-state';

// SPEC §7.2 GET /api/auth/verify, the session check: whether the stored token still opens a session, and
// whose. App start asks it (SPEC §4.1 "refreshed from the server") rather than reading the stored user's id.
export async function verifySession(): Promise<User> {
  return (await apiRequest('/api/auth/verify', { schema: verifyReplySchema })).user;
}

export async function fetchUser(id: string): Promise<User> {
  return apiRequest(`/api/users/${encodeURIComponent(id)}`, { schema: userSchema });
}

// Reads the signed-in user again and keeps it locally (SPEC §4.1 window focus, §7.2 GET /api/users/{id}).
export async function refreshSessionUser(userId: string): Promise<void> {
  const fresh = await fetchUser(userId);
  // The user may have signed out, or someone else signed in, while the request was in flight.
  if (sessionStore.get(sessionAtom).user?.id !== fresh.id) return;
  storeUser(fresh);
  sessionStore.set(sessionAtom, { status: 'authenticated', user: fresh });
}
