import { describe, expect, it } from 'vitest';
import type { PayrollEvent, PayrollRunFinalised } from '@chairside/shared/payroll/payroll-events';
import { computePayroll, type PayrollInput } from '@chairside/shared/payroll/payroll-math';
import type { PayRate } from '@chairside/shared/team/pay-rates';
import { deciderSpec } from '../../testing/decider-spec';
import { payrollDecider } from './payroll-decider';

const now = new Date('2026-11-27T15:00:00Z');
const { given } = deciderSpec(payrollDecider, { now });
const downtown = '11111111-1111-4111-8111-111111111111';
const uptown = '22222222-2222-4222-8222-222222222222';
const ana = 'aaaaaaaa-aaaa-4aaa-8aaa-000000000001';

const rates = (hourlyRateCents: number): Map<string, PayRate[]> =>
  new Map([[ana, [{ effectiveFrom: null, pay: { hourlyRateCents, serviceCommissionPercent: null, productCommissionPercent: null } }]]]);
// Ana works one 8-hour day in each period.
const input = (
  period: { start: string; end: string },
  hourlyRateCents: number,
  adjustments: PayrollInput['adjustments'] = [],
): PayrollInput => ({
  period,
  weekStartsOn: 7,
  paidBreakMinutes: 0,
  locationId: null,
  entries: [
    {
      entryId: `e-${period.start}`,
      staffId: ana,
      locationId: downtown,
      timeZone: 'UTC',
      clockedInAt: `${period.start}T09:00:00.000Z`,
      clockedOutAt: `${period.start}T17:00:00.000Z`,
      breaks: [],
    },
  ],
  rates: rates(hourlyRateCents),
  ledger: [],
  adjustments,
  names: new Map([[ana, 'Ana Reyes']]),
});
const first = { start: '2026-11-01', end: '2026-11-14' };
const second = { start: '2026-11-15', end: '2026-11-28' };

const finalised = (runId: string, period: typeof first, computed: ReturnType<typeof computePayroll>, locationId: string | null = null) =>
  ({ type: 'PayrollRunFinalised', data: { runId, period, locationId, ...computed, by: null } }) satisfies PayrollRunFinalised;
const finalise = (event: PayrollRunFinalised) => ({ type: 'FinalisePayrollRun' as const, ...event.data });

describe('payroll decider', () => {
  const run1 = finalised('run-1', first, computePayroll(input(first, 2000)));

  it('finalises a period once; a second run of it or of an overlapping period is refused with a sentence', () => {
    given([]).when(finalise(run1)).then([run1]);
    // The same request again (a retry) records nothing.
    given([run1]).when(finalise(run1)).then([]);
    given([run1])
      .when(finalise(finalised('run-2', first, computePayroll(input(first, 2000)))))
      .thenThrows({ status: 409, message: 'Payroll for 2026-11-01 to 2026-11-14 is already finalised' });
    given([run1])
      .when(finalise(finalised('run-2', { start: '2026-11-08', end: '2026-11-21' }, computePayroll(input(first, 2000)))))
      .thenThrows({
        status: 409,
        message: 'This period overlaps the finalised payroll for 2026-11-01 to 2026-11-14; a correction is an adjustment in the next run',
      });
    // One location's run and another location's run of the same period pay different people.
    const downtownRun = finalised('run-d', first, computePayroll({ ...input(first, 2000), locationId: downtown }), downtown);
    const uptownRun = finalised('run-u', first, computePayroll({ ...input(first, 2000), locationId: uptown }), uptown);
    given([downtownRun]).when(finalise(uptownRun)).then([uptownRun]);
    given([downtownRun]).when(finalise(run1)).thenThrows(409);
  });

  it('keeps a finalised run as it was after a rate change and a correction; the correction is paid in the next run', () => {
    // After a raise the same period would compute differently, but the run holds the figures it was finalised with.
    const recomputed = computePayroll(input(first, 2600));
    expect(recomputed.totals.totalCents).toBe(20800);
    expect(run1.data.totals.totalCents).toBe(16000);

    const correction: PayrollEvent = {
      type: 'PayrollAdjustmentAdded',
      data: { adjustmentId: 'adj-1', runId: 'run-1', staffId: ana, amountCents: 4800, reason: 'Raise was due from the 1st', by: null },
    };
    given([run1])
      .when({ type: 'AddPayrollAdjustment', ...correction.data })
      .then([correction]);
    given([])
      .when({ type: 'AddPayrollAdjustment', ...correction.data })
      .thenThrows({ status: 404, message: 'Payroll run not found' });

    // The next run pays the day of its own period at the new rate and the correction of the first run.
    const next = computePayroll(input(second, 2600, [{ ...correction.data }]));
    expect(next.lines[0]?.adjustments).toEqual([
      { adjustmentId: 'adj-1', runId: 'run-1', amountCents: 4800, reason: 'Raise was due from the 1st' },
    ]);
    expect(next.totals).toMatchObject({ hourlyPayCents: 20800, adjustmentsCents: 4800, totalCents: 25600 });
    const run2 = finalised('run-2', second, next);
    given([run1, correction]).when(finalise(run2)).then([run2]);
    // Paid once: a later run that still lists it is refused.
    const run3 = finalised('run-3', { start: '2026-11-29', end: '2026-12-12' }, next);
    given([run1, correction, run2])
      .when(finalise(run3))
      .thenThrows({ status: 409, message: 'An adjustment in this run was paid in another run already; preview the period again' });
    expect(payrollDecider.evolve(payrollDecider.evolve(payrollDecider.initialState(), run1), correction).runs['run-1']).toEqual({
      period: first,
      locationId: null,
    });
  });
});
