import { describe, expect, it } from 'vitest';
import { refundShares } from './report-sales-projection';

const line = (netCents: number) => ({ serviceId: 's', staffId: 'a', quantity: 1, grossCents: netCents, netCents });

describe('a refund split over a sale’s lines', () => {
  it('gives back each line’s share of the sale’s total, and exactly every line’s net once all is refunded', () => {
    const lines = [line(3_333), line(3_333), line(3_334)];
    // $110 charged: $100 of services, $10 of tax.
    expect(refundShares(lines, 11_000, 0, 1_100)).toEqual([333, 333, 333]);
    const steps = [0, 700, 2_900, 11_000];
    const given = lines.map(() => 0);
    for (let index = 1; index < steps.length; index += 1)
      refundShares(lines, 11_000, steps[index - 1]!, steps[index]!).forEach((share, line) => (given[line]! += share));
    expect(given).toEqual([3_333, 3_333, 3_334]);
    expect(refundShares(lines, 0, 0, 500)).toEqual([0, 0, 0]);
  });
});
