import { Router, type Request } from 'express';
import { locationDetailsInputSchema, updateBusinessSettingsSchema } from '@chairside/shared/business/business-dto';
import { createLocationSchema, renameLocationSchema } from '@chairside/shared/identity/identity-dto';
import { getBusinessSettings, listLocations } from '@chairside/projections/business/business-queries';
import { requireSignedIn } from '../auth/authenticate';
import { bodyCommand, collectionCommands } from '../http/command-handlers';
import { notFoundUnlessId, orNotFound } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import { addLocation, changeLocation, changeLocationDetails, renameLocation, updateBusinessSettings } from './business-service';

export function businessRoutes(deps: RouteDeps): Router {
  const router = Router();
  const canEditSettings = deps.guards.requirePermission({ permission: 'edit_business_settings' });
  const canEditLocations = deps.guards.requirePermission({ permission: 'edit_locations' });
  notFoundUnlessId(router, { id: 'Location not found' });
  const locationId = (req: Request) => req.params.id as string;

  // Name and logo are public: the booking page shows them before anyone signs in.
  router.get('/business-settings', async (_req, res) => {
    res.json(orNotFound(await getBusinessSettings(deps.readDb), 'The business is not set up yet'));
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
    ...bodyCommand(deps.commands, renameLocationSchema, (input, context, req) =>
      renameLocation(deps, locationId(req), input.name, context),
    ),
  );

  // Address, phone, opening hours and time zone.
  router.put(
    '/locations/:id/details',
    canEditLocations,
    ...bodyCommand(deps.commands, locationDetailsInputSchema, (input, context, req) =>
      changeLocationDetails(deps, locationId(req), input, context),
    ),
  );
  const locations = collectionCommands(router, deps.commands, '/locations', canEditLocations, locationId);
  locations.actions(
    { default: 'SetDefaultLocation', activate: 'ActivateLocation', deactivate: 'DeactivateLocation' },
    (id, type, context) => changeLocation(deps, id, type, context),
  );

  return router;
}
