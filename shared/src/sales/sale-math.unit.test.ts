import { describe, expect, it } from 'vitest';
import { cashChange, discountProblem, percentOfCents, priceSale, shareInProportion, type PricedLineInput } from './sale-math';

const service = (lineId: string, unitPriceCents: number, fields: Partial<PricedLineInput> = {}): PricedLineInput => ({
  lineId,
  kind: 'service',
  unitPriceCents,
  quantity: 1,
  taxable: true,
  discount: null,
  ...fields,
});

describe('the sale arithmetic (docs/decisions.md, "Money")', () => {
  it('rounds a percentage half up to the cent', () => {
    expect(percentOfCents(4500, 1025)).toBe(461); // 461.25
    expect(percentOfCents(1000, 825)).toBe(83); // 82.5 → 83
    expect(percentOfCents(999, 1)).toBe(0); // 0.0999
    expect(percentOfCents(0, 2500)).toBe(0);
  });

  it('taxes the sum of the taxable nets once, never gift cards or tips', () => {
    // Per line, 3 × 0.5 cents would round to 3 cents; once on the sum it is 1.5 → 2 cents.
    const lines = ['a', 'b', 'c'].map((id) => service(id, 10, { lineId: id }));
    const giftCard: PricedLineInput = { lineId: 'g', kind: 'gift_card', unitPriceCents: 5000, quantity: 1, taxable: true, discount: null };
    const { totals } = priceSale([...lines, giftCard], null, 500, 700);
    expect(totals).toEqual({
      subtotalCents: 5030,
      discountCents: 0,
      taxableCents: 30,
      taxRateBasisPoints: 500,
      taxCents: 2,
      tipCents: 700,
      totalCents: 5732,
    });
  });

  it('shares a cart discount among the discountable lines by largest remainder, the earlier line winning ties', () => {
    expect(shareInProportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareInProportion(10, [0, 5, 5])).toEqual([0, 5, 5]);
    const { lines, totals } = priceSale(
      [
        service('a', 3000),
        service('b', 1000, { discount: { kind: 'percent', basisPoints: 5000, reason: 'Staff' } }),
        { lineId: 'g', kind: 'gift_card', unitPriceCents: 2500, quantity: 1, taxable: false, discount: null },
      ],
      { kind: 'amount', amountCents: 700, reason: 'Birthday' },
      0,
      0,
    );
    expect(lines.map((line) => [line.lineDiscountCents, line.cartDiscountCents, line.netCents])).toEqual([
      [0, 600, 2400],
      [500, 100, 400],
      [0, 0, 2500],
    ]);
    expect(totals.totalCents).toBe(5300);
  });

  it('refuses discounts larger than what they apply to, and discounts on gift cards', () => {
    expect(discountProblem([service('a', 1000, { discount: { kind: 'amount', amountCents: 1001, reason: 'x' } })], null)).toBe(
      'A line discount cannot be more than the line',
    );
    expect(discountProblem([service('a', 1000)], { kind: 'amount', amountCents: 1001, reason: 'x' })).toBe(
      'The cart discount cannot be more than the discountable items',
    );
    expect(
      discountProblem(
        [
          {
            lineId: 'g',
            kind: 'gift_card',
            unitPriceCents: 100,
            quantity: 1,
            taxable: false,
            discount: { kind: 'percent', basisPoints: 100, reason: 'x' },
          },
        ],
        null,
      ),
    ).toBe('A gift card cannot be discounted');
    expect(discountProblem([service('a', 1000)], { kind: 'percent', basisPoints: 10000, reason: 'Comp' })).toBeNull();
  });

  it('gives change for the cash over the amount', () => {
    expect(cashChange(5000, 4961)).toBe(39);
    expect(cashChange(4961, 4961)).toBe(0);
  });
});
