import type { Cart, CardSummary, PaymentMethod, SaleStatus } from '@chairside/shared/sales/sale-dto';
import type { PricedLine, SaleTotals } from '@chairside/shared/sales/sale-math';
import { column, defineTable, type TableRow } from '../engine/table-definition';

// Sales with their carts and totals as charged; `local_date` is the day the sale opened on its location's clock.
export const saleTable = defineTable(
  'sales',
  {
    id: column.text(),
    number: column.text(),
    location_id: column.text(),
    local_date: column.text(),
    client_id: column.text().nullable(),
    appointment_id: column.text().nullable(),
    status: column.text<SaleStatus>(),
    cart: column.jsonb<Cart>(),
    priced: column.jsonb<PricedLine[]>(),
    totals: column.jsonb<SaleTotals>(),
    paid_cents: column.integer(),
    refunded_cents: column.integer(),
    opened_at: column.timestamptz(),
    opened_by: column.text().nullable(),
    paid_at: column.timestamptz().nullable(),
    voided_at: column.timestamptz().nullable(),
    void_reason: column.text().nullable(),
  },
  { primaryKey: ['id'], indexes: [['location_id', 'local_date'], ['appointment_id']] },
);
export type SaleTable = TableRow<typeof saleTable>;

// Each payment taken, on the day it was taken (its location's clock); never the card number.
export const salePaymentTable = defineTable(
  'sale_payments',
  {
    id: column.text(),
    sale_id: column.text(),
    location_id: column.text(),
    local_date: column.text(),
    method: column.text<PaymentMethod>(),
    amount_cents: column.integer(),
    tendered_cents: column.integer().nullable(),
    change_cents: column.integer().nullable(),
    card: column.jsonb<CardSummary>().nullable(),
    gift_card_code: column.text().nullable(),
    refunded_cents: column.integer(),
    taken_at: column.timestamptz(),
    taken_by: column.text().nullable(),
  },
  { primaryKey: ['id'], indexes: [['sale_id'], ['location_id', 'local_date']] },
);
export type SalePaymentTable = TableRow<typeof salePaymentTable>;

export const saleRefundTable = defineTable(
  'sale_refunds',
  {
    id: column.text(),
    sale_id: column.text(),
    payment_id: column.text(),
    location_id: column.text(),
    local_date: column.text(),
    method: column.text<PaymentMethod>(),
    amount_cents: column.integer(),
    reason: column.text(),
    refunded_at: column.timestamptz(),
    refunded_by: column.text().nullable(),
  },
  { primaryKey: ['id'], indexes: [['sale_id']] },
);
export type SaleRefundTable = TableRow<typeof saleRefundTable>;

// A location's day of sales, pre-aggregated for the dashboard and reports: a sale counts on the day it was
// paid, a refund on the day it was made. id: `<locationId>:<yyyy-mm-dd>`.
export const salesDailyTable = defineTable(
  'sales_daily',
  {
    id: column.text(),
    location_id: column.text(),
    local_date: column.text(),
    sales_count: column.integer(),
    total_cents: column.integer(),
    tax_cents: column.integer(),
    tip_cents: column.integer(),
    refunded_cents: column.integer(),
  },
  { primaryKey: ['id'], indexes: [['location_id', 'local_date']] },
);
export type SalesDailyTable = TableRow<typeof salesDailyTable>;
