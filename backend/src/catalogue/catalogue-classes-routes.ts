import { Router } from 'express';
import { catalogueListQuerySchema, classSessionsQuerySchema, classTypeInputSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { listClassSessions, listClassTypes } from '@chairside/projections/catalogue/catalogue-queries';
import { locationZones } from '@chairside/projections/business/business-queries';
import { collectionCommands } from '../http/command-handlers';
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
    const zoneOf = await locationZones(deps.readDb);
    res.json(await listClassSessions(deps.readDb, { locationId: query.locationId ?? null, from: query.from, to: query.to }, zoneOf));
  });
  const classes = collectionCommands(router, deps.commands, '/classes', canEdit, (req) => pathId(req, 'Class not found'));
  classes.save(classTypeInputSchema, (id, input, context) => saveClassType(deps, id, input, context));
  classes.actions({ archive: 'ArchiveClassType', restore: 'RestoreClassType' }, (id, type, context) =>
    changeClassType(deps, id, type, context),
  );

  return router;
}
