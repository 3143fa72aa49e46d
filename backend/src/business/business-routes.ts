import { Router, type Request } from 'express';
import { updateBusinessSettingsSchema } from '@chairside/shared/business/business-dto';
import { createLocationSchema, renameLocationSchema } from '@chairside/shared/identity/identity-dto';
import { getBusinessSettings, listLocations } from '@chairside/projections/business/business-queries';
import { requireSignedIn } from '../auth/authenticate';
import { actionCommand, bodyCommand } from '../http/command-handlers';
import { DomainError } from '../commands/domain-error';
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
    ...bodyCommand(deps.commands, updateBusinessSettingsSchema, (input, context) => updateBusinessSettings(deps, input, context)),
  );

  router.get('/locations', requireSignedIn, async (_req, res) => {
    res.json(await listLocations(deps.readDb));
  });

  router.post(
    '/locations',
    canEditLocations,
    ...bodyCommand(deps.commands, createLocationSchema, (input, context) => addLocation(deps, input, context)),
  );

  router.put(
    '/locations/:id',
    canEditLocations,
    ...bodyCommand(deps.commands, renameLocationSchema, (input, context, req) => renameLocation(deps, locationId(req), input.name, context)),
  );

  const change = (type: LocationChange) => actionCommand(deps.commands, (context, req) => changeLocation(deps, locationId(req), type, context));
  router.post('/locations/:id/default', canEditLocations, ...change('SetDefaultLocation'));
  router.post('/locations/:id/activate', canEditLocations, ...change('ActivateLocation'));
  router.post('/locations/:id/deactivate', canEditLocations, ...change('DeactivateLocation'));

  return router;
}
