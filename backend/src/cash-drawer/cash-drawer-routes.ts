import { Router } from 'express';
import { cashDrawerQuerySchema, closeCashDrawerSchema, openCashDrawerSchema } from '@chairside/shared/cash-drawer/cash-drawer-dto';
import { getCashDrawer } from '@chairside/projections/cash-drawer/cash-drawer-queries';
import { accepts, valid } from '../http/accepts';
import { bodyCommand } from '../http/command-handlers';
import type { RouteDeps } from '../http/route-deps';
import { closeCashDrawer, openCashDrawer, requireLocation } from './cash-drawer-service';

// /cash-drawer: read with view_pos, opened with create_payments, closed (counted) with manage_cash_drawer.
export function cashDrawerRoutes(deps: RouteDeps): Router {
  const router = Router();
  const canView = deps.guards.requirePermission({ permission: 'view_pos' });
  const canOpen = deps.guards.requirePermission({ permission: 'create_payments' });
  const canClose = deps.guards.requirePermission({ permission: 'manage_cash_drawer' });

  router.get('/cash-drawer', canView, accepts({ query: cashDrawerQuerySchema }), async (_req, res) => {
    const { locationId } = valid(res, cashDrawerQuerySchema);
    await requireLocation(deps, locationId);
    res.json(await getCashDrawer(deps.readDb, locationId));
  });
  router.post(
    '/cash-drawer/open',
    canOpen,
    ...bodyCommand(deps.commands, openCashDrawerSchema, (input, context) => openCashDrawer(deps, input, context)),
  );
  router.post(
    '/cash-drawer/close',
    canClose,
    ...bodyCommand(deps.commands, closeCashDrawerSchema, (input, context) => closeCashDrawer(deps, input, context)),
  );
  return router;
}
