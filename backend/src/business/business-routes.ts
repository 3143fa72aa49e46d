import { Router, type Request, type Response } from 'express';
import type { BusinessCommand } from '@chairside/shared/business/business-commands';
import { updateBusinessSettingsSchema } from '@chairside/shared/business/business-dto';
import { createLocationSchema, renameLocationSchema } from '@chairside/shared/identity/identity-dto';
import { getBusinessId, getBusinessSettings, listLocations } from '@chairside/projections/business/business-queries';
import type { ReadDb } from '@chairside/projections/database';
import { requireSignedIn } from '../auth/authenticate';
import type { PermissionGuards } from '../auth/permission-guards';
import { commandContext, newIdFor } from '../commands/command-context';
import { commandRoute, type CommandRouteDeps } from '../commands/command-route';
import { DomainError } from '../commands/domain-error';
import { handleCommand } from '../commands/handle-command';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { businessDecider } from './business-decider';
import { businessStream } from './business-stream';
import { accepts, valid } from '../http/accepts';

const idPattern = /^[A-Za-z0-9-]{1,64}$/;

export function businessRoutes(deps: { readDb: ReadDb; store: EventStore; commands: CommandRouteDeps; guards: PermissionGuards }): Router {
  const router = Router();
  const canEditSettings = deps.guards.requirePermission({ permission: 'edit_business_settings' });
  const canEditLocations = deps.guards.requirePermission({ permission: 'edit_locations' });

  // Every business command goes to the one business stream, which holds the location rules.
  async function run(req: Request, res: Response, command: BusinessCommand, locationId: string | null = null) {
    const businessId = await getBusinessId(deps.readDb);
    if (!businessId) throw new DomainError('The business is not set up yet', 404);
    const result = await handleCommand(deps.store, businessStream(businessId), businessDecider, command, commandContext(req, res, locationId));
    return { businessId, result };
  }

  router.param('id', (_req, res, next, id: string) => {
    if (idPattern.test(id)) return next();
    res.status(404).json({ error: 'Location not found' });
  });

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
    commandRoute(deps.commands, async (req, res) => {
      const input = valid(res, updateBusinessSettingsSchema);
      const { businessId, result } = await run(req, res, { type: 'UpdateBusinessSettings', businessName: input.businessName, businessLogo: input.businessLogo });
      return { id: businessId, result };
    }),
  );

  router.get('/locations', requireSignedIn, async (_req, res) => {
    res.json(await listLocations(deps.readDb));
  });

  router.post(
    '/locations',
    canEditLocations,
    accepts({ body: createLocationSchema }),
    commandRoute(deps.commands, async (req, res) => {
      const input = valid(res, createLocationSchema);
      const locationId = newIdFor(res);
      const { result } = await run(req, res, { type: 'AddLocation', locationId, name: input.name, isDefault: input.isDefault }, locationId);
      return { id: locationId, result };
    }),
  );

  router.put(
    '/locations/:id',
    canEditLocations,
    accepts({ body: renameLocationSchema }),
    commandRoute(deps.commands, async (req, res) => {
      const { name } = valid(res, renameLocationSchema);
      const locationId = req.params.id as string;
      const { result } = await run(req, res, { type: 'RenameLocation', locationId, name }, locationId);
      return { id: locationId, result };
    }),
  );

  const locationAction = (type: 'SetDefaultLocation' | 'ActivateLocation' | 'DeactivateLocation') =>
    commandRoute(deps.commands, async (req, res) => {
      const locationId = req.params.id as string;
      const { result } = await run(req, res, { type, locationId }, locationId);
      return { id: locationId, result };
    });

  router.post('/locations/:id/default', canEditLocations, accepts({ body: 'none' }), locationAction('SetDefaultLocation'));
  router.post('/locations/:id/activate', canEditLocations, accepts({ body: 'none' }), locationAction('ActivateLocation'));
  router.post('/locations/:id/deactivate', canEditLocations, accepts({ body: 'none' }), locationAction('DeactivateLocation'));

  return router;
}
