import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  appointmentsReportSchema,
  clientsReportSchema,
  giftCardsReportSchema,
  salesReportSchema,
  staffReportSchema,
  type ReportName,
} from '@chairside/shared/reports/report-dto';
import { apiRequest } from '../../api/api-client';
import { withQuery } from '../../api/with-query';

export const reportSchemas = {
  sales: salesReportSchema,
  appointments: appointmentsReportSchema,
  clients: clientsReportSchema,
  staff: staffReportSchema,
  'gift-cards': giftCardsReportSchema,
} satisfies Record<ReportName, z.ZodType>;
export type ReportData = { [Name in ReportName]: z.infer<(typeof reportSchemas)[Name]> };

export type ReportFilter = { locationId: string | null; from: string; to: string };

// The 'reports' topic (the reporting read models, once they hold a change) refreshes every ['reports', …].
export const reportsRoot = ['reports'] as const;
export const reportQueries = {
  report: <Name extends ReportName>(name: Name, filter: ReportFilter) =>
    queryOptions({
      queryKey: [...reportsRoot, name, filter],
      queryFn: () =>
        apiRequest(withQuery(`/api/reports/${name}`, { locationId: filter.locationId, from: filter.from, to: filter.to }), {
          schema: reportSchemas[name] as unknown as z.ZodType<ReportData[Name]>,
        }),
    }),
};
