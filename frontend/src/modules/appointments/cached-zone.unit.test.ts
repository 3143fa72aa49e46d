import { DateTime, IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { CachedIANAZone } from './cached-zone';

const minute = 60_000;

describe('the cached business zone', () => {
  it('gives Intl’s offset at every minute of both daylight-saving days, in any order', () => {
    const cached = new CachedIANAZone(BUSINESS_TIME_ZONE);
    const plain = IANAZone.create(BUSINESS_TIME_ZONE);
    for (const day of ['2026-03-08', '2026-11-01']) {
      const start = Date.parse(`${day}T00:00:00Z`);
      const minutes = Array.from({ length: 36 * 60 }, (_, index) => start + index * minute);
      // Backwards too, so a bucket is first filled from its last minute as well as its first.
      for (const ts of [...minutes, ...minutes.reverse()]) expect(cached.offset(ts + 17_000)).toBe(plain.offset(ts + 17_000));
    }
  });

  it('moves the wall clock across the transitions as luxon does', () => {
    const zone = new CachedIANAZone(BUSINESS_TIME_ZONE);
    // 1:59 AM CST + 1 minute is 3:00 AM CDT; 1:30 AM occurs twice on 2026-11-01.
    expect(DateTime.fromISO('2026-03-08T01:59', { zone }).plus({ minutes: 1 }).toFormat('HH:mm ZZ')).toBe('03:00 -05:00');
    expect(DateTime.fromISO('2026-11-01T06:30:00Z').setZone(zone).toFormat('HH:mm ZZ')).toBe('01:30 -05:00');
    expect(DateTime.fromISO('2026-11-01T07:30:00Z').setZone(zone).toFormat('HH:mm ZZ')).toBe('01:30 -06:00');
    expect(zone.equals(IANAZone.create(BUSINESS_TIME_ZONE))).toBe(true);
  });
});
