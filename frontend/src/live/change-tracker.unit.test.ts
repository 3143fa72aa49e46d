import { describe, expect, it } from 'vitest';
import { comparePositions, createChangeTracker } from './change-tracker';
import { queryKeysForTopic } from './topic-keys';

const change = (position: string) => ({ position, topic: 'locations' as const, ids: [], locationId: null });

describe('change tracker', () => {
  it('compares positions as numbers, not text', () => {
    expect(comparePositions('999.5', '1000.1')).toBeLessThan(0);
    expect(comparePositions('1000.10', '1000.9')).toBeGreaterThan(0);
    expect(comparePositions('7.7', '7.7')).toBe(0);
  });

  it('accepts each position once and remembers the newest for the reconnect', () => {
    const tracker = createChangeTracker();
    expect(tracker.accept(change('1000.2'))).toBe(true);
    expect(tracker.accept(change('999.1'))).toBe(true);
    expect(tracker.accept(change('1000.2'))).toBe(false);
    expect(tracker.lastPosition()).toBe('1000.2');
    tracker.reset('1001.1');
    expect(tracker.lastPosition()).toBe('1001.1');
    expect(tracker.accept(change('1000.2'))).toBe(true);
  });

  it('maps topics to the query keys they make stale', () => {
    expect(queryKeysForTopic('business-settings')).toEqual([['business-settings']]);
  });
});
