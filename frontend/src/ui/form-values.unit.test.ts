import { describe, expect, it } from 'vitest';
import { centsFromDollarText, dollarTextFromCents, numberFromText } from './form-values';

describe('prices typed in dollars', () => {
  it('become integer cents without floating-point drift', () => {
    expect(centsFromDollarText('45')).toBe(4500);
    expect(centsFromDollarText('45.5')).toBe(4550);
    expect(centsFromDollarText('0.29')).toBe(29);
    expect(centsFromDollarText(' $1,234.56 ')).toBe(123456);
    expect(centsFromDollarText('.75')).toBe(75);
  });

  it('leave an empty field empty, and pass nonsense and fractions of a cent on for the schema to refuse', () => {
    expect(centsFromDollarText('')).toBeUndefined();
    expect(centsFromDollarText('twelve')).toBeNaN();
    expect(Number.isInteger(centsFromDollarText('10.555'))).toBe(false);
    expect(centsFromDollarText('-5')).toBe(-500);
  });

  it('show cents as dollars with two decimals, and no price as an empty field', () => {
    expect(dollarTextFromCents(4550)).toBe('45.50');
    expect(dollarTextFromCents(0)).toBe('0.00');
    expect(dollarTextFromCents(null)).toBe('');
  });
});

describe('number fields', () => {
  it('treat empty as not given and keep what was typed otherwise', () => {
    expect(numberFromText('  ')).toBeUndefined();
    expect(numberFromText('45')).toBe(45);
    expect(numberFromText('7.5')).toBe(7.5);
  });
});
