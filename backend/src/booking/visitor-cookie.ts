import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { Redis } from 'ioredis';

// Who an anonymous visitor of the booking page is: an id the server issues in a signed cookie
// (`<id>.<HMAC-SHA256 of the id under the server's secret>`, httpOnly, SameSite=Lax, only sent to the public
// booking API). A caller cannot pick or forge it, so the "2 holds at once" limit cannot be dodged by
// inventing ids; a new id costs one of the address's few issues a minute (public-rate-limits.ts).

export const VISITOR_COOKIE = 'chairside_booking_visitor';
const idPattern = /^[A-Za-z0-9_-]{24}$/;
// A visitor keeps their id for 30 days (their holds last minutes; the id only needs to outlive them).
const maxAgeSeconds = 30 * 24 * 60 * 60;

const sign = (secret: string, id: string) => createHmac('sha256', secret).update(`booking-visitor:${id}`).digest('base64url');

export const newVisitorCookie = (secret: string): { id: string; value: string } => {
  const id = randomBytes(18).toString('base64url');
  return { id, value: `${id}.${sign(secret, id)}` };
};

// The id in a cookie value when its signature is ours, else null (unsigned, forged, or signed with another secret).
export function verifiedVisitor(secret: string, value: string | undefined): string | null {
  if (!value) return null;
  const [id, signature, ...rest] = value.split('.');
  if (!id || !signature || rest.length > 0 || !idPattern.test(id)) return null;
  const expected = Buffer.from(sign(secret, id));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

export function cookieValue(req: Request, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

export function setVisitorCookie(req: Request, res: Response, value: string): void {
  res.cookie(VISITOR_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.secure,
    path: '/api/public/booking',
    maxAge: maxAgeSeconds * 1000,
  });
}

// The secret the cookies are signed with: BOOKING_VISITOR_SECRET (at least 32 characters), else one made
// once and kept in Redis, so every backend process sharing that Redis signs and checks alike. Set it in
// production so a flushed Redis does not turn every visitor into a new one.
export async function visitorSecret(redis: Redis, redisPrefix: string, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const configured = env.BOOKING_VISITOR_SECRET?.trim();
  if (configured) {
    if (configured.length < 32) throw new Error('BOOKING_VISITOR_SECRET must be at least 32 characters');
    return configured;
  }
  const key = `${redisPrefix}:booking:visitor-secret`;
  await redis.set(key, randomBytes(32).toString('base64url'), 'NX');
  const kept = await redis.get(key);
  if (!kept) throw new Error('The booking visitor secret could not be kept in Redis');
  return kept;
}
