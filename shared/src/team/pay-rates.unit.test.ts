import { describe, expect, it } from 'vitest';
import { rateOn, withRate, type PayRate } from './pay-rates';

const pay = (hourlyRateCents: number, serviceCommissionPercent: number | null = null) => ({
  hourlyRateCents,
  serviceCommissionPercent,
  productCommissionPercent: null,
});

describe('pay rates over time', () => {
  const history: PayRate[] = [
    { effectiveFrom: null, pay: pay(2000, 40) },
    { effectiveFrom: '2026-11-10', pay: pay(2500, 45) },
    { effectiveFrom: '2026-12-01', pay: pay(3000) },
  ];

  it('gives the rate in force on a day: the undated first one before any date, each dated one from its day', () => {
    expect(rateOn(history, '2020-01-01')).toEqual(pay(2000, 40));
    expect(rateOn(history, '2026-11-09')).toEqual(pay(2000, 40));
    expect(rateOn(history, '2026-11-10')).toEqual(pay(2500, 45));
    expect(rateOn(history, '2026-11-30')).toEqual(pay(2500, 45));
    expect(rateOn(history, '2027-06-01')).toEqual(pay(3000));
  });

  it('has no pay without a history', () => {
    expect(rateOn([], '2026-11-10')).toEqual({ hourlyRateCents: null, serviceCommissionPercent: null, productCommissionPercent: null });
  });

  it('keeps the history in date order, a second rate from the same date replacing the first', () => {
    const later = withRate(withRate(history.slice(0, 1), { effectiveFrom: '2026-12-01', pay: pay(3000) }), {
      effectiveFrom: '2026-11-10',
      pay: pay(2500),
    });
    expect(later.map((rate) => rate.effectiveFrom)).toEqual([null, '2026-11-10', '2026-12-01']);
    const replaced = withRate(later, { effectiveFrom: '2026-11-10', pay: pay(2600) });
    expect(replaced).toHaveLength(3);
    expect(rateOn(replaced, '2026-11-15')).toEqual(pay(2600));
  });
});
