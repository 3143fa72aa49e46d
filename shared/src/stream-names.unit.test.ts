import { describe, expect, it } from 'vitest';
import { currentStreamName, legacyStreamName } from './stream-names';

describe('renamed stream categories', () => {
  it('names the old stream of a renamed category', () => {
    expect(legacyStreamName('daybook-loc-1-2026-12-01')).toBe('schedule-loc-1-2026-12-01');
    expect(legacyStreamName('roster-42')).toBe('staff-schedule-42');
    expect(legacyStreamName('staff-42')).toBeNull();
    expect(legacyStreamName('client-7')).toBeNull();
  });

  it('maps old and new names alike to the current one, leaving other categories alone', () => {
    expect(currentStreamName('schedule-loc-1-2026-12-01')).toBe('daybook-loc-1-2026-12-01');
    expect(currentStreamName('daybook-loc-1-2026-12-01')).toBe('daybook-loc-1-2026-12-01');
    expect(currentStreamName('staff-schedule-42')).toBe('roster-42');
    expect(currentStreamName('staff-42')).toBe('staff-42');
  });
});
