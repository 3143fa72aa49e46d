import { describe, expect, it } from 'vitest';
import { chartSummary, csvRows, reportView } from './report-views';
import type { ReportData } from './reports-queries';

const sales: ReportData['sales'] = {
  days: [
    {
      date: '2026-11-02',
      count: 2,
      grossCents: 12_000,
      discountCents: 2_000,
      netCents: 10_000,
      taxCents: 1_000,
      tipCents: 500,
      refundedCents: 0,
    },
    {
      date: '2026-11-03',
      count: 1,
      grossCents: 4_000,
      discountCents: 0,
      netCents: 4_000,
      taxCents: 400,
      tipCents: 0,
      refundedCents: 1_000,
    },
  ],
  totals: { count: 3, grossCents: 16_000, discountCents: 2_000, netCents: 14_000, taxCents: 1_400, tipCents: 500, refundedCents: 1_000 },
  services: [{ serviceId: 's', name: '=cmd()', quantity: 3, salesCents: 14_000, refundedCents: 1_000, netCents: 13_000 }],
  staff: [],
  methods: [{ method: 'cash', count: 3, amountCents: 15_900, refundedCents: 1_000 }],
};

describe('report views', () => {
  it('summarises a chart in a sentence: the span, the total and the highest day', () => {
    const view = reportView('sales', sales);
    expect(view.summary).toBe('Bar chart of net sales per day, 2026-11-02 to 2026-11-03: $140.00 in all; highest $100.00 (2026-11-02).');
    expect(chartSummary({ kind: 'line', label: 'liability', valueKind: 'money', points: [] }, 0)).toBe(
      'Line chart of liability: nothing to show.',
    );
  });

  it('exports every table with its caption, money in dollars, the totals last', () => {
    const rows = csvRows(reportView('sales', sales));
    expect(rows.slice(0, 5)).toEqual([
      ['Sales by day'],
      ['Date', 'Sales', 'Gross', 'Discounts', 'Net', 'Tax', 'Tips', 'Refunds'],
      ['2026-11-02', 2, 120, 20, 100, 10, 5, 0],
      ['2026-11-03', 1, 40, 0, 40, 4, 0, 10],
      ['Total', 3, 160, 20, 140, 14, 5, 10],
    ]);
    expect(rows).toContainEqual(['=cmd()', 3, 140, 10, 130]);
    expect(rows).toContainEqual(['Cash', 3, 159, 10]);
  });
});
