import type { Redis } from 'ioredis';

// Redis-side bookkeeping of online holds, shared by every backend process:
// - the holds a visitor has right now, and the holds placed from each address (sorted sets scored by
//   expiry), so a visitor holds at most MAX_HOLDS_PER_VISITOR slots at once and an address, whatever
//   visitors it claims to be, at most MAX_HOLDS_PER_ADDRESS. A place is taken atomically (one Lua script)
//   BEFORE the hold is appended, and given back when the append is refused, the hold is released or booked.
//   Lapsed holds fall out by their score, so a forgotten hold frees its place on its own.
// - a visitor who holds nothing yet, at an address whose places are all taken, still gets one: the
//   address's oldest hold of the visitor holding the most there is given up for it (the caller releases it
//   on its day stream). A real booker behind a shared address is never locked out by others on it.
// - which day book holds a hold (holdId → location and date), so release and booking find it without
//   scanning the event store (findHoldDay remains the fallback).

export type HoldPlace = { holdId: string; expiresAtMs: number };
export type HoldDay = { locationId: string; date: string };
export type HoldLimits = { perVisitor: number; perAddress: number };
// reserved: the place is the visitor's; `evicted` names a hold of the same address given up for it.
export type Reservation = { reserved: true; evicted: string | null } | { reserved: false; full: 'visitor' | 'address' };

// KEYS: the visitor's set, the address's set, the hold's record. ARGV: now, per-visitor max, per-address
// max, expiry, hold id, visitor id, address, key prefix. Each hold's record (visitor, address) lets a place
// be given back knowing only the hold, and lets the eviction find whose hold it is.
const reserveScript = `
local now = tonumber(ARGV[1])
redis.call('zremrangebyscore', KEYS[1], '-inf', now)
redis.call('zremrangebyscore', KEYS[2], '-inf', now)
local mine = redis.call('zcard', KEYS[1])
if mine >= tonumber(ARGV[2]) then return {0, 'visitor'} end
local evicted = ''
if redis.call('zcard', KEYS[2]) >= tonumber(ARGV[3]) then
  if mine > 0 then return {0, 'address'} end
  local held = redis.call('zrange', KEYS[2], 0, -1)
  local owners = {}
  local counts = {}
  for i, holdId in ipairs(held) do
    local owner = redis.call('hget', ARGV[8] .. 'hold:' .. holdId, 'visitor') or ''
    owners[i] = owner
    counts[owner] = (counts[owner] or 0) + 1
  end
  local most = 0
  for i, holdId in ipairs(held) do
    if counts[owners[i]] > most then most = counts[owners[i]]; evicted = holdId end
  end
  redis.call('zrem', KEYS[2], evicted)
  local owner = redis.call('hget', ARGV[8] .. 'hold:' .. evicted, 'visitor')
  if owner then redis.call('zrem', ARGV[8] .. 'visitor:' .. owner, evicted) end
  redis.call('del', ARGV[8] .. 'hold:' .. evicted)
end
redis.call('zadd', KEYS[1], ARGV[4], ARGV[5])
redis.call('zadd', KEYS[2], ARGV[4], ARGV[5])
redis.call('hset', KEYS[3], 'visitor', ARGV[6], 'address', ARGV[7])
redis.call('pexpireat', KEYS[3], ARGV[4])
redis.call('pexpireat', KEYS[1], redis.call('zrange', KEYS[1], -1, -1, 'WITHSCORES')[2])
redis.call('pexpireat', KEYS[2], redis.call('zrange', KEYS[2], -1, -1, 'WITHSCORES')[2])
return {1, evicted}`;

// KEYS: the visitor's set, the hold's record. ARGV: hold id, key prefix.
const freeScript = `
redis.call('zrem', KEYS[1], ARGV[1])
local address = redis.call('hget', KEYS[2], 'address')
if address then redis.call('zrem', ARGV[2] .. 'address:' .. address, ARGV[1]) end
redis.call('del', KEYS[2])
return 1`;

export type VisitorHolds = {
  // Takes a place for this hold, if the visitor and the address have one (see above).
  reserve(visitorId: string, address: string, place: HoldPlace, limits: HoldLimits, nowMs: number): Promise<Reservation>;
  free(visitorId: string, holdId: string): Promise<void>;
  // Whether the hold still has its place (false once freed, given up for another visitor, or lapsed).
  isHeld(holdId: string): Promise<boolean>;
  // The holds the visitor has right now (not lapsed), soonest to lapse first.
  liveHolds(visitorId: string, nowMs: number): Promise<string[]>;
  rememberDay(holdId: string, day: HoldDay, ttlSeconds: number): Promise<void>;
  dayOf(holdId: string): Promise<HoldDay | null>;
};

export function visitorHolds(redis: Redis, redisPrefix: string): VisitorHolds {
  const prefix = `${redisPrefix}:booking:`;
  const visitorKey = (visitorId: string) => `${prefix}visitor:${visitorId}`;
  const addressKey = (address: string) => `${prefix}address:${address}`;
  const holdKey = (holdId: string) => `${prefix}hold:${holdId}`;
  const dayKey = (holdId: string) => `${prefix}hold-day:${holdId}`;
  return {
    async reserve(visitorId, address, place, limits, nowMs) {
      const [reserved, detail] = (await redis.eval(
        reserveScript,
        3,
        visitorKey(visitorId),
        addressKey(address),
        holdKey(place.holdId),
        String(nowMs),
        String(limits.perVisitor),
        String(limits.perAddress),
        String(place.expiresAtMs),
        place.holdId,
        visitorId,
        address,
        prefix,
      )) as [number, string];
      if (reserved === 1) return { reserved: true, evicted: detail || null };
      return { reserved: false, full: detail === 'address' ? 'address' : 'visitor' };
    },
    async free(visitorId, holdId) {
      await redis.eval(freeScript, 2, visitorKey(visitorId), holdKey(holdId), holdId, prefix);
    },
    async isHeld(holdId) {
      return (await redis.exists(holdKey(holdId))) === 1;
    },
    async liveHolds(visitorId, nowMs) {
      return redis.zrangebyscore(visitorKey(visitorId), `(${nowMs}`, '+inf');
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
