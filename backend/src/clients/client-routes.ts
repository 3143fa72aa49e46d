import { Router } from 'express';
import { CLIENT_CREATE_PERMISSIONS, CLIENT_READ_PERMISSIONS } from '@chairside/shared/appointments/appointment-permissions';
import {
  clientConsentInputSchema,
  clientInputSchema,
  clientListQuerySchema,
  clientProfileInputSchema,
  consentChannelSchema,
} from '@chairside/shared/clients/client-dto';
import { CLIENT_EDIT_PERMISSIONS, CLIENT_PROFILE_READ_PERMISSIONS } from '@chairside/shared/clients/client-permissions';
import { getClientProfile, searchClients } from '@chairside/projections/clients/client-queries';
import { DomainError } from '../commands/domain-error';
import { bodyCommand, collectionCommands } from '../http/command-handlers';
import { accepts, valid } from '../http/accepts';
import { idPattern, orNotFound, pathId } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import { readClientSpend, readClientTimeline, readClientVisits } from './client-profile-reads';
import { changeClientStatus, editClient, recordClientConsent, registerClient } from './client-service';

// The client book: finding clients (also while booking), their profiles, and changing them.
export function clientRoutes(deps: RouteDeps): Router {
  const router = Router();
  const canRead = deps.guards.requirePermission({ anyOf: [...CLIENT_READ_PERMISSIONS] });
  const canCreate = deps.guards.requirePermission({ anyOf: [...CLIENT_CREATE_PERMISSIONS] });
  const canEdit = deps.guards.requirePermission({ anyOf: [...CLIENT_EDIT_PERMISSIONS] });
  const canReadProfile = deps.guards.requirePermission({ anyOf: [...CLIENT_PROFILE_READ_PERMISSIONS] });
  const clientId = (req: Parameters<typeof pathId>[0]) => pathId(req, 'Client not found');

  router.get('/clients', canRead, accepts({ query: clientListQuerySchema }), async (_req, res) => {
    res.json(await searchClients(deps.readDb, valid(res, clientListQuerySchema)));
  });

  router.get('/clients/:id', canRead, async (req, res) => {
    const id = req.params.id as string;
    res.json(orNotFound(idPattern.test(id) ? await getClientProfile(deps.readDb, id) : null, 'Client not found'));
  });

  // The profile's sections: 404 for a client the read model does not hold.
  const known = async (id: string) => orNotFound(await getClientProfile(deps.readDb, id), 'Client not found');
  router.get('/clients/:id/visits', canReadProfile, async (req, res) => {
    const id = clientId(req);
    await known(id);
    res.json(await readClientVisits(deps, id));
  });
  router.get('/clients/:id/summary', canReadProfile, async (req, res) => {
    const id = clientId(req);
    await known(id);
    res.json(await readClientSpend(deps, id));
  });
  router.get('/clients/:id/timeline', canReadProfile, async (req, res) => {
    const id = clientId(req);
    await known(id);
    res.json(await readClientTimeline(deps, id));
  });

  router.post(
    '/clients',
    canCreate,
    ...bodyCommand(deps.commands, clientInputSchema, (input, context) => registerClient(deps, input, context)),
  );

  const clients = collectionCommands(router, deps.commands, '/clients', canEdit, clientId);
  clients.actions({ archive: 'ArchiveClient', restore: 'RestoreClient' }, (id, type, context) =>
    changeClientStatus(deps, id, type, context),
  );
  router.put(
    '/clients/:id',
    canEdit,
    ...bodyCommand(deps.commands, clientProfileInputSchema, (input, context, req) => editClient(deps, clientId(req), input, context)),
  );
  router.put(
    '/clients/:id/consent/:channel',
    canEdit,
    ...bodyCommand(deps.commands, clientConsentInputSchema, (input, context, req) => {
      const channel = consentChannelSchema.safeParse(req.params.channel);
      if (!channel.success) throw new DomainError('Consent is recorded for email or sms', 404);
      return recordClientConsent(deps, clientId(req), channel.data, input, context);
    }),
  );

  return router;
}
