import { createHash, randomBytes } from 'node:crypto';

// A hold placed online belongs to whoever holds its token: 32 random bytes, base64url, handed to the
// visitor once. The day stream stores only the token's SHA-256 (hex), so reading the events never
// lets anyone book or release someone else's hold.

export const newHoldToken = (): string => randomBytes(32).toString('base64url');

export const hashHoldToken = (token: string): string => createHash('sha256').update(token.trim(), 'utf8').digest('hex');

// The visitor a hold counts against: the signed-in user, else the id in the server-issued visitor cookie.
export const visitorKeyOf = (who: { userId: string } | { cookieId: string }): string =>
  'userId' in who ? `user:${who.userId}` : `visitor:${who.cookieId}`;
