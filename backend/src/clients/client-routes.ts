import { Router } from 'express';
import { CLIENT_CREATE_PERMISSIONS, CLIENT_READ_PERMISSIONS } from '@chairside/shared/appointments/appointment-permissions';
import { clientInputSchema, clientSearchSchema } from '@chairside/shared/clients/client-dto';
import { getClientSummary, searchClients } from '@chairside/projections/clients/client-queries';
import { bodyCommand } from '../http/command-handlers';
import { accepts, valid } from '../http/accepts';
import { idPattern, orNotFound } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import { registerClient } from './client-service';

// Finding and registering clients while booking (full client profiles are a later module).
export function clientRoutes(deps: RouteDeps): Router {
  const router = Router();
  const canRead = deps.guards.requirePermission({ anyOf: [...CLIENT_READ_PERMISSIONS] });
  const canCreate = deps.guards.requirePermission({ anyOf: [...CLIENT_CREATE_PERMISSIONS] });

  router.get('/clients', canRead, accepts({ query: clientSearchSchema }), async (_req, res) => {
    res.json(await searchClients(deps.readDb, valid(res, clientSearchSchema)));
  });

  router.get('/clients/:id', canRead, async (req, res) => {
    const id = req.params.id as string;
    res.json(orNotFound(idPattern.test(id) ? await getClientSummary(deps.readDb, id) : null, 'Client not found'));
  });

  router.post(
    '/clients',
    canCreate,
    ...bodyCommand(deps.commands, clientInputSchema, (input, context) => registerClient(deps, input, context)),
  );

  return router;
}
