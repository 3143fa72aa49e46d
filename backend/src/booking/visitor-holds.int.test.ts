import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedis } from '@chairside/platform/redis';
import { MAX_HOLDS_PER_VISITOR } from '@chairside/shared/booking/booking-dto';
import { testRedisUrl } from '../../testing/test-database';
import { visitorHolds } from './visitor-holds';

// The per-visitor hold limit against real Redis: parallel requests of one visitor cannot slip past it,
// a lapsed hold frees its place by itself, and a freed place can be taken again.

const redis = createRedis(testRedisUrl());
const holds = visitorHolds(redis, `visitor-holds-${randomUUID().slice(0, 8)}`);
afterAll(() => redis.disconnect());

describe('visitor holds', () => {
  it('gives one visitor at most two places, however many ask at once', async () => {
    const visitorId = `visitor:${randomUUID()}`;
    const now = Date.now();
    const asked = await Promise.all(
      Array.from({ length: 20 }, () =>
        holds.reserve(visitorId, { holdId: randomUUID(), expiresAtMs: now + 300_000 }, MAX_HOLDS_PER_VISITOR, now),
      ),
    );
    expect(asked.filter(Boolean)).toHaveLength(MAX_HOLDS_PER_VISITOR);
    // Another visitor is not affected.
    expect(
      await holds.reserve(`visitor:${randomUUID()}`, { holdId: randomUUID(), expiresAtMs: now + 300_000 }, MAX_HOLDS_PER_VISITOR, now),
    ).toBe(true);
  });

  it('frees a place on release, and by itself once the hold has lapsed', async () => {
    const visitorId = `visitor:${randomUUID()}`;
    const now = Date.now();
    const first = randomUUID();
    expect(await holds.reserve(visitorId, { holdId: first, expiresAtMs: now + 60_000 }, MAX_HOLDS_PER_VISITOR, now)).toBe(true);
    expect(await holds.reserve(visitorId, { holdId: randomUUID(), expiresAtMs: now + 300_000 }, MAX_HOLDS_PER_VISITOR, now)).toBe(true);
    expect(await holds.reserve(visitorId, { holdId: randomUUID(), expiresAtMs: now + 300_000 }, MAX_HOLDS_PER_VISITOR, now)).toBe(false);
    // Two minutes later the first hold has lapsed.
    expect(await holds.reserve(visitorId, { holdId: randomUUID(), expiresAtMs: now + 420_000 }, MAX_HOLDS_PER_VISITOR, now + 120_000)).toBe(
      true,
    );
    expect(await holds.reserve(visitorId, { holdId: randomUUID(), expiresAtMs: now + 420_000 }, MAX_HOLDS_PER_VISITOR, now + 120_000)).toBe(
      false,
    );
  });

  it('remembers which day book holds a hold', async () => {
    const holdId = randomUUID();
    expect(await holds.dayOf(holdId)).toBeNull();
    await holds.rememberDay(holdId, { locationId: 'loc', date: '2026-12-01' }, 60);
    expect(await holds.dayOf(holdId)).toEqual({ locationId: 'loc', date: '2026-12-01' });
  });
});
