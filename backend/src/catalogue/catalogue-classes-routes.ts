import { Router } from 'express';
import { catalogueListQuerySchema, classSessionsQuerySchema, classTypeInputSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { listClassSessions, listClassTypes } from '@chairside/projections/catalogue/catalogue-queries';
import { actionCommand, bodyCommand } from '../http/command-handlers';
import { accepts, valid } from '../http/accepts';
import { pathId } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import { catalogueListFilter, type CatalogueGuards } from './catalogue-routes';
import { changeClassType, saveClassType } from './catalogue-service';

// Classes (weekly timetables) and their sessions, expanded on read.
export function catalogueClassesRoutes(deps: RouteDeps, { canView, canEdit }: CatalogueGuards): Router {
  const router = Router();

  router.get('/classes', canView, accepts({ query: catalogueListQuerySchema }), async (_req, res) => {
    res.json(await listClassTypes(deps.readDb, catalogueListFilter(res)));
  });
  router.get('/class-sessions', canView, accepts({ query: classSessionsQuerySchema }), async (_req, res) => {
    const query = valid(res, classSessionsQuerySchema);
    res.json(await listClassSessions(deps.readDb, { locationId: query.locationId ?? null, from: query.from, to: query.to }));
  });
  router.post(
    '/classes',
    canEdit,
    ...bodyCommand(deps.commands, classTypeInputSchema, (input, context) => saveClassType(deps, null, input, context)),
  );
  router.put(
    '/classes/:id',
    canEdit,
    ...bodyCommand(deps.commands, classTypeInputSchema, (input, context, req) => saveClassType(deps, pathId(req, 'Class not found'), input, context)),
  );
  const change = (type: 'ArchiveClassType' | 'RestoreClassType') => actionCommand(deps.commands, async (context, req) => changeClassType(deps, pathId(req, 'Class not found'), type, context));
  router.post('/classes/:id/archive', canEdit, ...change('ArchiveClassType'));
  router.post('/classes/:id/restore', canEdit, ...change('RestoreClassType'));

  return router;
}
