import type { PayrollAdjustmentAdded, PayrollEvent, PayrollRunFinalised } from '@chairside/shared/payroll/payroll-events';
import type { PayPeriod } from '@chairside/shared/time-clock/pay-periods';
import { type Decider, unhandled, unknownEvent } from '../commands/decider';
import { DomainError } from '../commands/domain-error';

// Every run and adjustment of the business in one stream: a period is finalised once per location scope,
// finalised runs never change, and a correction is an adjustment paid by the next run that covers it.

type RunRecord = { period: PayPeriod; locationId: string | null };
type AdjustmentRecord = { runId: string; staffId: string; paidInRunId: string | null };

export type PayrollState = {
  runs: Record<string, RunRecord>;
  adjustments: Record<string, AdjustmentRecord>;
};

export type PayrollCommand =
  ({ type: 'FinalisePayrollRun' } & PayrollRunFinalised['data']) | ({ type: 'AddPayrollAdjustment' } & PayrollAdjustmentAdded['data']);

const overlaps = (a: PayPeriod, b: PayPeriod) => a.start <= b.end && b.start <= a.end;
// A run of every location and a run of one location both pay that location's people.
const sharesLocations = (a: string | null, b: string | null) => a === null || b === null || a === b;

export const payrollDecider: Decider<PayrollState, PayrollCommand, PayrollEvent> = {
  initialState: () => ({ runs: {}, adjustments: {} }),

  evolve(state, event) {
    switch (event.type) {
      case 'PayrollRunFinalised': {
        const paid = new Set(event.data.lines.flatMap((line) => line.adjustments.map((adjustment) => adjustment.adjustmentId)));
        const adjustments = Object.fromEntries(
          Object.entries(state.adjustments).map(([id, record]) => [
            id,
            paid.has(id) ? { ...record, paidInRunId: event.data.runId } : record,
          ]),
        );
        return {
          runs: { ...state.runs, [event.data.runId]: { period: event.data.period, locationId: event.data.locationId } },
          adjustments,
        };
      }
      case 'PayrollAdjustmentAdded':
        return {
          ...state,
          adjustments: {
            ...state.adjustments,
            [event.data.adjustmentId]: { runId: event.data.runId, staffId: event.data.staffId, paidInRunId: null },
          },
        };
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'FinalisePayrollRun': {
        const { type: _type, ...data } = command;
        if (state.runs[data.runId]) return [];
        for (const run of Object.values(state.runs)) {
          if (!overlaps(run.period, data.period) || !sharesLocations(run.locationId, data.locationId)) continue;
          if (run.period.start === data.period.start && run.period.end === data.period.end)
            throw new DomainError(`Payroll for ${data.period.start} to ${data.period.end} is already finalised`, 409);
          throw new DomainError(
            `This period overlaps the finalised payroll for ${run.period.start} to ${run.period.end}; a correction is an adjustment in the next run`,
            409,
          );
        }
        for (const line of data.lines)
          for (const adjustment of line.adjustments) {
            const record = state.adjustments[adjustment.adjustmentId];
            if (!record) throw new DomainError('An adjustment in this run does not exist; preview the period again', 409);
            if (record.paidInRunId)
              throw new DomainError('An adjustment in this run was paid in another run already; preview the period again', 409);
          }
        return [{ type: 'PayrollRunFinalised', data }];
      }
      case 'AddPayrollAdjustment': {
        const { type: _type, ...data } = command;
        if (state.adjustments[data.adjustmentId]) return [];
        if (!state.runs[data.runId]) throw new DomainError('Payroll run not found', 404);
        return [{ type: 'PayrollAdjustmentAdded', data }];
      }
      default:
        return unhandled(command);
    }
  },
};
