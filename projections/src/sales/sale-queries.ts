import type { Sale, SalePayment, SalesSummary } from '@chairside/shared/sales/sale-dto';
import { locationNamesByIds } from '../business/business-queries';
import { clientContactsByIds } from '../clients/client-queries';
import type { ReadDb } from '../database';
import { userProfilesByIds } from '../identity/identity-queries';
import { staffNamesByIds } from '../team/staff-queries';
import type { SalePaymentTable, SaleRefundTable, SaleTable } from './sale-tables';
import type { Selectable } from 'kysely';

type SaleRow = Selectable<SaleTable>;
type PaymentRow = Selectable<SalePaymentTable>;
type RefundRow = Selectable<SaleRefundTable>;

const fullName = (person: { firstName: string; lastName: string } | undefined) =>
  person ? `${person.firstName} ${person.lastName}`.trim() || null : null;

// Sales as the point of sale shows them: every name asked of its owner once, however many sales.
async function toSales(db: ReadDb, rows: readonly SaleRow[]): Promise<Sale[]> {
  if (rows.length === 0) return [];
  const saleIds = rows.map((row) => row.id);
  const [payments, refunds] = await Promise.all([
    db.selectFrom('sale_payments').selectAll().where('sale_id', 'in', saleIds).orderBy('taken_at').orderBy('id').execute(),
    db.selectFrom('sale_refunds').selectAll().where('sale_id', 'in', saleIds).orderBy('refunded_at').orderBy('id').execute(),
  ]);
  const staffIds = rows.flatMap((row) => [
    ...row.cart.lines.flatMap((line) => (line.kind === 'service' && line.staffId ? [line.staffId] : [])),
    ...row.cart.tips.map((tip) => tip.staffId),
  ]);
  const userIds = [...payments.map((payment) => payment.taken_by), ...refunds.map((refund) => refund.refunded_by)].filter(
    (id): id is string => id !== null,
  );
  const [locations, clients, staff, users] = await Promise.all([
    locationNamesByIds(
      db,
      rows.map((row) => row.location_id),
    ),
    clientContactsByIds(
      db,
      rows.flatMap((row) => (row.client_id ? [row.client_id] : [])),
    ),
    staffNamesByIds(db, staffIds),
    userProfilesByIds(db, userIds),
  ]);
  const byPayment = (payment: PaymentRow): SalePayment => ({
    id: payment.id,
    method: payment.method,
    amountCents: payment.amount_cents,
    tenderedCents: payment.tendered_cents,
    changeCents: payment.change_cents,
    card: payment.card,
    giftCardCode: payment.gift_card_code,
    refundedCents: payment.refunded_cents,
    takenAt: payment.taken_at.toISOString(),
    takenBy: payment.taken_by ? fullName(users.get(payment.taken_by)) : null,
  });
  const byRefund = (refund: RefundRow) => ({
    id: refund.id,
    paymentId: refund.payment_id,
    method: refund.method,
    amountCents: refund.amount_cents,
    reason: refund.reason,
    refundedAt: refund.refunded_at.toISOString(),
    refundedBy: refund.refunded_by ? fullName(users.get(refund.refunded_by)) : null,
  });
  return rows.map((row) => {
    const client = row.client_id ? clients.get(row.client_id) : undefined;
    const priced = new Map(row.priced.map((line) => [line.lineId, line]));
    const collected = row.paid_cents - row.refunded_cents;
    return {
      id: row.id,
      number: row.number,
      locationId: row.location_id,
      locationName: locations.get(row.location_id) ?? '',
      clientId: row.client_id,
      clientName: client ? `${client.firstName} ${client.lastName}`.trim() : null,
      clientEmail: client?.email || null,
      appointmentId: row.appointment_id,
      status: row.status,
      lines: row.cart.lines.map((line) => {
        const price = priced.get(line.lineId);
        const service = line.kind === 'service';
        const giftCard = line.kind === 'gift_card';
        return {
          lineId: line.lineId,
          kind: line.kind,
          description: giftCard ? (line.mode === 'sell' ? 'Gift card' : 'Gift card reload') : line.description,
          serviceId: service ? line.serviceId : null,
          staffId: service ? line.staffId : null,
          staffName: service && line.staffId ? fullName(staff.get(line.staffId)) : null,
          giftCardCode: giftCard ? line.code : null,
          giftCardMode: giftCard ? line.mode : null,
          unitPriceCents: giftCard ? line.amountCents : line.unitPriceCents,
          quantity: giftCard ? 1 : line.quantity,
          discount: giftCard ? null : line.discount,
          grossCents: price?.grossCents ?? 0,
          lineDiscountCents: price?.lineDiscountCents ?? 0,
          cartDiscountCents: price?.cartDiscountCents ?? 0,
          netCents: price?.netCents ?? 0,
          taxable: price?.taxable ?? false,
        };
      }),
      cartDiscount: row.cart.cartDiscount,
      tips: row.cart.tips.map((tip) => ({
        staffId: tip.staffId,
        staffName: fullName(staff.get(tip.staffId)),
        amountCents: tip.amountCents,
      })),
      subtotalCents: row.totals.subtotalCents,
      discountCents: row.totals.discountCents,
      taxRateBasisPoints: row.totals.taxRateBasisPoints,
      taxCents: row.totals.taxCents,
      tipCents: row.totals.tipCents,
      totalCents: row.totals.totalCents,
      paidCents: row.paid_cents,
      refundedCents: row.refunded_cents,
      balanceCents: row.status === 'open' ? row.totals.totalCents - collected : 0,
      payments: payments.filter((payment) => payment.sale_id === row.id).map(byPayment),
      refunds: refunds.filter((refund) => refund.sale_id === row.id).map(byRefund),
      openedAt: row.opened_at.toISOString(),
      paidAt: row.paid_at?.toISOString() ?? null,
      voidedAt: row.voided_at?.toISOString() ?? null,
      voidReason: row.void_reason,
    };
  });
}

export async function getSale(db: ReadDb, saleId: string): Promise<Sale | null> {
  const row = await db.selectFrom('sales').selectAll().where('id', '=', saleId).executeTakeFirst();
  return row ? ((await toSales(db, [row]))[0] ?? null) : null;
}

// One client's sales, newest first (their subject-access export).
export async function listClientSales(db: ReadDb, clientId: string | readonly string[], limit = 1000): Promise<Sale[]> {
  const rows = await db
    .selectFrom('sales')
    .selectAll()
    .where('client_id', 'in', typeof clientId === 'string' ? [clientId] : clientId)
    .orderBy('opened_at', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
  return toSales(db, rows);
}

// A location's day of sales (opened that day on its clock), newest first.
export async function listSales(db: ReadDb, locationId: string, date: string): Promise<Sale[]> {
  const rows = await db
    .selectFrom('sales')
    .selectAll()
    .where('location_id', '=', locationId)
    .where('local_date', '=', date)
    .orderBy('opened_at', 'desc')
    .orderBy('id')
    .limit(500)
    .execute();
  return toSales(db, rows);
}

// The payments taken at a location on a day (its clock), newest first, with their sale's number.
export async function listPayments(db: ReadDb, locationId: string, date: string): Promise<(SalePayment & { saleId: string })[]> {
  const rows = await db
    .selectFrom('sale_payments')
    .selectAll()
    .where('location_id', '=', locationId)
    .where('local_date', '=', date)
    .orderBy('taken_at', 'desc')
    .orderBy('id')
    .limit(1000)
    .execute();
  const users = await userProfilesByIds(
    db,
    rows.flatMap((row) => (row.taken_by ? [row.taken_by] : [])),
  );
  return rows.map((row) => ({
    saleId: row.sale_id,
    id: row.id,
    method: row.method,
    amountCents: row.amount_cents,
    tenderedCents: row.tendered_cents,
    changeCents: row.change_cents,
    card: row.card,
    giftCardCode: row.gift_card_code,
    refundedCents: row.refunded_cents,
    takenAt: row.taken_at.toISOString(),
    takenBy: row.taken_by ? fullName(users.get(row.taken_by)) : null,
  }));
}

export async function salesSummary(db: ReadDb, locationId: string, date: string): Promise<SalesSummary> {
  const row = await db
    .selectFrom('sales_daily')
    .select(['sales_count', 'total_cents', 'refunded_cents'])
    .where('location_id', '=', locationId)
    .where('local_date', '=', date)
    .executeTakeFirst();
  return { date, count: row?.sales_count ?? 0, totalCents: row?.total_cents ?? 0, refundedCents: row?.refunded_cents ?? 0 };
}

// The sale an appointment's checkout opened, unless it was voided.
export async function findAppointmentSale(db: ReadDb, appointmentId: string): Promise<string | null> {
  const row = await db
    .selectFrom('sales')
    .select('id')
    .where('appointment_id', '=', appointmentId)
    .where('status', '!=', 'voided')
    .orderBy('opened_at', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

// What one client has spent: paid sales (refunds taken off), how many, the last one's time, and the ids of
// their sales that are not voided (their gift cards are bought in those).
export type ClientSpend = { spentCents: number; paidSales: number; lastPaidAt: string | null; saleIds: string[] };

export async function clientSpend(db: ReadDb, clientId: string | readonly string[]): Promise<ClientSpend> {
  const rows = await db
    .selectFrom('sales')
    .select(['id', 'status', 'paid_cents', 'refunded_cents', 'paid_at'])
    .where('client_id', 'in', typeof clientId === 'string' ? [clientId] : clientId)
    .where('status', '!=', 'voided')
    .execute();
  let spentCents = 0;
  let paidSales = 0;
  let lastPaidAt: Date | null = null;
  for (const row of rows) {
    if (row.status !== 'paid') continue;
    spentCents += row.paid_cents - row.refunded_cents;
    paidSales += 1;
    if (row.paid_at && (!lastPaidAt || row.paid_at > lastPaidAt)) lastPaidAt = row.paid_at;
  }
  return { spentCents, paidSales, lastPaidAt: lastPaidAt?.toISOString() ?? null, saleIds: rows.map((row) => row.id) };
}
