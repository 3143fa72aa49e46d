import { describe, expect, it } from 'vitest';
import { newestPerGroup } from './activity-projection';

type Item = Parameters<typeof newestPerGroup>[0][number];
const item = (id: string, minute: number, kind = 'booking'): Item =>
  ({ id, kind, location_id: 'downtown', occurred_at: new Date(Date.UTC(2026, 10, 28, 9, minute)) }) as Item;

describe('the activity kept per location and kind', () => {
  it('keeps the newest by when they happened, whatever their order in the log', () => {
    // The log holds a back-dated item last (a seed or an import writes the past after the present).
    const log = [item('c', 30), item('d', 40), item('e', 50), item('a', 10)];
    expect(newestPerGroup(log, 2).map((kept) => kept.id)).toEqual(['d', 'e']);
  });

  it('keeps the same items however the log was cut into batches', () => {
    const log = [item('c', 30), item('a', 10), item('e', 50), item('b', 20), item('d', 40), item('f', 50, 'sale')];
    const whole = newestPerGroup(log, 3);
    const inTwo = newestPerGroup([...newestPerGroup(log.slice(0, 3), 3), ...newestPerGroup(log.slice(3), 3)], 3);
    expect(inTwo.map((kept) => kept.id).sort()).toEqual(whole.map((kept) => kept.id).sort());
    expect(whole.map((kept) => kept.id).sort()).toEqual(['c', 'd', 'e', 'f']);
  });
});
