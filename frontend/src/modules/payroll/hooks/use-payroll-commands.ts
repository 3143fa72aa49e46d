import type { BusinessSettings } from '@chairside/shared/business/business-dto';
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

// Whether short breaks (20 minutes or less, the US rule) are paid: the business settings' paidBreakMinutes,
// sent with the rest of the settings as they are. Timesheets and previews count breaks again.
export const SHORT_BREAK_MINUTES = 20;
export const useSetShortBreaksPaid = () =>
  useCommand({
    request: ({ settings, paid }: { settings: BusinessSettings; paid: boolean }) => ({
      path: '/api/business-settings',
      method: 'PUT',
      body: {
        businessName: settings.businessName,
        businessLogo: settings.businessLogo,
        payroll: { ...settings.payroll, paidBreakMinutes: paid ? SHORT_BREAK_MINUTES : 0 },
      },
    }),
    topics: ['business-settings', 'payroll', 'time-clock'],
  });
