import { userSchema, type User } from '@chairside/shared/identity/identity-dto';

// SPEC §4.1: the user object and the token are kept locally, and so is the profile picture if present.
export const storageKeys = {
  token: 'chairside_token',
  user: 'chairside_user',
  profilePicture: 'chairside_profile_picture',
} as const;

export function readStoredToken(): string | null {
  return localStorage.getItem(storageKeys.token);
}

export function readStoredUser(): User | null {
  const raw = localStorage.getItem(storageKeys.user);
  if (!raw) return null;
  try {
    const parsed = userSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: User): void {
  localStorage.setItem(storageKeys.token, token);
  storeUser(user);
}

export function storeUser(user: User): void {
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  if (user.profilePicture) localStorage.setItem(storageKeys.profilePicture, user.profilePicture);
  else localStorage.removeItem(storageKeys.profilePicture);
}

export function clearStoredSession(): void {
  for (const key of Object.values(storageKeys)) localStorage.removeItem(key);
  // Cached permissions belong to the session too (SPEC §6.4).
  for (let index = localStorage.length - 1; index >= 0; index -= 1) {
    const key = localStorage.key(index);
    if (key?.startsWith('chairside_permissions_')) localStorage.removeItem(key);
  }
}
