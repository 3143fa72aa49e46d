import type { Response } from 'express';
import type { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { MINUTE_MS, minutesToMs } from '@chairside/shared/format/durations';

// rate-limiter-flexible counts a limit's duration in seconds.
const minutes = (n: number) => minutesToMs(n) / 1000;

// Limits of sign-in and password recovery; Redis-backed so every backend replica counts together.
export const authLimits = {
  // Failed sign-ins: per account and address (one person guessing), per account from any address (a
  // guesser spreading over many addresses), and per address (one guesser trying many accounts).
  loginPerIdentifier: { points: 5, duration: minutes(15) },
  loginPerAccount: { points: 8, duration: minutes(15) },
  loginPerIp: { points: 50, duration: minutes(15) },
  recoveryPerIdentifier: { points: 3, duration: minutes(60) },
  recoveryPerIp: { points: 20, duration: minutes(60) },
  // Reset attempts (tokens and SMS codes) per address: slows guessing across many codes.
  resetPerIp: { points: 30, duration: minutes(15) },
  // Wrong current passwords when changing one's password: a borrowed session cannot guess it.
  passwordChangePerUser: { points: 5, duration: minutes(15) },
} as const;

export type AuthLimiters = Record<keyof typeof authLimits, RateLimiterRedis>;

export function createAuthLimiters(redis: Redis, redisPrefix: string): AuthLimiters {
  const entries = Object.entries(authLimits).map(([name, limit]) => [
    name,
    new RateLimiterRedis({ storeClient: redis, keyPrefix: `${redisPrefix}:rate:${name}`, ...limit }),
  ]);
  return Object.fromEntries(entries) as AuthLimiters;
}

export class RateLimited extends Error {
  // firstRefusal: this attempt is the one that went over a limit in its window (later ones in the same
  // window are refused too, but are not the first), so a flood of refused attempts is recorded once.
  constructor(
    readonly retryAfterMs: number,
    readonly firstRefusal = false,
  ) {
    super('rate limited');
    this.name = 'RateLimited';
  }
}

// Spends one point on each limiter (penalty first, so a burst of parallel requests cannot slip through
// between a check and a count); throws RateLimited with the longest wait when any is used up.
export async function spend(attempts: [RateLimiterRedis, string][]): Promise<void> {
  let retryAfterMs = 0;
  let firstRefusal = false;
  for (const [limiter, key] of attempts) {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      retryAfterMs = Math.max(retryAfterMs, error.msBeforeNext);
      // Redis counts atomically, so of parallel attempts exactly one is the first over the limit.
      if (error.consumedPoints === limiter.points + 1) firstRefusal = true;
    }
  }
  if (retryAfterMs > 0) throw new RateLimited(retryAfterMs, firstRefusal);
}

export function sendRateLimited(res: Response, error: RateLimited, what: string, advice?: string): void {
  const waitMinutes = Math.max(1, Math.ceil(error.retryAfterMs / MINUTE_MS));
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterMs / 1000))));
  res.status(429).json({
    error: `Too many ${what}. Try again in ${waitMinutes} ${waitMinutes === 1 ? 'minute' : 'minutes'}.${advice ? ` ${advice}.` : ''}`,
  });
}
