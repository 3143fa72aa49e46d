import { DateTime } from 'luxon';
import { z } from 'zod';
import { paymentMethods } from '../sales/sale-dto';
import { localDateSchema } from '../team/working-hours-dto';

// Reports read pre-aggregated daily buckets: a location's day is on that location's clock.

export const reportNames = ['sales', 'appointments', 'clients', 'staff', 'gift-cards'] as const;
export type ReportName = (typeof reportNames)[number];
export const reportLabels: Record<ReportName, string> = {
  sales: 'Sales',
  appointments: 'Appointments',
  clients: 'Clients',
  staff: 'Staff',
  'gift-cards': 'Gift cards',
};

export const MAX_REPORT_DAYS = 366;
// A client counts as retained when they came back within this many days of a visit, unless the query asks otherwise.
export const DEFAULT_RETENTION_DAYS = 90;

// GET /api/reports/<name>?locationId=&from=&to= (inclusive local dates; no locationId: every location).
export const reportQuerySchema = z
  .object({
    locationId: z.uuid('Choose a location').optional(),
    from: localDateSchema,
    to: localDateSchema,
    retentionDays: z.coerce
      .number('Retention is a number of days')
      .int('Retention is a whole number of days')
      .min(1, 'Retention is at least 1 day')
      .max(365, 'Retention is at most 365 days')
      .optional(),
  })
  .refine((query) => query.from <= query.to, { message: 'The start of the range must be on or before its end', path: ['to'] })
  .refine((query) => reportRangeDays(query.from, query.to) <= MAX_REPORT_DAYS, {
    message: `A report covers at most ${MAX_REPORT_DAYS} days; choose a shorter range`,
    path: ['to'],
  });
export type ReportQuery = z.infer<typeof reportQuerySchema>;

// Days from `from` to `to`, both included.
export function reportRangeDays(from: string, to: string): number {
  return Math.round(DateTime.fromISO(to, { zone: 'utc' }).diff(DateTime.fromISO(from, { zone: 'utc' }), 'days').days) + 1;
}

// Every local date from `from` to `to`, both included.
export function reportDates(from: string, to: string): string[] {
  const dates: string[] = [];
  let day = DateTime.fromISO(from, { zone: 'utc' });
  const last = DateTime.fromISO(to, { zone: 'utc' });
  while (day <= last && dates.length <= MAX_REPORT_DAYS) {
    dates.push(day.toISODate() ?? '');
    day = day.plus({ days: 1 });
  }
  return dates;
}

const salesFiguresSchema = z.object({
  count: z.number(),
  grossCents: z.number(),
  discountCents: z.number(),
  taxCents: z.number(),
  tipCents: z.number(),
  // gross − discounts, without tax and tips
  netCents: z.number(),
  refundedCents: z.number(),
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;
export const salesReportSchema = z.object({
  days: z.array(salesFiguresSchema.extend({ date: z.string() })),
  totals: salesFiguresSchema,
  // Per service and staff member: what was sold (net of discounts), what refunds gave back of it, and the
  // difference (netCents = salesCents − refundedCents).
  services: z.array(
    z.object({
      serviceId: z.string(),
      name: z.string(),
      quantity: z.number(),
      salesCents: z.number(),
      refundedCents: z.number(),
      netCents: z.number(),
    }),
  ),
  staff: z.array(
    z.object({
      staffId: z.string(),
      name: z.string(),
      quantity: z.number(),
      salesCents: z.number(),
      refundedCents: z.number(),
      netCents: z.number(),
      tipCents: z.number(),
    }),
  ),
  methods: z.array(z.object({ method: z.enum(paymentMethods), count: z.number(), amountCents: z.number(), refundedCents: z.number() })),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

const appointmentFiguresSchema = z.object({
  booked: z.number(),
  cancelled: z.number(),
  lateCancelled: z.number(),
  noShows: z.number(),
  completed: z.number(),
  bookedMinutes: z.number(),
  availableMinutes: z.number(),
  // booked minutes / available minutes, 0..1 (null when nobody was scheduled)
  utilisation: z.number().nullable(),
});
export type AppointmentFigures = z.infer<typeof appointmentFiguresSchema>;
export const appointmentsReportSchema = z.object({
  days: z.array(appointmentFiguresSchema.extend({ date: z.string() })),
  totals: appointmentFiguresSchema,
});
export type AppointmentsReport = z.infer<typeof appointmentsReportSchema>;

const clientFiguresSchema = z.object({ newClients: z.number(), returningClients: z.number() });
export const clientsReportSchema = z.object({
  days: z.array(clientFiguresSchema.extend({ date: z.string() })),
  totals: clientFiguresSchema.extend({
    clientsSeen: z.number(),
    retained: z.number(),
    // retained / clients seen, 0..1 (null when nobody visited)
    retention: z.number().nullable(),
    retentionDays: z.number(),
  }),
});
export type ClientsReport = z.infer<typeof clientsReportSchema>;

const staffFiguresSchema = z.object({
  servicesSold: z.number(),
  revenueCents: z.number(),
  tipCents: z.number(),
  appointments: z.number(),
  bookedMinutes: z.number(),
  availableMinutes: z.number(),
  utilisation: z.number().nullable(),
});
export const staffReportSchema = z.object({
  staff: z.array(staffFiguresSchema.extend({ staffId: z.string(), name: z.string() })),
  totals: staffFiguresSchema,
});
export type StaffReport = z.infer<typeof staffReportSchema>;

const giftCardFiguresSchema = z.object({
  issuedCents: z.number(),
  reloadedCents: z.number(),
  redeemedCents: z.number(),
  restoredCents: z.number(),
});
export const giftCardsReportSchema = z.object({
  // liabilityCents: what cards held at the end of the day (everything before it included)
  days: z.array(giftCardFiguresSchema.extend({ date: z.string(), liabilityCents: z.number() })),
  totals: giftCardFiguresSchema.extend({ openingLiabilityCents: z.number(), closingLiabilityCents: z.number() }),
});
export type GiftCardsReport = z.infer<typeof giftCardsReportSchema>;
