import { Router } from 'express';
import { getProjectionStatuses } from '@chairside/projections/engine/projection-status';
import { accepts } from '../http/accepts';
import type { ModuleDeps } from '../http/backend-module';

// /audit/read-models: each read model's position, lag, rebuild and last failure for holders of
// view_audit_log, the statuses administrators read at /system/projections; rebuilding stays theirs alone.
export function readModelRoutes(deps: ModuleDeps): Router {
  const router = Router();
  const canView = deps.guards.requirePermission({ permission: 'view_audit_log' });
  router.get('/audit/read-models', canView, accepts({}), async (_req, res) => {
    res.json({ projections: await getProjectionStatuses(deps.db, deps.store) });
  });
  return router;
}
