import type { FinalisePayrollInput, PayrollAdjustmentInput } from '@chairside/shared/payroll/payroll-dto';
import { entityPath, useCommand } from '../../../commands/use-command';

// Freezes a pay period's figures as a run.
export const useFinalisePayroll = () =>
  useCommand({
    request: (input: FinalisePayrollInput) => ({ path: '/api/payroll/runs', method: 'POST', body: input }),
    topics: ['payroll'],
  });

// A correction of a finalised run, paid in the next run.
export const useAddPayrollAdjustment = () =>
  useCommand({
    request: ({ runId, input }: { runId: string; input: PayrollAdjustmentInput }) => ({
      path: entityPath('/api/payroll/runs', runId, 'adjustments'),
      method: 'POST',
      body: input,
    }),
    topics: ['payroll'],
  });
