import { describe, expect, it } from 'vitest';
import { parseAdjustment, signedDollarsToCents } from './payroll-adjustment-form';

const staffId = 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001';

describe('the adjustment form', () => {
  it('reads dollars as cents, negative when the run paid too much', () => {
    expect(signedDollarsToCents('48')).toBe(4800);
    expect(signedDollarsToCents('$1,250.5')).toBe(125050);
    expect(signedDollarsToCents('-$12.25')).toBe(-1225);
    expect(signedDollarsToCents('12.345')).toBeNaN();
    expect(parseAdjustment({ staffId, amount: '-12.25', reason: ' Tip paid twice ' })).toEqual({
      ok: true,
      value: { staffId, amountCents: -1225, reason: 'Tip paid twice' },
    });
  });

  it('names each problem in words', () => {
    expect(parseAdjustment({ staffId: '', amount: 'lots', reason: '' })).toEqual({
      ok: false,
      problems: {
        staffId: 'Choose a staff member',
        amountCents: 'An adjustment is an amount in dollars, like 25.50 (-25.50 when the run paid too much)',
        reason: 'Give a reason for the adjustment',
      },
    });
    expect(parseAdjustment({ staffId, amount: '0', reason: 'x' })).toEqual({
      ok: false,
      problems: { amountCents: 'An adjustment cannot be $0.00' },
    });
  });
});
