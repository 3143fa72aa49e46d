import { Router } from 'express';
import {
  CLIENT_ALERT_READ_PERMISSIONS,
  CLIENT_NOTE_READ_PERMISSIONS,
  CLIENT_NOTE_WRITE_PERMISSION,
  clientAlertsQuerySchema,
  clientNoteInputSchema,
  clientNoteListQuerySchema,
  clientNoteRestoreSchema,
  clientNoteRevisionSchema,
} from '@chairside/shared/clients/client-note-dto';
import { clientAlertsByIds, listClientNotes, listClientNoteVersions } from '@chairside/projections/clients/client-note-queries';
import { accepts, valid } from '../http/accepts';
import { bodyCommand, collectionCommands } from '../http/command-handlers';
import { orNotFound, pathId } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import { addClientNote, deleteClientNote, restoreClientNoteVersion, reviseClientNote } from './client-note-service';

const noteNotFound = 'Note not found';

// /client-notes: read with view_clients (or edit_clients), written with edit_clients. /client-alerts (the
// pinned notes) also reads for whoever uses the calendar or the point of sale, the screens that show them.
export function clientNoteRoutes(deps: RouteDeps): Router {
  const router = Router();
  const canRead = deps.guards.requirePermission({ anyOf: CLIENT_NOTE_READ_PERMISSIONS });
  const canWrite = deps.guards.requirePermission({ permission: CLIENT_NOTE_WRITE_PERMISSION });
  const canReadAlerts = deps.guards.requirePermission({ anyOf: CLIENT_ALERT_READ_PERMISSIONS });

  router.get('/client-notes', canRead, accepts({ query: clientNoteListQuerySchema }), async (_req, res) => {
    const { clientId, appointmentId, includeDeleted } = valid(res, clientNoteListQuerySchema);
    const subject = clientId !== undefined ? { clientId } : { appointmentId: appointmentId ?? '' };
    res.json(await listClientNotes(deps.readDb, { ...subject, includeDeleted: includeDeleted === 'true' }));
  });
  router.get('/client-notes/:id/versions', canRead, accepts({}), async (req, res) => {
    res.json(orNotFound(await listClientNoteVersions(deps.readDb, pathId(req, noteNotFound)), noteNotFound));
  });
  router.get('/client-alerts', canReadAlerts, accepts({ query: clientAlertsQuerySchema }), async (_req, res) => {
    res.json(await clientAlertsByIds(deps.readDb, valid(res, clientAlertsQuerySchema).clientIds));
  });

  router.post(
    '/client-notes',
    canWrite,
    ...bodyCommand(deps.commands, clientNoteInputSchema, (input, context) => addClientNote(deps, input, context)),
  );
  router.put(
    '/client-notes/:id',
    canWrite,
    ...bodyCommand(deps.commands, clientNoteRevisionSchema, (revision, context, req) =>
      reviseClientNote(deps, pathId(req, noteNotFound), revision, context),
    ),
  );
  router.post(
    '/client-notes/:id/restore',
    canWrite,
    ...bodyCommand(deps.commands, clientNoteRestoreSchema, ({ version }, context, req) =>
      restoreClientNoteVersion(deps, pathId(req, noteNotFound), version, context),
    ),
  );
  collectionCommands(router, deps.commands, '/client-notes', canWrite, (req) => pathId(req, noteNotFound)).remove((id, context) =>
    deleteClientNote(deps, id, context),
  );
  return router;
}
