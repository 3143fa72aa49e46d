import type { Selectable } from 'kysely';
import { saleEventTypes, type SaleEvent } from '@chairside/shared/sales/sale-events';
import { priceSale, type PricedLineInput } from '@chairside/shared/sales/sale-math';
import type { Cart } from '@chairside/shared/sales/sale-dto';
import { rowsById } from '../engine/batch-rows';
import { defineProjection, unfoldable } from '../engine/projection';
import { BucketDeltas, localDates, ReportNotices } from './report-buckets';
import {
  reportSaleLinesTable,
  reportSalesBreakdownTable,
  reportSalesDayTable,
  type SaleLine,
  type ReportSalesBreakdownTable,
  type ReportSalesDayTable,
  type SalesDimension,
} from './report-tables';

type DayRow = Selectable<ReportSalesDayTable>;
type BreakdownRow = Selectable<ReportSalesBreakdownTable>;

// A sale's lines as the decider priced them. Gift cards sold are not revenue (they are the gift-card
// liability report's), so only services and other items count here.
function countedLines(cart: Cart, taxRateBasisPoints: number): SaleLine[] {
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
  const priced = priceSale(inputs, cart.cartDiscount, taxRateBasisPoints, 0).lines;
  return cart.lines.flatMap((line, index) => {
    if (line.kind === 'gift_card') return [];
    const price = priced[index];
    return [
      {
        serviceId: line.kind === 'service' ? line.serviceId : null,
        staffId: line.kind === 'service' ? line.staffId : null,
        quantity: line.quantity,
        grossCents: price?.grossCents ?? 0,
        netCents: price?.netCents ?? 0,
      },
    ];
  });
}

// What a refund gives back of each line: refunds are of the sale's total (tax and tips included), so after
// refunds adding up to `after` of it each line has given back that share of its net. Counted from the
// refunds before and after this one, so the rounding never adds up to more or less than the lines' net
// once everything is refunded.
export function refundShares(lines: readonly SaleLine[], totalCents: number, before: number, after: number): number[] {
  if (totalCents <= 0) return lines.map(() => 0);
  const given = (refunded: number, net: number) => Math.round((Math.min(refunded, totalCents) * net) / totalCents);
  return lines.map((line) => given(after, line.netCents) - given(before, line.netCents));
}

// Sales per location and day, and per day × service, staff member and payment method.
export const reportSalesProjection = defineProjection<SaleEvent>({
  name: 'report_sales',
  version: 2,
  eventTypes: saleEventTypes,
  topics: ['reports'],
  tables: {
    report_sales_days: reportSalesDayTable.create,
    report_sales_breakdowns: reportSalesBreakdownTable.create,
    report_sale_lines: reportSaleLinesTable.create,
  },
  async apply(_trx, events, context) {
    const sales = rowsById(
      await context.tables.select(
        'report_sale_lines',
        'id',
        events.map((event) => event.data.saleId),
      ),
    );
    const dayOf = await localDates(context.readModels);
    const days = new BucketDeltas<DayRow>([
      'sales_count',
      'gross_cents',
      'discount_cents',
      'tax_cents',
      'tip_cents',
      'net_cents',
      'refunded_cents',
    ]);
    const breakdowns = new BucketDeltas<BreakdownRow>(['quantity', 'net_cents', 'tip_cents', 'refunded_cents']);
    const notices = new ReportNotices();
    const addDay = (locationId: string, date: string, change: Partial<Record<keyof DayRow & string, number>>) => {
      const id = `${locationId}:${date}`;
      days.add(
        id,
        () => ({
          id,
          location_id: locationId,
          local_date: date,
          sales_count: 0,
          gross_cents: 0,
          discount_cents: 0,
          tax_cents: 0,
          tip_cents: 0,
          net_cents: 0,
          refunded_cents: 0,
        }),
        change,
      );
    };
    const addBreakdown = (
      locationId: string,
      date: string,
      dimension: SalesDimension,
      key: string,
      change: Partial<Record<'quantity' | 'net_cents' | 'tip_cents' | 'refunded_cents', number>>,
    ) => {
      const id = `${locationId}:${date}:${dimension}:${key}`;
      breakdowns.add(
        id,
        () => ({
          id,
          location_id: locationId,
          local_date: date,
          dimension,
          key,
          quantity: 0,
          net_cents: 0,
          tip_cents: 0,
          refunded_cents: 0,
        }),
        change,
      );
    };

    for (const event of events) {
      const { saleId } = event.data;
      switch (event.type) {
        case 'SaleOpened':
        case 'SaleCartChanged': {
          const { cart, totals } = event.data;
          sales.put(saleId, {
            id: saleId,
            lines: countedLines(cart, totals.taxRateBasisPoints),
            tips: cart.tips,
            tax_cents: totals.taxCents,
            tip_cents: totals.tipCents,
            total_cents: totals.totalCents,
            refunded_cents: 0,
          });
          break;
        }
        case 'PaymentTaken': {
          const { locationId, method, amountCents } = event.data;
          addBreakdown(locationId, dayOf(locationId, event.metadata.occurredAt), 'method', method, { quantity: 1, net_cents: amountCents });
          notices.touch(locationId, event);
          break;
        }
        case 'PaymentDeclined':
          break;
        case 'SalePaid': {
          const { locationId } = event.data;
          const date = dayOf(locationId, event.metadata.occurredAt);
          const sale = sales.get(saleId);
          const lines = sale?.lines ?? [];
          const gross = lines.reduce((sum, line) => sum + line.grossCents, 0);
          const net = lines.reduce((sum, line) => sum + line.netCents, 0);
          addDay(locationId, date, {
            sales_count: 1,
            gross_cents: gross,
            discount_cents: gross - net,
            net_cents: net,
            tax_cents: sale?.tax_cents ?? 0,
            tip_cents: sale?.tip_cents ?? 0,
          });
          for (const line of lines) {
            if (line.serviceId)
              addBreakdown(locationId, date, 'service', line.serviceId, { quantity: line.quantity, net_cents: line.netCents });
            if (line.staffId) addBreakdown(locationId, date, 'staff', line.staffId, { quantity: line.quantity, net_cents: line.netCents });
          }
          for (const tip of sale?.tips ?? []) addBreakdown(locationId, date, 'staff', tip.staffId, { tip_cents: tip.amountCents });
          notices.touch(locationId, event);
          break;
        }
        case 'PaymentRefunded': {
          const { locationId, method, amountCents } = event.data;
          const date = dayOf(locationId, event.metadata.occurredAt);
          addDay(locationId, date, { refunded_cents: amountCents });
          addBreakdown(locationId, date, 'method', method, { refunded_cents: amountCents });
          const sale = sales.update(saleId, (row) => ({ ...row, refunded_cents: row.refunded_cents + amountCents }));
          if (sale) {
            const shares = refundShares(sale.lines, sale.total_cents, sale.refunded_cents - amountCents, sale.refunded_cents);
            sale.lines.forEach((line, index) => {
              const share = shares[index] ?? 0;
              if (line.serviceId) addBreakdown(locationId, date, 'service', line.serviceId, { refunded_cents: share });
              if (line.staffId) addBreakdown(locationId, date, 'staff', line.staffId, { refunded_cents: share });
            });
          }
          notices.touch(locationId, event);
          break;
        }
        case 'SaleVoided':
          sales.remove(saleId);
          break;
        default:
          unfoldable('report_sales', event);
      }
    }
    await sales.write(context.tables.rows('report_sale_lines', 'id'));
    await context.tables.addSums('report_sales_days', 'id', days);
    await context.tables.addSums('report_sales_breakdowns', 'id', breakdowns);
    notices.send(context);
  },
});
