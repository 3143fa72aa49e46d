import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { DateTime } from 'luxon';
import { DEFAULT_LOCATION_TIME_ZONE } from '@chairside/shared/business/business-dto';
import { saleEventTypes, type SaleEvent } from '@chairside/shared/sales/sale-events';
import { businessToday, foldPay } from '@chairside/shared/team/pay-rates';
import type { StaffEvent } from '@chairside/shared/team/staff-events';
import { locationTimeZones } from '../business/business-queries';
import { rowsById } from '../engine/batch-rows';
import { readIfStarted } from '../engine/other-read-models';
import { defineProjection, unfoldable, type TypedRecorded } from '../engine/projection';
import { openedSale, paidSale, refundedSale } from './commission-ledger';
import type { Selectable } from 'kysely';
import { payrollLedgerTable, payrollPayRatesTable, payrollSaleTable, type PayrollLedgerTable } from './payroll-tables';

const payEventTypes = [
  'StaffHired',
  'StaffHiredWithoutAccount',
  'StaffProfileUpdated',
  'StaffPayRateSet',
] as const satisfies readonly StaffEvent['type'][];
type StaffPayEvent = Extract<StaffEvent, { type: (typeof payEventTypes)[number] }>;

const staffIdOf = (event: TypedRecorded<StaffPayEvent>) =>
  event.type === 'StaffHired' || event.type === 'StaffHiredWithoutAccount' ? event.data.staffId : event.stream.slice('staff-'.length);

// The commission ledger: staff pay over time and sales folded in the order they happened, so each sale's
// commission is captured at the rate in force when it was paid and never recomputed (commission-ledger.ts).
export const payrollLedgerProjection = defineProjection<SaleEvent | StaffPayEvent>({
  name: 'payroll_ledger',
  version: 1,
  eventTypes: [...saleEventTypes, ...payEventTypes],
  topics: ['payroll'],
  tables: {
    payroll_pay_rates: payrollPayRatesTable.create,
    payroll_sales: payrollSaleTable.create,
    payroll_ledger: payrollLedgerTable.create,
  },
  async apply(_trx, events, context) {
    const sales = rowsById(
      await context.tables.select(
        'payroll_sales',
        'id',
        events.flatMap((event) => ('saleId' in event.data ? [event.data.saleId] : [])),
      ),
    );
    // Everyone whose rates a sale of the batch may need, and whose pay changes in it.
    const staffIds = new Set<string>();
    for (const sale of sales.rows()) for (const line of sale.lines) staffIds.add(line.staffId);
    for (const event of events) {
      if (event.type === 'SaleOpened' || event.type === 'SaleCartChanged')
        for (const line of event.data.cart.lines) if (line.kind === 'service' && line.staffId) staffIds.add(line.staffId);
      if (
        event.type === 'StaffHired' ||
        event.type === 'StaffHiredWithoutAccount' ||
        event.type === 'StaffProfileUpdated' ||
        event.type === 'StaffPayRateSet'
      )
        staffIds.add(staffIdOf(event));
    }
    const rates = rowsById(await context.tables.select('payroll_pay_rates', 'id', staffIds));
    const zones = await readIfStarted(context.readModels, () => locationTimeZones(context.readModels), new Map<string, string>());
    const dayAt = (locationId: string, at: string) =>
      DateTime.fromISO(at, { zone: 'utc' })
        .setZone(zones.get(locationId) ?? DEFAULT_LOCATION_TIME_ZONE)
        .toISODate() ?? at.slice(0, 10);
    const ledger: Selectable<PayrollLedgerTable>[] = [];

    for (const event of events) {
      switch (event.type) {
        case 'StaffHired':
        case 'StaffHiredWithoutAccount':
        case 'StaffProfileUpdated':
        case 'StaffPayRateSet': {
          const staffId = staffIdOf(event);
          const row = rates.get(staffId);
          const folded = foldPay(
            row ? { profilePay: row.profile_pay, history: row.history } : null,
            event,
            businessToday(new Date(event.metadata.occurredAt), BUSINESS_TIME_ZONE),
          );
          if (folded) rates.put(staffId, { id: staffId, profile_pay: folded.profilePay, history: folded.history });
          context.change({ topic: 'payroll', rooms: ['staff'], ids: [staffId] }, event);
          break;
        }
        case 'SaleOpened':
        case 'SaleCartChanged':
          sales.put(event.data.saleId, openedSale(event.data.saleId, event.data.cart, event.data.totals));
          break;
        case 'SalePaid': {
          const sale = sales.get(event.data.saleId);
          if (!sale) break;
          const paid = paidSale(
            sale,
            {
              locationId: event.data.locationId,
              date: dayAt(event.data.locationId, event.metadata.occurredAt),
              totalCents: event.data.totalCents,
            },
            (staffId) => rates.get(staffId)?.history ?? [],
          );
          sales.put(sale.id, paid.sale);
          ledger.push(...paid.ledger);
          context.change({ topic: 'payroll', rooms: ['staff'], ids: [sale.id] }, event);
          break;
        }
        case 'PaymentRefunded': {
          const sale = sales.get(event.data.saleId);
          if (!sale) break;
          const refunded = refundedSale(sale, {
            refundId: event.data.refundId,
            locationId: event.data.locationId,
            date: dayAt(event.data.locationId, event.metadata.occurredAt),
            amountCents: event.data.amountCents,
          });
          sales.put(sale.id, refunded.sale);
          ledger.push(...refunded.ledger);
          if (refunded.ledger.length > 0) context.change({ topic: 'payroll', rooms: ['staff'], ids: [sale.id] }, event);
          break;
        }
        case 'PaymentTaken':
        case 'PaymentDeclined':
        case 'SaleVoided':
          break;
        default:
          unfoldable('payroll_ledger', event);
      }
    }
    await rates.write(context.tables.rows('payroll_pay_rates', 'id'));
    await sales.write(context.tables.rows('payroll_sales', 'id'));
    if (ledger.length > 0) await context.tables.upsert('payroll_ledger', 'id', ledger);
  },
});
