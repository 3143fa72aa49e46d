import type { PayPeriod } from '../time-clock/pay-periods';

// Events of the payroll stream (`payroll-runs`: every run and adjustment of the business, so "finalised
// twice" and "overlapping periods" are one stream's rules). A permanent contract: add versions, never edit
// history. Money is integer cents; minutes are whole minutes.

// One day's hours of a person in a run, at the hourly rate in force that day.
export type PayrollDay = {
  date: string;
  regularMinutes: number;
  overtimeMinutes: number;
  hourlyRateCents: number | null;
  payCents: number;
};

// A correction paid in this run, pointing at the run it corrects.
export type PayrollAdjustmentLine = { adjustmentId: string; runId: string; amountCents: number; reason: string };

export type PayrollLine = {
  staffId: string;
  name: string;
  regularMinutes: number;
  overtimeMinutes: number;
  hourlyPayCents: number;
  // Services and products, net of what refunds took back.
  commissionCents: number;
  tipsCents: number;
  adjustmentsCents: number;
  totalCents: number;
  days: PayrollDay[];
  adjustments: PayrollAdjustmentLine[];
};

export type PayrollTotals = Omit<PayrollLine, 'staffId' | 'name' | 'days' | 'adjustments'>;

// A run as computed when it was finalised, frozen: later rate changes, edits and sales never change it.
// `locationId` null: every location.
export type PayrollRunFinalised = {
  type: 'PayrollRunFinalised';
  data: {
    runId: string;
    period: PayPeriod;
    locationId: string | null;
    lines: PayrollLine[];
    totals: PayrollTotals;
    by: string | null;
  };
};

// A correction of a finalised run (positive: owed to the person; negative: overpaid), paid in the next run.
export type PayrollAdjustmentAdded = {
  type: 'PayrollAdjustmentAdded';
  data: { adjustmentId: string; runId: string; staffId: string; amountCents: number; reason: string; by: string | null };
};

export type PayrollEvent = PayrollRunFinalised | PayrollAdjustmentAdded;
export const payrollEventTypes = ['PayrollRunFinalised', 'PayrollAdjustmentAdded'] as const satisfies readonly PayrollEvent['type'][];
export const payrollStream = 'payroll-runs';
