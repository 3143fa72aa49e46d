import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { MINUTE_MS, minutesToMs } from '@chairside/shared/format/durations';

// The queue board's pages are plain navigations, which cannot carry the app's bearer token. An administrator
// asks the API for a link (signed, valid a minute, used once); opening it trades it for a cookie (signed, valid
// a quarter of an hour, sent only to the board's path). Both are `<fields>.<HMAC-SHA256>` under a key derived
// from the server's secret for this purpose alone, so neither can be passed off as the other or as a booking
// cookie signed with the same secret.

export const LINK_LIFETIME_MS = MINUTE_MS;
export const BOARD_SESSION_LIFETIME_MS = minutesToMs(15);

export type BoardLink = { userId: string; expiresAt: number; nonce: string };
export type BoardSession = { userId: string; expiresAt: number };

export const boardKey = (serverSecret: string): Buffer => createHmac('sha256', serverSecret).update('chairside:queue-board').digest();

const sign = (key: Buffer, kind: 'link' | 'session', fields: readonly string[]) =>
  createHmac('sha256', key)
    .update(`${kind}:${fields.join(':')}`)
    .digest('base64url');

const signatureMatches = (expected: string, given: string) => {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

const idPattern = /^[A-Za-z0-9_-]{1,64}$/;
const timePattern = /^\d{1,15}$/;
const noncePattern = /^[A-Za-z0-9_-]{22}$/;

export function issueLink(key: Buffer, userId: string, now = Date.now()): { token: string; link: BoardLink } {
  const link = { userId, expiresAt: now + LINK_LIFETIME_MS, nonce: randomBytes(16).toString('base64url') };
  const fields = [link.userId, String(link.expiresAt), link.nonce];
  return { token: [...fields, sign(key, 'link', fields)].join('.'), link };
}

// The link a token names when we signed it and it has not expired; null otherwise (whatever is wrong with it).
export function verifyLink(key: Buffer, token: string, now = Date.now()): BoardLink | null {
  const [userId, expiresAt, nonce, signature, ...rest] = token.split('.');
  if (!userId || !expiresAt || !nonce || !signature || rest.length > 0) return null;
  if (!idPattern.test(userId) || !timePattern.test(expiresAt) || !noncePattern.test(nonce)) return null;
  if (!signatureMatches(sign(key, 'link', [userId, expiresAt, nonce]), signature)) return null;
  if (Number(expiresAt) <= now) return null;
  return { userId, expiresAt: Number(expiresAt), nonce };
}

export function issueSession(key: Buffer, userId: string, now = Date.now()): { value: string; session: BoardSession } {
  const session = { userId, expiresAt: now + BOARD_SESSION_LIFETIME_MS };
  const fields = [session.userId, String(session.expiresAt)];
  return { value: [...fields, sign(key, 'session', fields)].join('.'), session };
}

export function verifySession(key: Buffer, value: string | undefined, now = Date.now()): BoardSession | null {
  if (!value) return null;
  const [userId, expiresAt, signature, ...rest] = value.split('.');
  if (!userId || !expiresAt || !signature || rest.length > 0) return null;
  if (!idPattern.test(userId) || !timePattern.test(expiresAt)) return null;
  if (!signatureMatches(sign(key, 'session', [userId, expiresAt]), signature)) return null;
  if (Number(expiresAt) <= now) return null;
  return { userId, expiresAt: Number(expiresAt) };
}
