import { Router } from 'express';
import { clientMergeInputSchema } from '@chairside/shared/clients/client-merge-dto';
import { actionCommand, bodyCommand } from '../http/command-handlers';
import type { ModuleDeps } from '../http/backend-module';
import { orNotFound, pathId } from '../http/path-ids';
import { anonymiseClient, exportClient } from './client-privacy-service';
import { mergeClients } from './client-merge-service';

// A client's rights over their data: erasure (anonymise, delete_clients) and access (the export, which
// whoever may read the client may hand them).
export function clientPrivacyRoutes(deps: ModuleDeps): Router {
  const router = Router();
  const canDelete = deps.guards.requirePermission({ permission: 'delete_clients' });
  const canRead = deps.guards.requirePermission({ permission: 'view_clients' });
  const privacy = { store: deps.store, readDb: deps.readDb, db: deps.db, outbox: deps.outbox, waiter: deps.commands.waiter };

  router.post(
    '/clients/:id/anonymise',
    canDelete,
    ...actionCommand(deps.commands, (context, req) => anonymiseClient(privacy, pathId(req, 'Client not found'), context)),
  );

  // Two records of one person made one (client-merge-service.ts): delete_clients, like erasure, since the
  // merged-away record ends.
  router.post(
    '/clients/merge',
    canDelete,
    ...bodyCommand(deps.commands, clientMergeInputSchema, (input, context) => mergeClients(deps, input, context)),
  );

  router.get('/clients/:id/export', canRead, async (req, res) => {
    const id = pathId(req, 'Client not found');
    const data = orNotFound(await exportClient(privacy, id, new Date()), 'Client not found');
    res.setHeader('Content-Disposition', `attachment; filename="client-${id}.json"`);
    res.setHeader('Cache-Control', 'no-store');
    res.type('application/json').send(JSON.stringify(data, null, 2));
  });

  return router;
}
