import { Router } from 'express';
import { reportQuerySchema, type ReportName, type ReportQuery } from '@chairside/shared/reports/report-dto';
import { locationNamesByIds } from '@chairside/projections/business/business-queries';
import type { ReadDb } from '@chairside/projections/database';
import {
  appointmentsReport,
  clientsReport,
  giftCardsReport,
  salesReport,
  staffReport,
} from '@chairside/projections/reports/report-queries';
import { DomainError } from '../commands/domain-error';
import { accepts, valid } from '../http/accepts';
import type { RouteDeps } from '../http/route-deps';

const reports: Record<ReportName, (db: ReadDb, query: ReportQuery) => Promise<unknown>> = {
  sales: salesReport,
  appointments: appointmentsReport,
  clients: clientsReport,
  staff: staffReport,
  'gift-cards': giftCardsReport,
};

// /reports: sums of the reporting read models' daily buckets over a range of local dates, at one location
// or every location; view_reports only (the figures show the business's takings and its staff's pay).
export function reportRoutes(deps: RouteDeps): Router {
  const router = Router();
  const canView = deps.guards.requirePermission({ permission: 'view_reports' });
  for (const [name, read] of Object.entries(reports)) {
    router.get(`/reports/${name}`, canView, accepts({ query: reportQuerySchema }), async (_req, res) => {
      const query = valid(res, reportQuerySchema);
      if (query.locationId && !(await locationNamesByIds(deps.readDb, [query.locationId])).has(query.locationId))
        throw new DomainError('That location does not exist; choose another', 404);
      res.json(await read(deps.readDb, query));
    });
  }
  return router;
}
