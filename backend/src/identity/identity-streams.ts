import { claimHash } from '@chairside/platform/personal-data/claim-hash';

export const userStream = (userId: string) => `user-${userId}`;
export const permissionGroupStream = (groupId: string) => `permission-group-${groupId}`;

// Sign-in events (SignedIn, SignInFailed, SignedOut): an account's own, and one stream per UTC day for
// names that matched nobody. A category of their own, so a sign-in never waits on an edit of the user.
export const signInStream = (userId: string) => `signins-${userId}`;
export const unknownSignInStream = (at: Date) => `signins-unknown-${at.toISOString().slice(0, 10)}`;

// client-email and client-phone: a client typed while booking (the phone in E.164), so two desks typing the
// same new client at once create one.
export type UniqueValueKind = 'username' | 'email' | 'group-name' | 'client-email' | 'client-phone';

// The value is an HMAC under a secret key (claim-hash.ts), so stream names carry no e-mail address, no odd
// characters, and no hash anyone could reverse by hashing every phone number.
export function uniqueValueStream(kind: UniqueValueKind, value: string): string {
  return `unique-${kind}-${claimHash(value.trim().toLowerCase())}`;
}
