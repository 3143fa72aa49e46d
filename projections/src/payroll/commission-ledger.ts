import type { Selectable } from 'kysely';
import { commissionCents, commissionTakeBack } from '@chairside/shared/payroll/payroll-math';
import type { Cart } from '@chairside/shared/sales/sale-dto';
import { priceSale, type PricedLineInput, type SaleTotals } from '@chairside/shared/sales/sale-math';
import { rateOn, type PayRate } from '@chairside/shared/team/pay-rates';
import type { CommissionableLine, PayrollLedgerTable, PayrollSaleTable } from './payroll-tables';

// The pure rules of the commission ledger, folded by payroll-ledger-projection.ts.
type SaleRow = Selectable<PayrollSaleTable>;
type LedgerRow = Selectable<PayrollLedgerTable>;

// The lines that earn commission, at their net price after line and cart discounts (tax and tips are
// never commissionable): a service line of the person who performed it. Products earn the product rate
// once the point of sale sells them; gift cards and free amounts earn none.
export function commissionableLines(cart: Cart, totals: Pick<SaleTotals, 'taxRateBasisPoints'>): CommissionableLine[] {
  const inputs: PricedLineInput[] = cart.lines.map((line) =>
    line.kind === 'gift_card'
      ? { lineId: line.lineId, kind: line.kind, unitPriceCents: line.amountCents, quantity: 1, taxable: false, discount: null }
      : {
          lineId: line.lineId,
          kind: line.kind,
          unitPriceCents: line.unitPriceCents,
          quantity: line.quantity,
          taxable: line.kind === 'service' || line.taxable,
          discount: line.discount,
        },
  );
  const priced = priceSale(inputs, cart.cartDiscount, totals.taxRateBasisPoints, 0).lines;
  return cart.lines.flatMap((line, index) =>
    line.kind === 'service' && line.staffId
      ? [{ lineId: line.lineId, staffId: line.staffId, kind: 'service' as const, netCents: priced[index]?.netCents ?? 0 }]
      : [],
  );
}

export function openedSale(saleId: string, cart: Cart, totals: SaleTotals): SaleRow {
  return {
    id: saleId,
    lines: commissionableLines(cart, totals),
    tips: cart.tips,
    paid: false,
    total_cents: totals.totalCents,
    commissions: [],
    refunded_cents: 0,
  };
}

// A paid sale: each line's commission at the rate in force for its person on the day it was paid, and the tips.
export function paidSale(
  sale: SaleRow,
  paid: { locationId: string; date: string; totalCents: number },
  ratesOf: (staffId: string) => readonly PayRate[],
): { sale: SaleRow; ledger: LedgerRow[] } {
  const ledger: LedgerRow[] = [];
  const commissions = sale.lines.map((line) => {
    const pay = rateOn(ratesOf(line.staffId), paid.date);
    const percent = line.kind === 'service' ? pay.serviceCommissionPercent : pay.productCommissionPercent;
    const amountCents = commissionCents(line.netCents, percent);
    ledger.push({
      id: `${sale.id}:${line.lineId}`,
      staff_id: line.staffId,
      location_id: paid.locationId,
      local_date: paid.date,
      kind: line.kind,
      sale_id: sale.id,
      basis_cents: line.netCents,
      rate_percent: percent,
      amount_cents: amountCents,
    });
    return { lineId: line.lineId, staffId: line.staffId, amountCents };
  });
  for (const tip of sale.tips)
    ledger.push({
      id: `${sale.id}:tip:${tip.staffId}`,
      staff_id: tip.staffId,
      location_id: paid.locationId,
      local_date: paid.date,
      kind: 'tip',
      sale_id: sale.id,
      basis_cents: tip.amountCents,
      rate_percent: null,
      amount_cents: tip.amountCents,
    });
  return { sale: { ...sale, paid: true, total_cents: paid.totalCents, commissions, refunded_cents: 0 }, ledger };
}

// A refund of a paid sale takes back each commission's share of what was refunded, on the refund's day;
// tips stay with the person.
export function refundedSale(
  sale: SaleRow,
  refund: { refundId: string; locationId: string; date: string; amountCents: number },
): { sale: SaleRow; ledger: LedgerRow[] } {
  if (!sale.paid) return { sale, ledger: [] };
  const before = sale.refunded_cents;
  const after = before + refund.amountCents;
  const ledger = sale.commissions.flatMap((commission): LedgerRow[] => {
    const taken = commissionTakeBack(commission.amountCents, sale.total_cents, before, after);
    if (taken === 0) return [];
    return [
      {
        id: `${refund.refundId}:${commission.lineId}`,
        staff_id: commission.staffId,
        location_id: refund.locationId,
        local_date: refund.date,
        kind: 'refund',
        sale_id: sale.id,
        basis_cents: refund.amountCents,
        rate_percent: null,
        amount_cents: -taken,
      },
    ];
  });
  return { sale: { ...sale, refunded_cents: after }, ledger };
}
