import type { PayrollLine, PayrollTotals } from '@chairside/shared/payroll/payroll-events';
import type { PayRate } from '@chairside/shared/team/pay-rates';
import type { StaffPay } from '@chairside/shared/team/staff-dto';
import { column, defineTable, type TableRow } from '../engine/table-definition';

// Each staff member's pay over time as the event log stood when each sale was folded, so a sale's
// commission is captured at the rate in force then (a later or back-dated rate never changes it).
export const payrollPayRatesTable = defineTable(
  'payroll_pay_rates',
  { id: column.text(), profile_pay: column.jsonb<StaffPay>(), history: column.jsonb<PayRate[]>() },
  { primaryKey: ['id'] },
);
export type PayrollPayRatesTable = TableRow<typeof payrollPayRatesTable>;

export type CommissionableLine = { lineId: string; staffId: string; kind: 'service' | 'product'; netCents: number };
export type CapturedCommission = { lineId: string; staffId: string; amountCents: number };

// Every sale's commissionable lines and tips; once paid, the commissions captured then, and what refunds
// have given back since (for the take-backs).
export const payrollSaleTable = defineTable(
  'payroll_sales',
  {
    id: column.text(),
    lines: column.jsonb<CommissionableLine[]>(),
    tips: column.jsonb<{ staffId: string; amountCents: number }[]>(),
    paid: column.boolean(),
    total_cents: column.integer(),
    commissions: column.jsonb<CapturedCommission[]>(),
    refunded_cents: column.integer(),
  },
  { primaryKey: ['id'] },
);
export type PayrollSaleTable = TableRow<typeof payrollSaleTable>;

export type LedgerKind = 'service' | 'product' | 'refund' | 'tip';

// The commission ledger: what each sale earned each person (commission at the captured rate, tips) on the
// day it was paid, and what each refund took back on the day of the refund, at the location's clock.
export const payrollLedgerTable = defineTable(
  'payroll_ledger',
  {
    id: column.text(),
    staff_id: column.text(),
    location_id: column.text(),
    local_date: column.text(),
    kind: column.text<LedgerKind>(),
    sale_id: column.text(),
    basis_cents: column.integer(),
    rate_percent: column.jsonb<number>().nullable(),
    amount_cents: column.integer(),
  },
  { primaryKey: ['id'], indexes: [['local_date'], ['staff_id', 'local_date']] },
);
export type PayrollLedgerTable = TableRow<typeof payrollLedgerTable>;

// Finalised runs as they were frozen.
export const payrollRunTable = defineTable(
  'payroll_runs',
  {
    id: column.text(),
    period_start: column.text(),
    period_end: column.text(),
    location_id: column.text().nullable(),
    lines: column.jsonb<PayrollLine[]>(),
    totals: column.jsonb<PayrollTotals>(),
    finalised_at: column.timestamptz(),
    finalised_by: column.text().nullable(),
  },
  { primaryKey: ['id'], indexes: [['period_start']] },
);
export type PayrollRunTable = TableRow<typeof payrollRunTable>;

// Corrections of finalised runs; paid_in_run_id is set when a later run pays them.
export const payrollAdjustmentTable = defineTable(
  'payroll_adjustments',
  {
    id: column.text(),
    run_id: column.text(),
    staff_id: column.text(),
    amount_cents: column.integer(),
    reason: column.text(),
    added_at: column.timestamptz(),
    added_by: column.text().nullable(),
    paid_in_run_id: column.text().nullable(),
  },
  { primaryKey: ['id'], indexes: [['run_id'], ['paid_in_run_id']] },
);
export type PayrollAdjustmentTable = TableRow<typeof payrollAdjustmentTable>;
