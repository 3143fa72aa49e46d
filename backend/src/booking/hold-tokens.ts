import { createHash, randomBytes } from 'node:crypto';

// A hold placed online belongs to whoever holds its token: 32 random bytes, base64url, handed to the
// visitor once. The day stream stores only the token's SHA-256 (hex), so reading the events never
// lets anyone book or release someone else's hold.

export const newHoldToken = (): string => randomBytes(32).toString('base64url');

export const hashHoldToken = (token: string): string => createHash('sha256').update(token.trim(), 'utf8').digest('hex');

// X-Booking-Visitor: a random id the booking page keeps for the visitor (8 to 64 letters, digits, - or _).
const visitorPattern = /^[A-Za-z0-9_-]{8,64}$/;

export type VisitorHeader = { ok: true; visitorId: string | null } | { ok: false };

// The visitor a hold counts against: the signed-in user, else the header's id, else the caller's address.
export function visitorOf(userId: string | null, header: string | undefined, ip: string | undefined): VisitorHeader {
  if (userId) return { ok: true, visitorId: `user:${userId}` };
  if (header === undefined || header === '') return { ok: true, visitorId: `ip:${ip ?? 'unknown'}` };
  if (!visitorPattern.test(header)) return { ok: false };
  return { ok: true, visitorId: `visitor:${header}` };
}
