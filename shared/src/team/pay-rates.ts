import { DateTime } from 'luxon';
import { z } from 'zod';
import { staffPaySchema, type StaffPay } from './staff-dto';
import { localDateSchema } from './working-hours-dto';

// A staff member's pay over time: each rate takes effect on its date (yyyy-MM-dd, on the business's
// calendar) and holds until the next one. The pay given at hiring has no date: it is in force from the
// staff member's start, that is on every day before their first dated rate.
export type PayRate = { effectiveFrom: string | null; pay: StaffPay };

export const noPay: StaffPay = { hourlyRateCents: null, serviceCommissionPercent: null, productCommissionPercent: null };

export const samePay = (a: StaffPay, b: StaffPay) =>
  a.hourlyRateCents === b.hourlyRateCents &&
  a.serviceCommissionPercent === b.serviceCommissionPercent &&
  a.productCommissionPercent === b.productCommissionPercent;

const payOf = ({ hourlyRateCents, serviceCommissionPercent, productCommissionPercent }: StaffPay): StaffPay => ({
  hourlyRateCents,
  serviceCommissionPercent,
  productCommissionPercent,
});

// The pay in force on a day: the latest rate whose date is on or before it (the undated first rate when
// none is). Example: rateOn([{ effectiveFrom: null, pay: a }, { effectiveFrom: '2026-11-10', pay: b }], '2026-11-09') === a
export function rateOn(history: readonly PayRate[], day: string): StaffPay {
  let found: StaffPay = noPay;
  for (const rate of history) if (rate.effectiveFrom === null || rate.effectiveFrom <= day) found = rate.pay;
  return found;
}

// The history with one more rate: a rate from a date already in the history replaces that date's, and
// the history stays in date order (the undated first rate first).
export function withRate(history: readonly PayRate[], rate: PayRate): PayRate[] {
  const next = [...history.filter((entry) => entry.effectiveFrom !== rate.effectiveFrom), { ...rate, pay: payOf(rate.pay) }];
  return next.sort((a, b) => (a.effectiveFrom ?? '').localeCompare(b.effectiveFrom ?? ''));
}

// Today on the business's calendar, the day a rate saved "now" takes effect from.
export const businessToday = (now: Date, timeZone: string) =>
  DateTime.fromJSDate(now).setZone(timeZone).toISODate() ?? now.toISOString().slice(0, 10);

// POST /api/staff/:id/pay-rates: "New rate from <date>".
export const setPayRateSchema = z.object({ effectiveFrom: localDateSchema, pay: staffPaySchema });
export type SetPayRateInput = z.infer<typeof setPayRateSchema>;

// GET /api/staff/:id/pay-rates: the history, oldest first.
export const payRateSchema = z.object({
  effectiveFrom: z.string().nullable(),
  pay: z.object({
    hourlyRateCents: z.number().nullable(),
    serviceCommissionPercent: z.number().nullable(),
    productCommissionPercent: z.number().nullable(),
  }),
});
export const payHistorySchema = z.array(payRateSchema);

// The pay over time after one of a staff stream's pay events, as every read model folds it: hiring starts the
// history, a rate from a date joins it, and a profile saved with a different pay (before pay had dates)
// changed it from the day it was saved (`day`, the event's date on the business's calendar).
export type PayFold = { profilePay: StaffPay; history: PayRate[] };
export type PayEvent =
  | { type: 'StaffHired' | 'StaffHiredWithoutAccount' | 'StaffProfileUpdated'; data: { pay: StaffPay } }
  | { type: 'StaffPayRateSet'; data: PayRate & { effectiveFrom: string } };

export function foldPay(current: PayFold | null, event: PayEvent, day: string): PayFold | null {
  switch (event.type) {
    case 'StaffHired':
    case 'StaffHiredWithoutAccount':
      return { profilePay: payOf(event.data.pay), history: [{ effectiveFrom: null, pay: payOf(event.data.pay) }] };
    case 'StaffProfileUpdated':
      if (!current) return null;
      if (samePay(current.profilePay, event.data.pay)) return current;
      return { profilePay: payOf(event.data.pay), history: withRate(current.history, { effectiveFrom: day, pay: event.data.pay }) };
    case 'StaffPayRateSet':
      return current ? { ...current, history: withRate(current.history, event.data) } : null;
  }
}
