import { Router } from 'express';
import { catalogueListQuerySchema, classSessionsQuerySchema, classTypeInputSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { listClassSessions, listClassTypes } from '@chairside/projections/catalogue/catalogue-queries';
import { commandContext } from '../commands/command-context';
import { commandRoute } from '../commands/command-route';
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
    accepts({ body: classTypeInputSchema }),
    commandRoute(deps.commands, (req, res) => saveClassType(deps, null, valid(res, classTypeInputSchema), commandContext(req, res))),
  );
  router.put(
    '/classes/:id',
    canEdit,
    accepts({ body: classTypeInputSchema }),
    commandRoute(deps.commands, async (req, res) => saveClassType(deps, pathId(req, 'Class not found'), valid(res, classTypeInputSchema), commandContext(req, res))),
  );
  const change = (type: 'ArchiveClassType' | 'RestoreClassType') => commandRoute(deps.commands, async (req, res) => changeClassType(deps, pathId(req, 'Class not found'), type, commandContext(req, res)));
  router.post('/classes/:id/archive', canEdit, accepts({ body: 'none' }), change('ArchiveClassType'));
  router.post('/classes/:id/restore', canEdit, accepts({ body: 'none' }), change('RestoreClassType'));

  return router;
}
