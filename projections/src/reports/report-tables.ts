import type { AppointmentStatus } from '@chairside/shared/appointments/appointment-dto';
import { column, defineTable, type TableRow } from '../engine/table-definition';

// The daily buckets reports read: one row per location and local day (on the location's clock), and per day
// × service, staff member or payment method. Reports sum these rows over a range; they never scan sales or
// appointments per request.

// A location's day of sales: a sale counts on the day it was paid, a refund on the day it was made.
// id: `<locationId>:<yyyy-mm-dd>`.
export const reportSalesDayTable = defineTable(
  'report_sales_days',
  {
    id: column.text(),
    location_id: column.text(),
    local_date: column.text(),
    sales_count: column.integer(),
    gross_cents: column.integer(),
    discount_cents: column.integer(),
    tax_cents: column.integer(),
    tip_cents: column.integer(),
    net_cents: column.integer(),
    refunded_cents: column.integer(),
  },
  { primaryKey: ['id'], indexes: [['local_date', 'location_id']] },
);
export type ReportSalesDayTable = TableRow<typeof reportSalesDayTable>;

// A day's sales split by service, by staff member (services they performed, tips they got) or by payment
// method (payments taken that day, refunds made that day); a refund counts against the services and staff
// of the sale it refunds, on the day it was made. id: `<locationId>:<date>:<dimension>:<key>`.
export type SalesDimension = 'service' | 'staff' | 'method';
export const reportSalesBreakdownTable = defineTable(
  'report_sales_breakdowns',
  {
    id: column.text(),
    location_id: column.text(),
    local_date: column.text(),
    dimension: column.text<SalesDimension>(),
    key: column.text(),
    quantity: column.integer(),
    net_cents: column.integer(),
    tip_cents: column.integer(),
    refunded_cents: column.integer(),
  },
  { primaryKey: ['id'], indexes: [['dimension', 'local_date', 'location_id']] },
);
export type ReportSalesBreakdownTable = TableRow<typeof reportSalesBreakdownTable>;

// A sale's counted lines as priced, from its opening: what it adds to the breakdowns when paid, and, kept
// afterwards, how a refund of it splits over its services and staff (in proportion to the sale's total).
export type SaleLine = { serviceId: string | null; staffId: string | null; quantity: number; grossCents: number; netCents: number };
export const reportSaleLinesTable = defineTable(
  'report_sale_lines',
  {
    id: column.text(),
    lines: column.jsonb<SaleLine[]>(),
    tips: column.jsonb<{ staffId: string; amountCents: number }[]>(),
    tax_cents: column.integer(),
    tip_cents: column.integer(),
    // Everything the sale charged (gift cards sold, tax and tips included): what a refund is a share of.
    total_cents: column.integer(),
    // Refunded of it so far.
    refunded_cents: column.integer(),
  },
  { primaryKey: ['id'] },
);
export type ReportSaleLinesTable = TableRow<typeof reportSaleLinesTable>;

// Each appointment as the buckets counted it, so a later change takes back what it added before.
export type CountedItem = { staffId: string; minutes: number };
export const reportAppointmentTable = defineTable(
  'report_appointments',
  {
    id: column.text(),
    location_id: column.text(),
    local_date: column.text(),
    client_id: column.text(),
    status: column.text<AppointmentStatus>(),
    late_cancel: column.boolean(),
    items: column.jsonb<CountedItem[]>(),
  },
  { primaryKey: ['id'] },
);
export type ReportAppointmentTable = TableRow<typeof reportAppointmentTable>;

// A location's day of appointments (the day they are booked for). id: `<locationId>:<date>`.
export const reportAppointmentDayTable = defineTable(
  'report_appointment_days',
  {
    id: column.text(),
    location_id: column.text(),
    local_date: column.text(),
    booked: column.integer(),
    cancelled: column.integer(),
    late_cancelled: column.integer(),
    no_shows: column.integer(),
    completed: column.integer(),
    booked_minutes: column.integer(),
  },
  { primaryKey: ['id'], indexes: [['local_date', 'location_id']] },
);
export type ReportAppointmentDayTable = TableRow<typeof reportAppointmentDayTable>;

// A staff member's day of appointments at a location. id: `<locationId>:<date>:<staffId>`.
export const reportStaffDayTable = defineTable(
  'report_staff_days',
  {
    id: column.text(),
    location_id: column.text(),
    local_date: column.text(),
    staff_id: column.text(),
    appointments: column.integer(),
    booked_minutes: column.integer(),
  },
  { primaryKey: ['id'], indexes: [['local_date', 'location_id']] },
);
export type ReportStaffDayTable = TableRow<typeof reportStaffDayTable>;

// A client's visits (completed appointments), each knowing whether it was the client's first and when the
// client came next: new and returning clients per day, and retention, are counts over a range of these.
export const reportClientVisitTable = defineTable(
  'report_client_visits',
  {
    id: column.text(),
    client_id: column.text(),
    location_id: column.text(),
    local_date: column.text(),
    first_visit: column.boolean(),
    next_visit_date: column.text().nullable(),
    // days from this visit to the client's next (null: none yet), so retention compares a number
    days_to_next: column.integer().nullable(),
  },
  { primaryKey: ['id'], indexes: [['client_id'], ['local_date', 'location_id']] },
);
export type ReportClientVisitTable = TableRow<typeof reportClientVisitTable>;

// A location's day of visits: first visits (new clients) and the others (returning). id: `<locationId>:<date>`.
export const reportClientDayTable = defineTable(
  'report_client_days',
  {
    id: column.text(),
    location_id: column.text(),
    local_date: column.text(),
    new_clients: column.integer(),
    returning_clients: column.integer(),
  },
  { primaryKey: ['id'], indexes: [['local_date', 'location_id']] },
);
export type ReportClientDayTable = TableRow<typeof reportClientDayTable>;

// A location's day of gift-card money: sold, reloaded, redeemed and put back. id: `<locationId>:<date>`.
export const reportGiftCardDayTable = defineTable(
  'report_gift_card_days',
  {
    id: column.text(),
    location_id: column.text(),
    local_date: column.text(),
    issued_cents: column.integer(),
    reloaded_cents: column.integer(),
    redeemed_cents: column.integer(),
    restored_cents: column.integer(),
  },
  { primaryKey: ['id'], indexes: [['local_date', 'location_id']] },
);
export type ReportGiftCardDayTable = TableRow<typeof reportGiftCardDayTable>;

// Where each redemption happened: a restore (which does not say) goes back on that location's books.
export const reportGiftCardRedemptionTable = defineTable(
  'report_gift_card_redemptions',
  { id: column.text(), location_id: column.text() },
  { primaryKey: ['id'] },
);
export type ReportGiftCardRedemptionTable = TableRow<typeof reportGiftCardRedemptionTable>;
