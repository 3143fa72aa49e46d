import { payrollEventTypes, type PayrollEvent } from '@chairside/shared/payroll/payroll-events';
import { rowsById } from '../engine/batch-rows';
import { defineProjection, unfoldable } from '../engine/projection';
import { payrollAdjustmentTable, payrollRunTable } from './payroll-tables';

// Finalised runs, frozen as their events wrote them, and the adjustments made to them (with the run that paid each).
export const payrollRunProjection = defineProjection<PayrollEvent>({
  name: 'payroll_runs',
  version: 1,
  eventTypes: payrollEventTypes,
  topics: ['payroll'],
  tables: { payroll_runs: payrollRunTable.create, payroll_adjustments: payrollAdjustmentTable.create },
  async apply(_trx, events, context) {
    const runs = rowsById(
      await context.tables.select(
        'payroll_runs',
        'id',
        events.map((event) => event.data.runId),
      ),
    );
    const adjustments = rowsById(
      await context.tables.select(
        'payroll_adjustments',
        'id',
        events.flatMap((event) =>
          event.type === 'PayrollAdjustmentAdded'
            ? [event.data.adjustmentId]
            : event.data.lines.flatMap((line) => line.adjustments.map((adjustment) => adjustment.adjustmentId)),
        ),
      ),
    );
    for (const event of events) {
      const at = new Date(event.metadata.occurredAt);
      switch (event.type) {
        case 'PayrollRunFinalised': {
          const { runId, period, locationId, lines, totals, by } = event.data;
          runs.put(runId, {
            id: runId,
            period_start: period.start,
            period_end: period.end,
            location_id: locationId,
            lines,
            totals,
            finalised_at: at,
            finalised_by: by,
          });
          for (const line of lines)
            for (const adjustment of line.adjustments)
              adjustments.update(adjustment.adjustmentId, (row) => ({ ...row, paid_in_run_id: runId }));
          break;
        }
        case 'PayrollAdjustmentAdded': {
          const { adjustmentId, runId, staffId, amountCents, reason, by } = event.data;
          adjustments.put(adjustmentId, {
            id: adjustmentId,
            run_id: runId,
            staff_id: staffId,
            amount_cents: amountCents,
            reason,
            added_at: at,
            added_by: by,
            paid_in_run_id: null,
          });
          break;
        }
        default:
          unfoldable('payroll_runs', event);
      }
      context.change({ topic: 'payroll', rooms: ['staff'], ids: [event.data.runId] }, event);
    }
    await runs.write(context.tables.rows('payroll_runs', 'id'));
    await adjustments.write(context.tables.rows('payroll_adjustments', 'id'));
  },
});
