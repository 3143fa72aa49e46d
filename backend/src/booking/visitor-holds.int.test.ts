import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedis } from '@chairside/platform/redis';
import { MAX_HOLDS_PER_VISITOR } from '@chairside/shared/booking/booking-dto';
import { testRedisUrl } from '../../testing/test-database';
import { visitorHolds } from './visitor-holds';

// The hold limits against real Redis: parallel requests of one visitor, or of many visitors of one
// address, cannot slip past them; a lapsed hold frees its place by itself, and a freed place can be taken
// again; a visitor holding nothing at a full address gets a place given up by whoever holds the most there.

const redis = createRedis(testRedisUrl());
const holds = visitorHolds(redis, `visitor-holds-${randomUUID().slice(0, 8)}`);
afterAll(() => redis.disconnect());

const limits = { perVisitor: MAX_HOLDS_PER_VISITOR, perAddress: 6 };
const address = () => `198.51.100.${Math.floor(Math.random() * 250)}-${randomUUID().slice(0, 6)}`;
const place = (expiresAtMs: number) => ({ holdId: randomUUID(), expiresAtMs });

describe('visitor holds', () => {
  it('gives one visitor at most two places, however many ask at once', async () => {
    const visitorId = `visitor:${randomUUID()}`;
    const from = address();
    const now = Date.now();
    const asked = await Promise.all(Array.from({ length: 20 }, () => holds.reserve(visitorId, from, place(now + 300_000), limits, now)));
    expect(asked.filter((reply) => reply.reserved)).toHaveLength(MAX_HOLDS_PER_VISITOR);
    expect(asked.filter((reply) => !reply.reserved && reply.full === 'visitor')).toHaveLength(20 - MAX_HOLDS_PER_VISITOR);
    // Another visitor is not affected.
    expect(await holds.reserve(`visitor:${randomUUID()}`, from, place(now + 300_000), limits, now)).toEqual({
      reserved: true,
      evicted: null,
    });
  });

  it('frees a place on release, and by itself once the hold has lapsed', async () => {
    const visitorId = `visitor:${randomUUID()}`;
    const from = address();
    const now = Date.now();
    const first = place(now + 60_000);
    expect((await holds.reserve(visitorId, from, first, limits, now)).reserved).toBe(true);
    const second = place(now + 300_000);
    expect((await holds.reserve(visitorId, from, second, limits, now)).reserved).toBe(true);
    expect((await holds.reserve(visitorId, from, place(now + 300_000), limits, now)).reserved).toBe(false);
    expect(await holds.liveHolds(visitorId, now)).toEqual([first.holdId, second.holdId]);
    // Two minutes later the first hold has lapsed.
    expect(await holds.liveHolds(visitorId, now + 120_000)).toEqual([second.holdId]);
    expect((await holds.reserve(visitorId, from, place(now + 420_000), limits, now + 120_000)).reserved).toBe(true);
    expect((await holds.reserve(visitorId, from, place(now + 420_000), limits, now + 120_000)).reserved).toBe(false);
    await holds.free(visitorId, second.holdId);
    expect((await holds.reserve(visitorId, from, place(now + 420_000), limits, now + 120_000)).reserved).toBe(true);
  });

  it('gives one address at most its cap across visitors asking at once, and a newcomer the oldest hold of whoever holds most', async () => {
    const from = address();
    const now = Date.now();
    const rotating = Array.from({ length: 20 }, () => `visitor:${randomUUID()}`);
    // Twenty new visitors of one address at once: each is a newcomer, so each gets a place, but every one past
    // the cap is some earlier one's, given up: the address never has more than its cap.
    const asked = await Promise.all(
      rotating.map((visitorId, index) => holds.reserve(visitorId, from, place(now + 1000 + index), limits, now)),
    );
    expect(asked.filter((reply) => reply.reserved && reply.evicted)).toHaveLength(20 - limits.perAddress);
    const live = await Promise.all(rotating.map((visitorId) => holds.liveHolds(visitorId, now)));
    expect(live.flat()).toHaveLength(limits.perAddress);
    // Another address is not affected.
    const other = address();
    expect(await holds.reserve(`visitor:${randomUUID()}`, other, place(now + 2000), limits, now)).toEqual({
      reserved: true,
      evicted: null,
    });
    // A visitor who holds one at a full address gets no second.
    const heavy = `visitor:${randomUUID()}`;
    const full = address();
    const cap = { perVisitor: MAX_HOLDS_PER_VISITOR, perAddress: 3 };
    const heavyFirst = place(now + 10_000);
    expect((await holds.reserve(heavy, full, heavyFirst, cap, now)).reserved).toBe(true);
    expect((await holds.reserve(heavy, full, place(now + 20_000), cap, now)).reserved).toBe(true);
    const light = `visitor:${randomUUID()}`;
    expect((await holds.reserve(light, full, place(now + 5_000), cap, now)).reserved).toBe(true);
    expect(await holds.reserve(light, full, place(now + 30_000), cap, now)).toEqual({ reserved: false, full: 'address' });
    // A newcomer gets a place: the oldest hold of the visitor holding the most (not the oldest of all).
    expect(await holds.reserve(`visitor:${randomUUID()}`, full, place(now + 40_000), cap, now)).toEqual({
      reserved: true,
      evicted: heavyFirst.holdId,
    });
    expect(await holds.liveHolds(heavy, now)).toHaveLength(1);
  });

  it('remembers which day book holds a hold', async () => {
    const holdId = randomUUID();
    expect(await holds.dayOf(holdId)).toBeNull();
    await holds.rememberDay(holdId, { locationId: 'loc', date: '2026-12-01' }, 60);
    expect(await holds.dayOf(holdId)).toEqual({ locationId: 'loc', date: '2026-12-01' });
  });
});
