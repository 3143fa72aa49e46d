import { Router } from 'express';
import { availabilityQuerySchema } from '@chairside/shared/availability/availability-dto';
import { APPOINTMENT_PERMISSIONS } from '@chairside/shared/identity/permissions';
import { accepts, valid } from '../http/accepts';
import type { RouteDeps } from '../http/route-deps';
import { dayAvailability } from './availability-service';

// Free time at a location on one day: for schedule viewers and anyone holding an appointment permission.
export function availabilityRoutes(deps: Pick<RouteDeps, 'readDb' | 'guards'>): Router {
  const router = Router();
  const canView = deps.guards.requirePermission({ anyOf: ['view_schedules', 'edit_schedules', ...APPOINTMENT_PERMISSIONS] });

  router.get('/availability', canView, accepts({ query: availabilityQuerySchema }), async (_req, res) => {
    res.json(await dayAvailability(deps, valid(res, availabilityQuerySchema)));
  });

  return router;
}
