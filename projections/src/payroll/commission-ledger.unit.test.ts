import { describe, expect, it } from 'vitest';
import type { Cart } from '@chairside/shared/sales/sale-dto';
import { priceSale } from '@chairside/shared/sales/sale-math';
import { foldPay, type PayFold } from '@chairside/shared/team/pay-rates';
import { openedSale, paidSale, refundedSale } from './commission-ledger';

const ana = 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001';
const ben = 'bbbbbbbb-bbbb-4bbb-8bbb-000000000002';
const pay = (serviceCommissionPercent: number) => ({ hourlyRateCents: null, serviceCommissionPercent, productCommissionPercent: null });

const tenPercentOff = { kind: 'percent' as const, basisPoints: 1000, reason: 'Regular' };
// A cut by Ana ($60.00, 10% off), a blow-dry by Ben ($40.00), a gift card and a tip for Ana; 8.25% tax.
const cart: Cart = {
  lines: [
    {
      kind: 'service',
      lineId: 'l1',
      serviceId: 's1',
      staffId: ana,
      description: 'Cut',
      unitPriceCents: 6000,
      quantity: 1,
      discount: tenPercentOff,
    },
    {
      kind: 'service',
      lineId: 'l2',
      serviceId: 's2',
      staffId: ben,
      description: 'Blow-dry',
      unitPriceCents: 4000,
      quantity: 1,
      discount: null,
    },
    { kind: 'gift_card', lineId: 'l3', mode: 'sell', code: 'ABCDEFGH', amountCents: 5000 },
  ],
  cartDiscount: null,
  tips: [{ staffId: ana, amountCents: 1200 }],
};
const totals = priceSale(
  [
    { lineId: 'l1', kind: 'service', unitPriceCents: 6000, quantity: 1, taxable: true, discount: tenPercentOff },
    { lineId: 'l2', kind: 'service', unitPriceCents: 4000, quantity: 1, taxable: true, discount: null },
    { lineId: 'l3', kind: 'gift_card', unitPriceCents: 5000, quantity: 1, taxable: false, discount: null },
  ],
  null,
  825,
  1200,
).totals;

describe('the commission ledger', () => {
  // Ana: 40% from the start, 50% from 2026-11-20. Ben: 30%.
  let anaPay: PayFold | null = foldPay(null, { type: 'StaffHired', data: { pay: pay(40) } }, '2026-01-05');
  anaPay = foldPay(anaPay, { type: 'StaffPayRateSet', data: { effectiveFrom: '2026-11-20', pay: pay(50) } }, '2026-11-18');
  const benPay = foldPay(null, { type: 'StaffHired', data: { pay: pay(30) } }, '2026-01-05');
  const ratesOf = (staffId: string) => (staffId === ana ? anaPay : benPay)?.history ?? [];

  it('earns commission on the net price after discounts, without tax, tips or gift cards, at the rate of the day the sale was paid', () => {
    const opened = openedSale('sale-1', cart, totals);
    expect(opened.lines).toEqual([
      { lineId: 'l1', staffId: ana, kind: 'service', netCents: 5400 },
      { lineId: 'l2', staffId: ben, kind: 'service', netCents: 4000 },
    ]);
    const before = paidSale(opened, { locationId: 'loc', date: '2026-11-19', totalCents: totals.totalCents }, ratesOf);
    expect(before.ledger.map((row) => [row.staff_id, row.kind, row.rate_percent, row.amount_cents])).toEqual([
      [ana, 'service', 40, 2160],
      [ben, 'service', 30, 1200],
      [ana, 'tip', null, 1200],
    ]);
    const after = paidSale(opened, { locationId: 'loc', date: '2026-11-20', totalCents: totals.totalCents }, ratesOf);
    expect(after.ledger[0]).toMatchObject({ rate_percent: 50, amount_cents: 2700, local_date: '2026-11-20' });
  });

  it('takes the commission back on a refund, in proportion and never more than was earned, on the day of the refund', () => {
    const { sale } = paidSale(openedSale('sale-1', cart, totals), { locationId: 'loc', date: '2026-11-19', totalCents: 10000 }, ratesOf);
    const half = refundedSale(sale, { refundId: 'r1', locationId: 'loc', date: '2026-12-02', amountCents: 5000 });
    expect(half.ledger.map((row) => [row.id, row.staff_id, row.local_date, row.kind, row.amount_cents])).toEqual([
      ['r1:l1', ana, '2026-12-02', 'refund', -1080],
      ['r1:l2', ben, '2026-12-02', 'refund', -600],
    ]);
    const rest = refundedSale(half.sale, { refundId: 'r2', locationId: 'loc', date: '2026-12-03', amountCents: 9000 });
    expect(rest.ledger.map((row) => row.amount_cents)).toEqual([-1080, -600]);
    expect(refundedSale(rest.sale, { refundId: 'r3', locationId: 'loc', date: '2026-12-03', amountCents: 100 }).ledger).toEqual([]);
    // Before it was paid, a refund has no commission to take back.
    expect(
      refundedSale(openedSale('sale-2', cart, totals), { refundId: 'r4', locationId: 'loc', date: '2026-12-03', amountCents: 100 }).ledger,
    ).toEqual([]);
  });

  it('keeps the pay history as the staff events wrote it', () => {
    expect(anaPay?.history).toEqual([
      { effectiveFrom: null, pay: pay(40) },
      { effectiveFrom: '2026-11-20', pay: pay(50) },
    ]);
    const edited = foldPay(anaPay, { type: 'StaffProfileUpdated', data: { pay: pay(45) } }, '2026-11-22');
    expect(edited?.history.at(-1)).toEqual({ effectiveFrom: '2026-11-22', pay: pay(45) });
    expect(foldPay(edited, { type: 'StaffProfileUpdated', data: { pay: pay(45) } }, '2026-11-23')).toBe(edited);
  });
});
