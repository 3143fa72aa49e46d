import { describe, expect, it } from 'vitest';
import { addressLine } from './address-format';

describe('addressLine', () => {
  it('joins the lines of a stored address with commas', () => {
    expect(addressLine('120 N LaSalle St\nChicago, IL 60602')).toBe('120 N LaSalle St, Chicago, IL 60602');
    expect(addressLine('215 Bedford Ave\r\n\r\nBrooklyn, NY 11211\n')).toBe('215 Bedford Ave, Brooklyn, NY 11211');
  });
  it('keeps a one-line address, and does not double a comma typed at a line end', () => {
    expect(addressLine('4700 N Broadway, Chicago')).toBe('4700 N Broadway, Chicago');
    expect(addressLine('4700 N Broadway,\nChicago')).toBe('4700 N Broadway, Chicago');
    expect(addressLine('')).toBe('');
  });
});
