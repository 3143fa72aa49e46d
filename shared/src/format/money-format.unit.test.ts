import { describe, expect, it } from 'vitest';
import { formatMoneyFromCents, formatMoneyFromDollars } from './money-format';

describe('formatMoneyFromCents (SPEC §9: USD, en-US)', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [99, '$0.99'],
    [100, '$1.00'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    [-2550, '-$25.50'],
  ])('%i cents is %s', (cents, expected) => {
    expect(formatMoneyFromCents(cents)).toBe(expected);
  });

  it('rounds a fractional cent instead of showing it', () => {
    expect(formatMoneyFromCents(1999.6)).toBe('$20.00');
  });

  it('shows $0.00 for a value that is not a number', () => {
    expect(formatMoneyFromCents(Number.NaN)).toBe('$0.00');
    expect(formatMoneyFromCents(Number.POSITIVE_INFINITY)).toBe('$0.00');
  });
});

describe('formatMoneyFromDollars', () => {
  it.each([
    [0, '$0.00'],
    [45.5, '$45.50'],
    [85, '$85.00'],
    [1234.567, '$1,234.57'],
    [-3.2, '-$3.20'],
  ])('%d dollars is %s', (dollars, expected) => {
    expect(formatMoneyFromDollars(dollars)).toBe(expected);
  });

  it('is a hundred times the cents formatter', () => {
    expect(formatMoneyFromDollars(12.34)).toBe(formatMoneyFromCents(1234));
  });
});
