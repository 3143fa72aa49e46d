import { describe, expect, it } from 'vitest';
import { parsePayRate, payRateDraft } from './pay-rate-draft';

describe('the new pay rate form', () => {
  it('starts from the rate in force and sends dollars as cents, empty rates as none', () => {
    const draft = payRateDraft({ hourlyRateCents: 2550, serviceCommissionPercent: 40, productCommissionPercent: null }, '2026-12-01');
    expect(draft).toEqual({ effectiveFrom: '2026-12-01', hourlyRate: '25.50', serviceCommission: '40', productCommission: '' });
    expect(parsePayRate({ ...draft, hourlyRate: '$28' })).toEqual({
      ok: true,
      value: { effectiveFrom: '2026-12-01', pay: { hourlyRateCents: 2800, serviceCommissionPercent: 40, productCommissionPercent: null } },
    });
  });

  it('names each problem in words', () => {
    const parsed = parsePayRate({ effectiveFrom: '2026-02-30', hourlyRate: 'ten', serviceCommission: '120', productCommission: '' });
    expect(parsed).toEqual({
      ok: false,
      problems: {
        effectiveFrom: 'That date does not exist',
        'pay.hourlyRateCents': 'Hourly rate is an amount in dollars, like 25.50',
        'pay.serviceCommissionPercent': 'Service commission is at most 100%',
      },
    });
  });
});
