import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { payrollRunSchema, payrollRunSummarySchema } from '@chairside/shared/payroll/payroll-dto';
import { apiRequest } from '../../api/api-client';
import { withQuery } from '../../api/with-query';
import { paymentRelatedQueryKeys } from '../../payments/payment-query-keys';

// Reads of payroll; the 'payroll' topic (a run, an adjustment, a sale, a refund or a rate) refreshes them all,
// and so does closing the payment-success overlay (SPEC §4.3: "payroll history"), as a sale moves commission.
export const payrollRoot = paymentRelatedQueryKeys.payrollHistory;

export const payrollQueries = {
  // The pay period holding a date (today's when null), computed now; at one location or all (null).
  preview: (date: string | null, locationId: string | null) =>
    queryOptions({
      queryKey: [...payrollRoot, 'preview', date, locationId],
      queryFn: () => apiRequest(withQuery('/api/payroll/preview', { date, locationId }), { schema: payrollRunSchema }),
    }),
  runs: () =>
    queryOptions({
      queryKey: [...payrollRoot, 'runs'],
      queryFn: () => apiRequest('/api/payroll/runs', { schema: z.array(payrollRunSummarySchema) }),
    }),
  run: (runId: string) =>
    queryOptions({
      queryKey: [...payrollRoot, 'run', runId],
      queryFn: () => apiRequest(`/api/payroll/runs/${encodeURIComponent(runId)}`, { schema: payrollRunSchema }),
    }),
};
