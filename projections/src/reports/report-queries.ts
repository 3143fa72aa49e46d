import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { workingIntervals } from '@chairside/shared/availability/working-intervals';
import { localDay, type LocalDay } from '@chairside/shared/availability/local-day';
import { DEFAULT_LOCATION_TIME_ZONE } from '@chairside/shared/business/business-dto';
import { minutesBetween } from '@chairside/shared/format/durations';
import {
  DEFAULT_RETENTION_DAYS,
  reportDates,
  type AppointmentsReport,
  type ClientsReport,
  type GiftCardsReport,
  type SalesFigures,
  type SalesReport,
  type StaffReport,
} from '@chairside/shared/reports/report-dto';
import type { PaymentMethod } from '@chairside/shared/sales/sale-dto';
import { locationTimeZones } from '../business/business-queries';
import { serviceSummariesByIds } from '../catalogue/catalogue-queries';
import type { ReadDb } from '../database';
import { staffNamesByIds } from '../team/staff-queries';
import { getTeamWorkingHours } from '../team/working-hours-queries';

// Reports as sums of the daily buckets over a range of local dates (both included), at one location or
// every location (locationId absent). Each reads a range of bucket rows by (local_date, location_id); none
// reads the sales, the appointments or the log.
export type ReportRange = { locationId?: string | undefined; from: string; to: string; retentionDays?: number | undefined };

const fullName = (person: { firstName: string; lastName: string } | undefined) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : '';
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

type Bucket =
  | 'report_sales_days'
  | 'report_appointment_days'
  | 'report_staff_days'
  | 'report_gift_card_days'
  | 'report_client_visits'
  | 'report_client_days';
function inRange<Table extends Bucket>(db: ReadDb, table: Table, range: ReportRange) {
  let query = db
    .selectFrom(table as Bucket)
    .where('local_date', '>=', range.from)
    .where('local_date', '<=', range.to);
  if (range.locationId) query = query.where('location_id', '=', range.locationId);
  return query;
}

const zeroSales = (): SalesFigures => ({
  count: 0,
  grossCents: 0,
  discountCents: 0,
  taxCents: 0,
  tipCents: 0,
  netCents: 0,
  refundedCents: 0,
});

export async function salesReport(db: ReadDb, range: ReportRange): Promise<SalesReport> {
  let breakdowns = db
    .selectFrom('report_sales_breakdowns')
    .select((eb) => [
      'dimension',
      'key',
      eb.fn.sum<string>('quantity').as('quantity'),
      eb.fn.sum<string>('net_cents').as('net_cents'),
      eb.fn.sum<string>('tip_cents').as('tip_cents'),
      eb.fn.sum<string>('refunded_cents').as('refunded_cents'),
    ])
    .where('dimension', 'in', ['service', 'staff', 'method'])
    .where('local_date', '>=', range.from)
    .where('local_date', '<=', range.to)
    .groupBy(['dimension', 'key']);
  if (range.locationId) breakdowns = breakdowns.where('location_id', '=', range.locationId);
  const [dayRows, breakdownRows] = await Promise.all([
    inRange(db, 'report_sales_days', range)
      .select((eb) => [
        'local_date',
        eb.fn.sum<string>('sales_count').as('count'),
        eb.fn.sum<string>('gross_cents').as('gross'),
        eb.fn.sum<string>('discount_cents').as('discount'),
        eb.fn.sum<string>('tax_cents').as('tax'),
        eb.fn.sum<string>('tip_cents').as('tip'),
        eb.fn.sum<string>('net_cents').as('net'),
        eb.fn.sum<string>('refunded_cents').as('refunded'),
      ])
      .groupBy('local_date')
      .execute(),
    breakdowns.execute(),
  ]);
  const byDate = new Map(
    dayRows.map((row) => [
      row.local_date,
      {
        count: Number(row.count),
        grossCents: Number(row.gross),
        discountCents: Number(row.discount),
        taxCents: Number(row.tax),
        tipCents: Number(row.tip),
        netCents: Number(row.net),
        refundedCents: Number(row.refunded),
      },
    ]),
  );
  const days = reportDates(range.from, range.to).map((date) => ({ date, ...(byDate.get(date) ?? zeroSales()) }));
  const totals = zeroSales();
  for (const day of days) for (const key of Object.keys(totals) as (keyof SalesFigures)[]) totals[key] += day[key];

  const of = (dimension: string) => breakdownRows.filter((row) => row.dimension === dimension);
  const [services, staff] = await Promise.all([
    serviceSummariesByIds(
      db,
      of('service').map((row) => row.key),
    ),
    staffNamesByIds(
      db,
      of('staff').map((row) => row.key),
    ),
  ]);
  const salesAndRefunds = (row: { quantity: string | null; net_cents: string | null; refunded_cents: string | null }) => ({
    quantity: Number(row.quantity),
    salesCents: Number(row.net_cents),
    refundedCents: Number(row.refunded_cents),
    netCents: Number(row.net_cents) - Number(row.refunded_cents),
  });
  const byNet = <Row extends { netCents: number; name: string }>(a: Row, b: Row) => b.netCents - a.netCents || a.name.localeCompare(b.name);
  return {
    days,
    totals,
    services: of('service')
      .map((row) => ({
        serviceId: row.key,
        name: services.get(row.key)?.name ?? 'A service no longer listed',
        ...salesAndRefunds(row),
      }))
      .sort(byNet),
    staff: of('staff')
      .map((row) => ({
        staffId: row.key,
        name: fullName(staff.get(row.key)) || 'A former staff member',
        ...salesAndRefunds(row),
        tipCents: Number(row.tip_cents),
      }))
      .sort(byNet),
    // A method's row counts the payments taken with it and their amount (kept in net_cents).
    methods: of('method')
      .map((row) => ({
        method: row.key as PaymentMethod,
        count: Number(row.quantity),
        amountCents: Number(row.net_cents),
        refundedCents: Number(row.refunded_cents),
      }))
      .sort((a, b) => b.amountCents - a.amountCents),
  };
}

// Minutes the team was scheduled to work in the range, by date and by staff member, from the working
// hours as they stand (weekly schedules in effect each day, exceptions, approved time off); computed when
// asked, since a schedule change would otherwise rewrite every bucket it spans.
export async function availableMinutes(
  db: ReadDb,
  range: ReportRange,
): Promise<{ byDate: Map<string, number>; byStaff: Map<string, number> }> {
  const zones = await locationTimeZones(db);
  const locationIds = range.locationId ? [range.locationId] : [...zones.keys()];
  const dates = reportDates(range.from, range.to);
  const byDate = new Map<string, number>();
  const byStaff = new Map<string, number>();
  const teams = await Promise.all(locationIds.map((locationId) => getTeamWorkingHours(db, { locationId, from: range.from, to: range.to })));
  for (const [index, locationId] of locationIds.entries()) {
    const zone = zones.get(locationId) ?? DEFAULT_LOCATION_TIME_ZONE;
    const team = teams[index] ?? { staff: [] };
    const days = new Map<string, LocalDay>(dates.map((date) => [date, localDay(date, zone)]));
    for (const person of team.staff) {
      const schedules = person.schedules.filter((schedule) => schedule.locationId === locationId);
      if (schedules.length === 0 && !person.exceptions.some((item) => item.locationId === locationId)) continue;
      for (const date of dates) {
        const intervals = workingIntervals(
          { date, locationId, zone, schedules, exceptions: person.exceptions, timeOff: person.timeOff },
          days.get(date),
        );
        const minutes = intervals.reduce((sum, interval) => sum + minutesBetween(interval.start, interval.end), 0);
        if (minutes === 0) continue;
        byDate.set(date, (byDate.get(date) ?? 0) + minutes);
        byStaff.set(person.staffId, (byStaff.get(person.staffId) ?? 0) + minutes);
      }
    }
  }
  return { byDate, byStaff };
}

export async function appointmentsReport(db: ReadDb, range: ReportRange): Promise<AppointmentsReport> {
  const [rows, available] = await Promise.all([
    inRange(db, 'report_appointment_days', range)
      .select((eb) => [
        'local_date',
        eb.fn.sum<string>('booked').as('booked'),
        eb.fn.sum<string>('cancelled').as('cancelled'),
        eb.fn.sum<string>('late_cancelled').as('late_cancelled'),
        eb.fn.sum<string>('no_shows').as('no_shows'),
        eb.fn.sum<string>('completed').as('completed'),
        eb.fn.sum<string>('booked_minutes').as('booked_minutes'),
      ])
      .groupBy('local_date')
      .execute(),
    availableMinutes(db, range),
  ]);
  const byDate = new Map(rows.map((row) => [row.local_date, row]));
  const days = reportDates(range.from, range.to).map((date) => {
    const row = byDate.get(date);
    const bookedMinutes = Number(row?.booked_minutes ?? 0);
    const availableMinutes = available.byDate.get(date) ?? 0;
    return {
      date,
      booked: Number(row?.booked ?? 0),
      cancelled: Number(row?.cancelled ?? 0),
      lateCancelled: Number(row?.late_cancelled ?? 0),
      noShows: Number(row?.no_shows ?? 0),
      completed: Number(row?.completed ?? 0),
      bookedMinutes,
      availableMinutes,
      utilisation: ratio(bookedMinutes, availableMinutes),
    };
  });
  const sum = (key: 'booked' | 'cancelled' | 'lateCancelled' | 'noShows' | 'completed' | 'bookedMinutes' | 'availableMinutes') =>
    days.reduce((total, day) => total + day[key], 0);
  return {
    days,
    totals: {
      booked: sum('booked'),
      cancelled: sum('cancelled'),
      lateCancelled: sum('lateCancelled'),
      noShows: sum('noShows'),
      completed: sum('completed'),
      bookedMinutes: sum('bookedMinutes'),
      availableMinutes: sum('availableMinutes'),
      utilisation: ratio(sum('bookedMinutes'), sum('availableMinutes')),
    },
  };
}

// New clients: visits that were the client's first anywhere; returning: the others. Retention: of the
// clients who visited in the range, those who came back within `retentionDays` of one of those visits.
export async function clientsReport(db: ReadDb, range: ReportRange): Promise<ClientsReport> {
  const retentionDays = range.retentionDays ?? DEFAULT_RETENTION_DAYS;
  const perClient = inRange(db, 'report_client_visits', range)
    .select((eb) => ['client_id', eb.fn.max(sql<number>`case when days_to_next <= ${retentionDays} then 1 else 0 end`).as('retained')])
    .groupBy('client_id');
  const [rows, retention] = await Promise.all([
    inRange(db, 'report_client_days', range)
      .select((eb) => [
        'local_date',
        eb.fn.sum<string>('new_clients').as('new_clients'),
        eb.fn.sum<string>('returning_clients').as('returning_clients'),
      ])
      .groupBy('local_date')
      .execute(),
    db
      .selectFrom(perClient.as('clients'))
      .select((eb) => [eb.fn.countAll<string>().as('seen'), eb.fn.sum<string>('retained').as('retained')])
      .executeTakeFirst(),
  ]);
  const byDate = new Map(rows.map((row) => [row.local_date, row]));
  const days = reportDates(range.from, range.to).map((date) => ({
    date,
    newClients: Number(byDate.get(date)?.new_clients ?? 0),
    returningClients: Number(byDate.get(date)?.returning_clients ?? 0),
  }));
  const seen = Number(retention?.seen ?? 0);
  const retained = Number(retention?.retained ?? 0);
  return {
    days,
    totals: {
      newClients: days.reduce((sum, day) => sum + day.newClients, 0),
      returningClients: days.reduce((sum, day) => sum + day.returningClients, 0),
      clientsSeen: seen,
      retained,
      retention: ratio(retained, seen),
      retentionDays,
    },
  };
}

export async function staffReport(db: ReadDb, range: ReportRange): Promise<StaffReport> {
  let sales = db
    .selectFrom('report_sales_breakdowns')
    .select((eb) => [
      'key',
      eb.fn.sum<string>('quantity').as('quantity'),
      eb.fn.sum<string>('net_cents').as('net_cents'),
      eb.fn.sum<string>('tip_cents').as('tip_cents'),
    ])
    .where('dimension', '=', 'staff')
    .where('local_date', '>=', range.from)
    .where('local_date', '<=', range.to)
    .groupBy('key');
  if (range.locationId) sales = sales.where('location_id', '=', range.locationId);
  const [saleRows, appointmentRows, available] = await Promise.all([
    sales.execute(),
    inRange(db, 'report_staff_days', range)
      .select((eb) => [
        'staff_id',
        eb.fn.sum<string>('appointments').as('appointments'),
        eb.fn.sum<string>('booked_minutes').as('booked_minutes'),
      ])
      .groupBy('staff_id')
      .execute(),
    availableMinutes(db, range),
  ]);
  const ids = [...new Set([...saleRows.map((row) => row.key), ...appointmentRows.map((row) => row.staff_id), ...available.byStaff.keys()])];
  const names = await staffNamesByIds(db, ids);
  const salesOf = new Map(saleRows.map((row) => [row.key, row]));
  const appointmentsOf = new Map(appointmentRows.map((row) => [row.staff_id, row]));
  const staff = ids
    .map((staffId) => {
      const sold = salesOf.get(staffId);
      const booked = appointmentsOf.get(staffId);
      const bookedMinutes = Number(booked?.booked_minutes ?? 0);
      const availableMinutes = available.byStaff.get(staffId) ?? 0;
      return {
        staffId,
        name: fullName(names.get(staffId)) || 'A former staff member',
        servicesSold: Number(sold?.quantity ?? 0),
        revenueCents: Number(sold?.net_cents ?? 0),
        tipCents: Number(sold?.tip_cents ?? 0),
        appointments: Number(booked?.appointments ?? 0),
        bookedMinutes,
        availableMinutes,
        utilisation: ratio(bookedMinutes, availableMinutes),
      };
    })
    .sort((a, b) => b.revenueCents - a.revenueCents || a.name.localeCompare(b.name));
  const sum = (key: 'servicesSold' | 'revenueCents' | 'tipCents' | 'appointments' | 'bookedMinutes' | 'availableMinutes') =>
    staff.reduce((total, row) => total + row[key], 0);
  return {
    staff,
    totals: {
      servicesSold: sum('servicesSold'),
      revenueCents: sum('revenueCents'),
      tipCents: sum('tipCents'),
      appointments: sum('appointments'),
      bookedMinutes: sum('bookedMinutes'),
      availableMinutes: sum('availableMinutes'),
      utilisation: ratio(sum('bookedMinutes'), sum('availableMinutes')),
    },
  };
}

// What cards held at the end of each day: everything before the range (one sum), then day by day.
export async function giftCardsReport(db: ReadDb, range: ReportRange): Promise<GiftCardsReport> {
  let before = db
    .selectFrom('report_gift_card_days')
    .select(sql<string>`coalesce(sum(issued_cents + reloaded_cents - redeemed_cents + restored_cents), 0)`.as('liability'))
    .where('local_date', '<', range.from);
  if (range.locationId) before = before.where('location_id', '=', range.locationId);
  const [opening, rows] = await Promise.all([
    before.executeTakeFirst(),
    inRange(db, 'report_gift_card_days', range)
      .select((eb) => [
        'local_date',
        eb.fn.sum<string>('issued_cents').as('issued'),
        eb.fn.sum<string>('reloaded_cents').as('reloaded'),
        eb.fn.sum<string>('redeemed_cents').as('redeemed'),
        eb.fn.sum<string>('restored_cents').as('restored'),
      ])
      .groupBy('local_date')
      .execute(),
  ]);
  const byDate = new Map(rows.map((row) => [row.local_date, row]));
  const openingLiabilityCents = Number(opening?.liability ?? 0);
  let liability = openingLiabilityCents;
  const days = reportDates(range.from, range.to).map((date) => {
    const row = byDate.get(date);
    const issuedCents = Number(row?.issued ?? 0);
    const reloadedCents = Number(row?.reloaded ?? 0);
    const redeemedCents = Number(row?.redeemed ?? 0);
    const restoredCents = Number(row?.restored ?? 0);
    liability += issuedCents + reloadedCents - redeemedCents + restoredCents;
    return { date, issuedCents, reloadedCents, redeemedCents, restoredCents, liabilityCents: liability };
  });
  const sum = (key: 'issuedCents' | 'reloadedCents' | 'redeemedCents' | 'restoredCents') =>
    days.reduce((total, day) => total + day[key], 0);
  return {
    days,
    totals: {
      issuedCents: sum('issuedCents'),
      reloadedCents: sum('reloadedCents'),
      redeemedCents: sum('redeemedCents'),
      restoredCents: sum('restoredCents'),
      openingLiabilityCents,
      closingLiabilityCents: liability,
    },
  };
}

// Today on a location's clock (the business's default zone for every location together).
export async function todayAt(db: ReadDb, locationId: string | undefined): Promise<string> {
  const zones = await locationTimeZones(db);
  const zone = (locationId && zones.get(locationId)) || DEFAULT_LOCATION_TIME_ZONE;
  return DateTime.now().setZone(zone).toISODate() ?? '';
}
