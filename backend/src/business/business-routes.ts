import { Router, type Request } from 'express';
import { updateBusinessSettingsSchema } from '@chairside/shared/business/business-dto';
import { createLocationSchema, renameLocationSchema } from '@chairside/shared/identity/identity-dto';
import { getBusinessSettings, listLocations } from '@chairside/projections/business/business-queries';
import { requireSignedIn } from '../auth/authenticate';
import { commandContext } from '../commands/command-context';
import { commandRoute } from '../commands/command-route';
import { DomainError } from '../commands/domain-error';
import { accepts, valid } from '../http/accepts';
import { notFoundUnlessId } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import { addLocation, changeLocation, renameLocation, updateBusinessSettings, type LocationChange } from './business-service';

export function businessRoutes(deps: RouteDeps): Router {
  const router = Router();
  const canEditSettings = deps.guards.requirePermission({ permission: 'edit_business_settings' });
  const canEditLocations = deps.guards.requirePermission({ permission: 'edit_locations' });
  notFoundUnlessId(router, { id: 'Location not found' });
  const locationId = (req: Request) => req.params.id as string;

  // Name and logo are public: the booking page shows them before anyone signs in.
  router.get('/business-settings', async (_req, res) => {
    const settings = await getBusinessSettings(deps.readDb);
    if (!settings) throw new DomainError('The business is not set up yet', 404);
    res.json(settings);
  });

  router.put(
    '/business-settings',
    canEditSettings,
    accepts({ body: updateBusinessSettingsSchema }),
    commandRoute(deps.commands, (req, res) => updateBusinessSettings(deps, valid(res, updateBusinessSettingsSchema), commandContext(req, res))),
  );

  router.get('/locations', requireSignedIn, async (_req, res) => {
    res.json(await listLocations(deps.readDb));
  });

  router.post(
    '/locations',
    canEditLocations,
    accepts({ body: createLocationSchema }),
    commandRoute(deps.commands, (req, res) => addLocation(deps, valid(res, createLocationSchema), commandContext(req, res))),
  );

  router.put(
    '/locations/:id',
    canEditLocations,
    accepts({ body: renameLocationSchema }),
    commandRoute(deps.commands, (req, res) => renameLocation(deps, locationId(req), valid(res, renameLocationSchema).name, commandContext(req, res))),
  );

  const change = (type: LocationChange) => commandRoute(deps.commands, (req, res) => changeLocation(deps, locationId(req), type, commandContext(req, res)));
  router.post('/locations/:id/default', canEditLocations, accepts({ body: 'none' }), change('SetDefaultLocation'));
  router.post('/locations/:id/activate', canEditLocations, accepts({ body: 'none' }), change('ActivateLocation'));
  router.post('/locations/:id/deactivate', canEditLocations, accepts({ body: 'none' }), change('DeactivateLocation'));

  return router;
}
