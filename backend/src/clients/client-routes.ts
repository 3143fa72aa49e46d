import { Router } from 'express';
import { CLIENT_CREATE_PERMISSIONS, CLIENT_READ_PERMISSIONS } from '@chairside/shared/appointments/appointment-permissions';
import { clientInputSchema, clientSearchSchema } from '@chairside/shared/clients/client-dto';
import { getClientSummary, searchClients } from '@chairside/projections/clients/client-queries';
import type { ReadDb } from '@chairside/projections/database';
import type { PermissionGuards } from '../auth/permission-guards';
import { commandContext } from '../commands/command-context';
import { commandRoute, type CommandRouteDeps } from '../commands/command-route';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { registerClient } from './client-service';
import { accepts, valid } from '../http/accepts';

const idPattern = /^[A-Za-z0-9-]{1,64}$/;

// Finding and registering clients while booking (full client profiles are a later module).
export function clientRoutes(deps: { readDb: ReadDb; store: EventStore; commands: CommandRouteDeps; guards: PermissionGuards }): Router {
  const router = Router();
  const canRead = deps.guards.requirePermission({ anyOf: [...CLIENT_READ_PERMISSIONS] });
  const canCreate = deps.guards.requirePermission({ anyOf: [...CLIENT_CREATE_PERMISSIONS] });

  router.get('/clients', canRead, accepts({ query: clientSearchSchema }), async (req, res) => {
    const query = valid(res, clientSearchSchema);
    res.json(await searchClients(deps.readDb, query));
  });

  router.get('/clients/:id', canRead, async (req, res) => {
    const id = req.params.id as string;
    const client = idPattern.test(id) ? await getClientSummary(deps.readDb, id) : null;
    if (!client) {
      res.status(404).json({ error: 'Client not found' });
      return;
    }
    res.json(client);
  });

  router.post(
    '/clients',
    canCreate,
    accepts({ body: clientInputSchema }),
    commandRoute(deps.commands, async (req, res) => {
      const input = valid(res, clientInputSchema);
      return registerClient(deps.store, deps.readDb, input, commandContext(req, res));
    }),
  );

  return router;
}
