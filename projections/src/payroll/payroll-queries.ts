import { sql } from 'kysely';
import type { LedgerAmount, PendingAdjustment } from '@chairside/shared/payroll/payroll-math';
import type { PayrollLine, PayrollTotals } from '@chairside/shared/payroll/payroll-events';
import type { PayRate } from '@chairside/shared/team/pay-rates';
import type { ReadDb } from '../database';

// The payroll module's reads: the ledger summed per person and kind, pay histories, runs and adjustments.

// Commission, take-backs and tips of the days from..to (local dates, both included), at one location or all.
export async function ledgerAmounts(db: ReadDb, filter: { from: string; to: string; locationId: string | null }): Promise<LedgerAmount[]> {
  let query = db
    .selectFrom('payroll_ledger')
    .select(['staff_id', 'kind', sql<string>`sum(amount_cents)`.as('amount')])
    .where('local_date', '>=', filter.from)
    .where('local_date', '<=', filter.to)
    .groupBy(['staff_id', 'kind']);
  if (filter.locationId) query = query.where('location_id', '=', filter.locationId);
  const rows = await query.execute();
  return rows.map((row) => ({ staffId: row.staff_id, kind: row.kind, amountCents: Number(row.amount) }));
}

// The pay histories payroll folded, by staff id (the same rules as the staff screens).
export async function payrollRateHistories(db: ReadDb, staffIds: readonly string[]): Promise<Map<string, PayRate[]>> {
  const ids = [...new Set(staffIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('payroll_pay_rates').select(['id', 'history']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.history]));
}

export type OpenAdjustment = PendingAdjustment & { runPeriodEnd: string; runLocationId: string | null };

// Adjustments no run has paid yet, with the period and scope of the run each corrects.
export async function unpaidAdjustments(db: ReadDb): Promise<OpenAdjustment[]> {
  const rows = await db
    .selectFrom('payroll_adjustments as adjustment')
    .innerJoin('payroll_runs as run', 'run.id', 'adjustment.run_id')
    .select([
      'adjustment.id',
      'adjustment.run_id',
      'adjustment.staff_id',
      'adjustment.amount_cents',
      'adjustment.reason',
      'run.period_end',
      'run.location_id',
    ])
    .where('adjustment.paid_in_run_id', 'is', null)
    .orderBy('adjustment.added_at')
    .orderBy('adjustment.id')
    .execute();
  return rows.map((row) => ({
    adjustmentId: row.id,
    runId: row.run_id,
    staffId: row.staff_id,
    amountCents: row.amount_cents,
    reason: row.reason,
    runPeriodEnd: row.period_end,
    runLocationId: row.location_id,
  }));
}

export type StoredRun = {
  runId: string;
  period: { start: string; end: string };
  locationId: string | null;
  lines: PayrollLine[];
  totals: PayrollTotals;
  finalisedAt: Date;
  finalisedBy: string | null;
};

const runColumns = ['id', 'period_start', 'period_end', 'location_id', 'lines', 'totals', 'finalised_at', 'finalised_by'] as const;
type RunRow = {
  id: string;
  period_start: string;
  period_end: string;
  location_id: string | null;
  lines: PayrollLine[];
  totals: PayrollTotals;
  finalised_at: Date;
  finalised_by: string | null;
};
const storedRun = (row: RunRow): StoredRun => ({
  runId: row.id,
  period: { start: row.period_start, end: row.period_end },
  locationId: row.location_id,
  lines: row.lines,
  totals: row.totals,
  finalisedAt: row.finalised_at,
  finalisedBy: row.finalised_by,
});

// Every finalised run, the latest period first.
export async function listPayrollRuns(db: ReadDb): Promise<StoredRun[]> {
  const rows = await db
    .selectFrom('payroll_runs')
    .select(runColumns)
    .orderBy('period_start', 'desc')
    .orderBy('finalised_at', 'desc')
    .execute();
  return rows.map(storedRun);
}

export async function getPayrollRun(db: ReadDb, runId: string): Promise<StoredRun | null> {
  const row = await db.selectFrom('payroll_runs').select(runColumns).where('id', '=', runId).executeTakeFirst();
  return row ? storedRun(row) : null;
}

// A finalised run of the same period and scope, if any (what the preview shows instead of figures to finalise).
export async function findPayrollRun(
  db: ReadDb,
  period: { start: string; end: string },
  locationId: string | null,
): Promise<StoredRun | null> {
  let query = db
    .selectFrom('payroll_runs')
    .select(runColumns)
    .where('period_start', '=', period.start)
    .where('period_end', '=', period.end);
  query = locationId === null ? query.where('location_id', 'is', null) : query.where('location_id', '=', locationId);
  const row = await query.executeTakeFirst();
  return row ? storedRun(row) : null;
}

// The adjustments made to a run, oldest first.
export async function adjustmentsOfRun(
  db: ReadDb,
  runId: string,
): Promise<{ adjustmentId: string; staffId: string; amountCents: number; reason: string; addedAt: Date; paidInRunId: string | null }[]> {
  const rows = await db
    .selectFrom('payroll_adjustments')
    .select(['id', 'staff_id', 'amount_cents', 'reason', 'added_at', 'paid_in_run_id'])
    .where('run_id', '=', runId)
    .orderBy('added_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    adjustmentId: row.id,
    staffId: row.staff_id,
    amountCents: row.amount_cents,
    reason: row.reason,
    addedAt: row.added_at,
    paidInRunId: row.paid_in_run_id,
  }));
}
