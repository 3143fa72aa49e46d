import type { Request, RequestHandler, Response } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import { RateLimited, sendRateLimited, spend } from '../identity/index';

// Per-address limits of the public booking API (Redis-backed, so every backend process counts together).
// PUBLIC_BOOKING_RATE_LIMIT_SCALE multiplies them (documented in .env.example): tests and the benchmark,
// which send everything from one address, raise them; 0 switches them off. Default 1, and 50 under
// NODE_ENV=test.
export const publicBookingLimits = {
  reads: { points: 600, duration: 60 },
  holds: { points: 30, duration: 60 },
  bookings: { points: 20, duration: 60 },
  // A signed-in client's own appointments (listing, cancelling, moving).
  mine: { points: 120, duration: 60 },
  // New visitor ids (the signed cookie): a real visitor needs one, someone rotating ids to dodge the
  // 2-holds limit needs one per hold. Spent only when an id is issued, not per request.
  visitors: { points: 20, duration: 60 },
  // A visit's manage link (viewing, cancelling, moving, making an account): few per visit, and tokens are not guessed.
  manage: { points: 60, duration: 60 },
} as const;
export type PublicLimit = keyof typeof publicBookingLimits;

const what: Record<PublicLimit, string> = {
  reads: 'requests for times',
  holds: 'holds',
  bookings: 'bookings',
  mine: 'requests',
  visitors: 'new visitors from your network',
  manage: 'requests',
};

export function rateLimitScale(env: NodeJS.ProcessEnv = process.env): number {
  const configured = env.PUBLIC_BOOKING_RATE_LIMIT_SCALE?.trim();
  if (configured) {
    const scale = Number(configured);
    if (Number.isFinite(scale) && scale >= 0) return scale;
  }
  return env.NODE_ENV === 'test' ? 50 : 1;
}

export type PublicRateLimiters = ((limit: PublicLimit) => RequestHandler) & {
  // Spends one point of `limit` for the request's address inside a handler; false (429 sent) when none is left.
  spendIn(limit: PublicLimit, req: Request, res: Response): Promise<boolean>;
};

export function publicRateLimiters(redis: Redis, redisPrefix: string, scale = rateLimitScale()): PublicRateLimiters {
  const limiters = Object.fromEntries(
    Object.entries(publicBookingLimits).map(([name, limit]) => [
      name,
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${redisPrefix}:rate:public-booking-${name}`,
        points: Math.max(1, Math.round(limit.points * scale)),
        duration: limit.duration,
      }),
    ]),
  ) as Record<PublicLimit, RateLimiterRedis>;
  const spendIn = async (limit: PublicLimit, req: Request, res: Response): Promise<boolean> => {
    if (scale === 0) return true;
    try {
      await spend([[limiters[limit], req.ip ?? 'unknown']]);
      return true;
    } catch (error) {
      if (!(error instanceof RateLimited)) throw error;
      sendRateLimited(res, error, what[limit], 'Please wait a moment before trying again');
      return false;
    }
  };
  const middleware =
    (limit: PublicLimit): RequestHandler =>
    async (req, res, next) => {
      try {
        if (await spendIn(limit, req, res)) next();
      } catch (error) {
        next(error);
      }
    };
  return Object.assign(middleware, { spendIn });
}

// The most live holds one address may have across all its visitors, scaled as the rate limits are (the e2e
// suite's browsers all share one address); 0 switches it off.
export function addressHoldCap(max: number, scale = rateLimitScale()): number {
  return scale === 0 ? Number.MAX_SAFE_INTEGER : Math.max(1, Math.round(max * scale));
}
