import { Router } from 'express';
import { ACTIVITY_PERMISSIONS, activityQuerySchema } from '@chairside/shared/activity/activity-dto';
import { accepts, valid } from '../http/accepts';
import type { RouteDeps } from '../http/route-deps';
import { readActivity } from './activity-service';

// The dashboard's recent activity. Anyone who may see one of its kinds reads it; the service leaves out
// what the caller's permissions do not show.
export function activityRoutes(deps: RouteDeps): Router {
  const router = Router();
  const canRead = deps.guards.requirePermission({ anyOf: ['view_dashboard', ...ACTIVITY_PERMISSIONS] });
  router.get('/dashboard/activity', canRead, accepts({ query: activityQuerySchema }), async (_req, res) => {
    const { locationId } = valid(res, activityQuerySchema);
    res.json(await readActivity(deps.readDb, await deps.guards.caller(res), locationId));
  });
  return router;
}
