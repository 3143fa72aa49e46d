import { Router } from 'express';
import {
  catalogueListQuerySchema,
  serviceCategoryInputSchema,
  serviceInputSchema,
  setServiceLocationsSchema,
  setServiceStaffSchema,
  setStaffServicesSchema,
} from '@chairside/shared/catalogue/catalogue-dto';
import { getService, listServiceCategories, listServices } from '@chairside/projections/catalogue/catalogue-queries';
import { bodyCommand, collectionCommands } from '../http/command-handlers';
import { accepts, valid } from '../http/accepts';
import { orNotFound, pathId } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import type { CatalogueGuards } from './catalogue-routes';
import {
  changeService,
  deleteServiceCategory,
  saveService,
  saveServiceCategory,
  setServiceLocations,
  setServiceStaff,
  setStaffServices,
} from './catalogue-service';

// Service categories, services, and who performs them (edited from either side).
export function catalogueServicesRoutes(deps: RouteDeps, { canView, canEdit, canAssign }: CatalogueGuards): Router {
  const router = Router();

  router.get('/service-categories', canView, async (_req, res) => {
    res.json(await listServiceCategories(deps.readDb));
  });
  const categories = collectionCommands(router, deps.commands, '/service-categories', canEdit, (req) => pathId(req, 'Category not found'));
  categories.save(serviceCategoryInputSchema, (id, input, context) => saveServiceCategory(deps, id, input, context));
  categories.remove((id, context) => deleteServiceCategory(deps, id, context));

  router.get('/services', canView, accepts({ query: catalogueListQuerySchema }), async (_req, res) => {
    const query = valid(res, catalogueListQuerySchema);
    // With a location: the services offered there.
    res.json(await listServices(deps.readDb, { includeArchived: query.includeArchived === 'true', locationId: query.locationId ?? null }));
  });
  router.get('/services/:id', canView, async (req, res) => {
    res.json(orNotFound(await getService(deps.readDb, pathId(req, 'Service not found')), 'Service not found'));
  });
  const services = collectionCommands(router, deps.commands, '/services', canEdit, (req) => pathId(req, 'Service not found'));
  services.save(serviceInputSchema, (id, input, context) => saveService(deps, id, input, context));
  router.put(
    '/services/:id/staff',
    canEdit,
    ...bodyCommand(deps.commands, setServiceStaffSchema, (input, context, req) =>
      setServiceStaff(deps, pathId(req, 'Service not found'), input, context),
    ),
  );
  router.put(
    '/services/:id/locations',
    canEdit,
    ...bodyCommand(deps.commands, setServiceLocationsSchema, (input, context, req) =>
      setServiceLocations(deps, pathId(req, 'Service not found'), input, context),
    ),
  );
  services.actions({ archive: 'ArchiveService', restore: 'RestoreService' }, (id, type, context) => changeService(deps, id, type, context));
  services.remove((id, context) => changeService(deps, id, 'DeleteService', context));

  router.put(
    '/staff/:id/services',
    canAssign,
    ...bodyCommand(deps.commands, setStaffServicesSchema, (input, context, req) =>
      setStaffServices(deps, pathId(req, 'Staff member not found'), input, context),
    ),
  );

  return router;
}
