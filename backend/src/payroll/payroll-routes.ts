import { Router } from 'express';
import { finalisePayrollSchema, payrollAdjustmentSchema, payrollPreviewQuerySchema } from '@chairside/shared/payroll/payroll-dto';
import { accepts, valid } from '../http/accepts';
import { bodyCommand } from '../http/command-handlers';
import { notFoundUnlessId, pathId } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import { payrollRunCsv } from './payroll-csv';
import { addPayrollAdjustment, finalisePayroll, getRun, listRuns, previewPayroll } from './payroll-service';

// /payroll: preview a period, the runs' history and a run's detail and CSV with view_payroll (or
// edit_payroll); finalise runs and add adjustments with edit_payroll.
export function payrollRoutes(deps: RouteDeps): Router {
  const router = Router();
  const { guards } = deps;
  const canView = guards.requirePermission({ anyOf: ['view_payroll', 'edit_payroll'] });
  const canEdit = guards.requirePermission({ permission: 'edit_payroll' });
  notFoundUnlessId(router, { id: 'Payroll run not found' });

  router.get('/payroll/preview', canView, accepts({ query: payrollPreviewQuerySchema }), async (_req, res) => {
    res.json(await previewPayroll(deps, valid(res, payrollPreviewQuerySchema)));
  });
  router.get('/payroll/runs', canView, accepts({}), async (_req, res) => res.json(await listRuns(deps)));
  router.get('/payroll/runs/:id', canView, accepts({}), async (req, res) => {
    res.json(await getRun(deps, pathId(req, 'Payroll run not found')));
  });
  router.get('/payroll/runs/:id/csv', canView, accepts({}), async (req, res) => {
    const run = await getRun(deps, pathId(req, 'Payroll run not found'));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="payroll-${run.period.start}.csv"`);
    res.send(payrollRunCsv(run));
  });
  router.post(
    '/payroll/runs',
    canEdit,
    ...bodyCommand(deps.commands, finalisePayrollSchema, async (input, context, _req, res) =>
      finalisePayroll(deps, input, await guards.caller(res), context),
    ),
  );
  router.post(
    '/payroll/runs/:id/adjustments',
    canEdit,
    ...bodyCommand(deps.commands, payrollAdjustmentSchema, async (input, context, req, res) =>
      addPayrollAdjustment(deps, pathId(req, 'Payroll run not found'), input, await guards.caller(res), context),
    ),
  );
  return router;
}
