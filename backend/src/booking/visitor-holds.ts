import type { Redis } from 'ioredis';

// Redis-side bookkeeping of online holds, shared by every backend process:
// - the holds a visitor has right now (a sorted set scored by expiry), so a visitor holds at most
//   MAX_HOLDS_PER_VISITOR slots at once. A place is taken atomically (one Lua script) BEFORE the hold is
//   appended, and given back when the append is refused, the hold is released or booked. Lapsed holds fall
//   out by their score, so a forgotten hold frees its place on its own.
// - which day book holds a hold (holdId → location and date), so release and booking find it without
//   scanning the event store (findHoldDay remains the fallback).

export type HoldPlace = { holdId: string; expiresAtMs: number };
export type HoldDay = { locationId: string; date: string };

const reserveScript = `
redis.call('zremrangebyscore', KEYS[1], '-inf', ARGV[1])
if redis.call('zcard', KEYS[1]) >= tonumber(ARGV[2]) then return 0 end
redis.call('zadd', KEYS[1], ARGV[3], ARGV[4])
redis.call('pexpireat', KEYS[1], redis.call('zrange', KEYS[1], -1, -1, 'WITHSCORES')[2])
return 1`;

export type VisitorHolds = {
  // True when the visitor had a free place, which is now theirs for this hold.
  reserve(visitorId: string, place: HoldPlace, max: number, nowMs: number): Promise<boolean>;
  free(visitorId: string, holdId: string): Promise<void>;
  rememberDay(holdId: string, day: HoldDay, ttlSeconds: number): Promise<void>;
  dayOf(holdId: string): Promise<HoldDay | null>;
};

export function visitorHolds(redis: Redis, redisPrefix: string): VisitorHolds {
  const visitorKey = (visitorId: string) => `${redisPrefix}:booking:visitor:${visitorId}`;
  const dayKey = (holdId: string) => `${redisPrefix}:booking:hold-day:${holdId}`;
  return {
    async reserve(visitorId, place, max, nowMs) {
      const reserved = await redis.eval(
        reserveScript,
        1,
        visitorKey(visitorId),
        String(nowMs),
        String(max),
        String(place.expiresAtMs),
        place.holdId,
      );
      return reserved === 1;
    },
    async free(visitorId, holdId) {
      await redis.zrem(visitorKey(visitorId), holdId);
    },
    async rememberDay(holdId, day, ttlSeconds) {
      await redis.set(dayKey(holdId), JSON.stringify(day), 'EX', ttlSeconds);
    },
    async dayOf(holdId) {
      const stored = await redis.get(dayKey(holdId));
      if (!stored) return null;
      const day = JSON.parse(stored) as Partial<HoldDay>;
      return typeof day.locationId === 'string' && typeof day.date === 'string' ? { locationId: day.locationId, date: day.date } : null;
    },
  };
}
