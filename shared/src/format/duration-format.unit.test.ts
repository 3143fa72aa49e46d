import { describe, expect, it } from 'vitest';
import { formatClientTime, formatDuration } from './duration-format';

// SPEC §9: under 60 minutes "N min"; 60 or more "H hour" / "H hours", then " M min" when minutes remain.
describe('formatDuration', () => {
  it.each([
    [0, '0 min'],
    [1, '1 min'],
    [45, '45 min'],
    [59, '59 min'],
    [60, '1 hour'],
    [61, '1 hour 1 min'],
    [90, '1 hour 30 min'],
    [119, '1 hour 59 min'],
    [120, '2 hours'],
    [135, '2 hours 15 min'],
    [600, '10 hours'],
    [1441, '24 hours 1 min'],
  ])('%i minutes is "%s"', (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });

  it('rounds to whole minutes', () => {
    expect(formatDuration(59.6)).toBe('1 hour');
    expect(formatDuration(29.4)).toBe('29 min');
  });

  it('never shows a negative or missing duration', () => {
    expect(formatDuration(-15)).toBe('0 min');
    expect(formatDuration(Number.NaN)).toBe('0 min');
  });
});

describe('formatClientTime', () => {
  it('says what the client stays for: the service, then its processing', () => {
    expect(formatClientTime(45, 30)).toBe('45 min + 30 min processing');
    expect(formatClientTime(90, 45)).toBe('1 hour 30 min + 45 min processing');
    expect(formatClientTime(60, 0)).toBe('1 hour');
  });
});
