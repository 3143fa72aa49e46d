import { Router } from 'express';
import { updateBusinessSettingsSchema } from '@chairside/shared/business/business-dto';
import { getBusinessId, getBusinessSettings, listLocations } from '@chairside/projections/business/business-queries';
import type { ReadDb } from '@chairside/projections/database';
import { requireRole, requireSignedIn } from '../auth/authenticate';
import { commandContext } from '../commands/command-context';
import { commandRoute, parseBody, type CommandRouteDeps } from '../commands/command-route';
import { DomainError } from '../commands/domain-error';
import { handleCommand } from '../commands/handle-command';
import type { EventStore } from '../event-store/event-store';
import { businessDecider } from './business-decider';
import { businessStream } from './business-stream';

export function businessRoutes(deps: { readDb: ReadDb; store: EventStore; commands: CommandRouteDeps }): Router {
  const router = Router();

  // Name and logo are public: the booking page shows them before anyone signs in.
  router.get('/business-settings', async (_req, res) => {
    const settings = await getBusinessSettings(deps.readDb);
    if (!settings) throw new DomainError('The business is not set up yet', 404);
    res.json(settings);
  });

  router.put(
    '/business-settings',
    requireRole('admin'),
    commandRoute(deps.commands, async (req, res) => {
      const input = parseBody(updateBusinessSettingsSchema, req.body);
      const businessId = await getBusinessId(deps.readDb);
      if (!businessId) throw new DomainError('The business is not set up yet', 404);
      const result = await handleCommand(
        deps.store,
        businessStream(businessId),
        businessDecider,
        { type: 'UpdateBusinessSettings', businessName: input.businessName, businessLogo: input.businessLogo },
        commandContext(req, res),
      );
      return { id: businessId, result };
    }),
  );

  router.get('/locations', requireSignedIn, async (_req, res) => {
    res.json(await listLocations(deps.readDb));
  });

  return router;
}
