import { rateOn, type PayRate } from '../team/pay-rates';
import type { PayPeriod } from '../time-clock/pay-periods';
import { workWeekStart } from '../time-clock/pay-periods';
import { entryMinutes, OVERTIME_THRESHOLD_MINUTES, type TimesheetEntryInput } from '../time-clock/timesheet';
import type { PayrollAdjustmentLine, PayrollDay, PayrollLine, PayrollTotals } from './payroll-events';

// The pure arithmetic of a payroll run, in integer cents.
// - Hours are the timesheet's: worked minutes (breaks unpaid unless short breaks are paid), overtime past 40
//   hours in a work week counted in the order the work happened, whatever the location; each day's minutes
//   are paid at the hourly rate in force on that day, overtime at 1.5 times it, rounded half up per day.
// - Commission and tips come from the commission ledger (rates captured when each sale was paid; a refund's
//   take-back on the day of the refund); adjustments are corrections of earlier runs paid in this one.
// - With a location, a person's hours are the entries worked there (overtime still counts their whole week).

export const OVERTIME_MULTIPLIER_HALVES = 3; // 1.5, as halves so the arithmetic stays in integers

export type PayrollEntry = TimesheetEntryInput & { locationId: string };
export type LedgerAmount = { staffId: string; kind: 'service' | 'product' | 'refund' | 'tip'; amountCents: number };
export type PendingAdjustment = PayrollAdjustmentLine & { staffId: string };

export type PayrollInput = {
  period: PayPeriod;
  weekStartsOn: number;
  paidBreakMinutes: number;
  locationId: string | null;
  // Everyone's entries from the start of the work week holding the period's first day (earlier days of that
  // week count towards 40 hours) to the period's end.
  entries: readonly PayrollEntry[];
  rates: ReadonlyMap<string, readonly PayRate[]>;
  // The ledger's amounts within the period (and location).
  ledger: readonly LedgerAmount[];
  adjustments: readonly PendingAdjustment[];
  names: ReadonlyMap<string, string>;
};

// One day's pay: regular minutes at the rate, overtime minutes at 1.5 times it, rounded half up to the cent.
// Example: dayPayCents(480, 30, 2000) === 16000 + 1500 === 17500
export function dayPayCents(regularMinutes: number, overtimeMinutes: number, hourlyRateCents: number | null): number {
  if (!hourlyRateCents) return 0;
  const halfCentMinutes = (regularMinutes * 2 + overtimeMinutes * OVERTIME_MULTIPLIER_HALVES) * hourlyRateCents;
  return Math.floor((halfCentMinutes + 60) / 120);
}

// A person's days in the period: each entry's worked minutes, with the overtime its place in the work week gives it.
function personDays(entries: readonly PayrollEntry[], input: PayrollInput, history: readonly PayRate[]): PayrollDay[] {
  const ordered = [...entries].sort((a, b) => a.clockedInAt.localeCompare(b.clockedInAt) || a.entryId.localeCompare(b.entryId));
  const weekTotals = new Map<string, number>();
  const days = new Map<string, { regularMinutes: number; overtimeMinutes: number }>();
  for (const entry of ordered) {
    const { date, workedMinutes } = entryMinutes(entry, input.paidBreakMinutes);
    const week = workWeekStart(date, input.weekStartsOn);
    const before = weekTotals.get(week) ?? 0;
    const after = before + workedMinutes;
    weekTotals.set(week, after);
    if (date < input.period.start || date > input.period.end) continue;
    if (input.locationId && entry.locationId !== input.locationId) continue;
    const overtime = Math.max(0, after - Math.max(OVERTIME_THRESHOLD_MINUTES, before));
    const day = days.get(date) ?? { regularMinutes: 0, overtimeMinutes: 0 };
    day.regularMinutes += workedMinutes - overtime;
    day.overtimeMinutes += overtime;
    days.set(date, day);
  }
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .filter(([, day]) => day.regularMinutes + day.overtimeMinutes > 0)
    .map(([date, day]) => {
      const hourlyRateCents = rateOn(history, date).hourlyRateCents;
      return { date, ...day, hourlyRateCents, payCents: dayPayCents(day.regularMinutes, day.overtimeMinutes, hourlyRateCents) };
    });
}

const sum = <T>(items: readonly T[], pick: (item: T) => number) => items.reduce((total, item) => total + pick(item), 0);

export const emptyTotals = (): PayrollTotals => ({
  regularMinutes: 0,
  overtimeMinutes: 0,
  hourlyPayCents: 0,
  commissionCents: 0,
  tipsCents: 0,
  adjustmentsCents: 0,
  totalCents: 0,
});

export function computePayroll(input: PayrollInput): { lines: PayrollLine[]; totals: PayrollTotals } {
  const staffIds = new Set([
    ...input.entries.map((entry) => entry.staffId),
    ...input.ledger.map((amount) => amount.staffId),
    ...input.adjustments.map((adjustment) => adjustment.staffId),
  ]);
  const lines: PayrollLine[] = [];
  for (const staffId of staffIds) {
    const days = personDays(
      input.entries.filter((entry) => entry.staffId === staffId),
      input,
      input.rates.get(staffId) ?? [],
    );
    const ledger = input.ledger.filter((amount) => amount.staffId === staffId);
    const adjustments = input.adjustments
      .filter((adjustment) => adjustment.staffId === staffId)
      .map(({ adjustmentId, runId, amountCents, reason }) => ({ adjustmentId, runId, amountCents, reason }));
    const hourlyPayCents = sum(days, (day) => day.payCents);
    const commissionCents = sum(
      ledger.filter((amount) => amount.kind !== 'tip'),
      (amount) => amount.amountCents,
    );
    const tipsCents = sum(
      ledger.filter((amount) => amount.kind === 'tip'),
      (amount) => amount.amountCents,
    );
    const adjustmentsCents = sum(adjustments, (adjustment) => adjustment.amountCents);
    const regularMinutes = sum(days, (day) => day.regularMinutes);
    const overtimeMinutes = sum(days, (day) => day.overtimeMinutes);
    if (days.length === 0 && ledger.length === 0 && adjustments.length === 0) continue;
    lines.push({
      staffId,
      name: input.names.get(staffId) ?? 'Someone no longer on the team',
      regularMinutes,
      overtimeMinutes,
      hourlyPayCents,
      commissionCents,
      tipsCents,
      adjustmentsCents,
      totalCents: hourlyPayCents + commissionCents + tipsCents + adjustmentsCents,
      days,
      adjustments,
    });
  }
  lines.sort((a, b) => a.name.localeCompare(b.name) || a.staffId.localeCompare(b.staffId));
  const totals = emptyTotals();
  for (const line of lines) for (const key of Object.keys(totals) as (keyof PayrollTotals)[]) totals[key] += line[key];
  return { lines, totals };
}

// A commission in cents: the net price after discounts (no tax, no tips) at a percentage with up to two
// decimals, rounded half up. Example: commissionCents(4550, 40) === 1820
export function commissionCents(netCents: number, percent: number | null): number {
  if (!percent || netCents <= 0) return 0;
  return Math.floor((netCents * Math.round(percent * 100) + 5000) / 10000);
}

// What a refund takes back of a commission: the share of the sale's total refunded so far, less what
// earlier refunds took, so the take-backs never add up to more than the commission.
// Example: commissionTakeBack(1000, 10000, 0, 5000) === 500
export function commissionTakeBack(commission: number, saleTotalCents: number, refundedBefore: number, refundedAfter: number): number {
  if (saleTotalCents <= 0 || commission <= 0) return 0;
  const share = (refunded: number) => Math.round((commission * Math.min(refunded, saleTotalCents)) / saleTotalCents);
  return share(refundedAfter) - share(refundedBefore);
}
