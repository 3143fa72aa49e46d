import { DateTime } from 'luxon';
import { saleEventTypes, type SaleEvent } from '@chairside/shared/sales/sale-events';
import { priceSale, type PricedLineInput } from '@chairside/shared/sales/sale-math';
import type { Cart, PaymentSucceededPatch } from '@chairside/shared/sales/sale-dto';
import { locationTimeZones } from '../business/business-queries';
import { batchRows, rowsById } from '../engine/batch-rows';
import { defineProjection, unfoldable } from '../engine/projection';
import { saleTable, salePaymentTable, saleRefundTable, salesDailyTable, type SalesDailyTable } from './sale-tables';

// The lines as the decider priced them (the event keeps the totals; the split per line is recomputed from
// the same pure rules, which never change for a written sale: totals are checked against the event's).
function pricedLines(cart: Cart, taxRateBasisPoints: number) {
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
  return priceSale(inputs, cart.cartDiscount, taxRateBasisPoints, 0).lines;
}

const dailyId = (locationId: string, date: string) => `${locationId}:${date}`;

// Sales, their payments and refunds, and each location's daily figures.
export const saleProjection = defineProjection<SaleEvent>({
  name: 'sales',
  version: 1,
  eventTypes: saleEventTypes,
  topics: ['sales'],
  tables: {
    sales: saleTable.create,
    sale_payments: salePaymentTable.create,
    sale_refunds: saleRefundTable.create,
    sales_daily: salesDailyTable.create,
  },
  async apply(_trx, events, context) {
    const saleIds = [...new Set(events.map((event) => event.data.saleId))];
    const sales = rowsById(await context.tables.select('sales', 'id', saleIds));
    const payments = rowsById(await context.tables.select('sale_payments', 'sale_id', saleIds));
    const refunds = rowsById(await context.tables.select('sale_refunds', 'sale_id', saleIds));
    const zones = await locationTimeZones(context.readModels);
    const dayOf = (locationId: string, at: string) =>
      DateTime.fromISO(at, { zone: 'utc' })
        .setZone(zones.get(locationId) ?? 'UTC')
        .toISODate() ?? at.slice(0, 10);
    const dailyKeys = new Set<string>();
    for (const event of events) {
      const locationId = sales.get(event.data.saleId)?.location_id ?? ('locationId' in event.data ? event.data.locationId : null);
      if (locationId) dailyKeys.add(dailyId(locationId, dayOf(locationId, event.metadata.occurredAt)));
    }
    const daily = batchRows<SalesDailyTable>(
      (await context.tables.select('sales_daily', 'id', [...dailyKeys])).map((row) => [row.id, row] as const),
    );
    const bump = (
      locationId: string,
      date: string,
      change: Partial<Record<'sales_count' | 'total_cents' | 'tax_cents' | 'tip_cents' | 'refunded_cents', number>>,
    ) => {
      const id = dailyId(locationId, date);
      daily.insert(id, {
        id,
        location_id: locationId,
        local_date: date,
        sales_count: 0,
        total_cents: 0,
        tax_cents: 0,
        tip_cents: 0,
        refunded_cents: 0,
      });
      daily.update(id, (row) => ({
        ...row,
        sales_count: row.sales_count + (change.sales_count ?? 0),
        total_cents: row.total_cents + (change.total_cents ?? 0),
        tax_cents: row.tax_cents + (change.tax_cents ?? 0),
        tip_cents: row.tip_cents + (change.tip_cents ?? 0),
        refunded_cents: row.refunded_cents + (change.refunded_cents ?? 0),
      }));
    };

    for (const event of events) {
      const { saleId } = event.data;
      const at = new Date(event.metadata.occurredAt);
      const by = event.metadata.userId ?? null;
      let patch: PaymentSucceededPatch | null = null;
      switch (event.type) {
        case 'SaleOpened': {
          const { locationId, cart, totals } = event.data;
          sales.insert(saleId, {
            id: saleId,
            number: event.data.number,
            location_id: locationId,
            local_date: dayOf(locationId, event.metadata.occurredAt),
            client_id: event.data.clientId,
            appointment_id: event.data.appointmentId,
            status: 'open',
            cart,
            priced: pricedLines(cart, totals.taxRateBasisPoints),
            totals,
            paid_cents: 0,
            refunded_cents: 0,
            opened_at: at,
            opened_by: by,
            paid_at: null,
            voided_at: null,
            void_reason: null,
          });
          break;
        }
        case 'SaleCartChanged':
          sales.update(saleId, (row) => ({
            ...row,
            cart: event.data.cart,
            totals: event.data.totals,
            priced: pricedLines(event.data.cart, event.data.totals.taxRateBasisPoints),
          }));
          break;
        case 'PaymentTaken': {
          const { data } = event;
          payments.insert(data.paymentId, {
            id: data.paymentId,
            sale_id: saleId,
            location_id: data.locationId,
            local_date: dayOf(data.locationId, event.metadata.occurredAt),
            method: data.method,
            amount_cents: data.amountCents,
            tendered_cents: data.tenderedCents,
            change_cents: data.changeCents,
            card: data.card,
            gift_card_code: data.giftCardCode,
            refunded_cents: 0,
            taken_at: at,
            taken_by: by,
          });
          sales.update(saleId, (row) => ({ ...row, paid_cents: row.paid_cents + data.amountCents }));
          break;
        }
        case 'PaymentDeclined':
          break;
        case 'SalePaid': {
          const sale = sales.update(saleId, (row) => ({ ...row, status: 'paid', paid_at: at }));
          const { locationId } = event.data;
          bump(locationId, dayOf(locationId, event.metadata.occurredAt), {
            sales_count: 1,
            total_cents: event.data.totalCents,
            tax_cents: sale?.totals.taxCents ?? 0,
            tip_cents: sale?.totals.tipCents ?? 0,
          });
          if (event.data.appointmentId)
            patch = { kind: 'payment_succeeded', saleId, appointmentId: event.data.appointmentId, amountCents: event.data.totalCents };
          break;
        }
        case 'PaymentRefunded': {
          const { data } = event;
          refunds.insert(data.refundId, {
            id: data.refundId,
            sale_id: saleId,
            payment_id: data.paymentId,
            location_id: data.locationId,
            local_date: dayOf(data.locationId, event.metadata.occurredAt),
            method: data.method,
            amount_cents: data.amountCents,
            reason: data.reason,
            refunded_at: at,
            refunded_by: by,
          });
          payments.update(data.paymentId, (row) => ({ ...row, refunded_cents: row.refunded_cents + data.amountCents }));
          sales.update(saleId, (row) => ({ ...row, refunded_cents: row.refunded_cents + data.amountCents }));
          bump(data.locationId, dayOf(data.locationId, event.metadata.occurredAt), { refunded_cents: data.amountCents });
          break;
        }
        case 'SaleVoided':
          sales.update(saleId, (row) => ({ ...row, status: 'voided', voided_at: at, void_reason: event.data.reason }));
          break;
        default:
          unfoldable('sales', event);
      }
      const locationId = sales.get(saleId)?.location_id ?? null;
      if (locationId)
        context.change(
          {
            topic: 'sales',
            rooms: [`location:${locationId}`, `pos:${locationId}`],
            locationId,
            ids: [saleId],
            ...(patch ? { patch: { value: patch, rooms: [`pos:${locationId}`] } } : {}),
          },
          event,
        );
    }
    await sales.write(context.tables.rows('sales', 'id'));
    await payments.write(context.tables.rows('sale_payments', 'id'));
    await refunds.write(context.tables.rows('sale_refunds', 'id'));
    await daily.write(context.tables.rows('sales_daily', 'id'));
  },
});
