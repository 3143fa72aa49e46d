import { Router } from 'express';
import { catalogueListQuerySchema, serviceCategoryInputSchema, serviceInputSchema, setServiceStaffSchema, setStaffServicesSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { getService, listServiceCategories, listServices } from '@chairside/projections/catalogue/catalogue-queries';
import { actionCommand, bodyCommand } from '../http/command-handlers';
import { DomainError } from '../commands/domain-error';
import { accepts, valid } from '../http/accepts';
import { pathId } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import type { CatalogueGuards } from './catalogue-routes';
import { changeService, deleteServiceCategory, saveService, saveServiceCategory, setServiceStaff, setStaffServices, type ServiceChange } from './catalogue-service';

// Service categories, services, and who performs them (edited from either side).
export function catalogueServicesRoutes(deps: RouteDeps, { canView, canEdit, canAssign }: CatalogueGuards): Router {
  const router = Router();

  router.get('/service-categories', canView, async (_req, res) => {
    res.json(await listServiceCategories(deps.readDb));
  });
  router.post(
    '/service-categories',
    canEdit,
    ...bodyCommand(deps.commands, serviceCategoryInputSchema, (input, context) => saveServiceCategory(deps, null, input, context)),
  );
  router.put(
    '/service-categories/:id',
    canEdit,
    ...bodyCommand(deps.commands, serviceCategoryInputSchema, (input, context, req) => saveServiceCategory(deps, pathId(req, 'Category not found'), input, context)),
  );
  router.delete(
    '/service-categories/:id',
    canEdit,
    ...actionCommand(deps.commands, (context, req) => deleteServiceCategory(deps, pathId(req, 'Category not found'), context)),
  );

  router.get('/services', canView, accepts({ query: catalogueListQuerySchema }), async (_req, res) => {
    res.json(await listServices(deps.readDb, { includeArchived: valid(res, catalogueListQuerySchema).includeArchived === 'true' }));
  });
  router.get('/services/:id', canView, async (req, res) => {
    const service = await getService(deps.readDb, pathId(req, 'Service not found'));
    if (!service) throw new DomainError('Service not found', 404);
    res.json(service);
  });
  router.post(
    '/services',
    canEdit,
    ...bodyCommand(deps.commands, serviceInputSchema, (input, context) => saveService(deps, null, input, context)),
  );
  router.put(
    '/services/:id',
    canEdit,
    ...bodyCommand(deps.commands, serviceInputSchema, (input, context, req) => saveService(deps, pathId(req, 'Service not found'), input, context)),
  );
  router.put(
    '/services/:id/staff',
    canEdit,
    ...bodyCommand(deps.commands, setServiceStaffSchema, (input, context, req) => setServiceStaff(deps, pathId(req, 'Service not found'), input, context)),
  );
  const change = (type: ServiceChange) => actionCommand(deps.commands, async (context, req) => changeService(deps, pathId(req, 'Service not found'), type, context));
  router.post('/services/:id/archive', canEdit, ...change('ArchiveService'));
  router.post('/services/:id/restore', canEdit, ...change('RestoreService'));
  router.delete('/services/:id', canEdit, ...change('DeleteService'));

  router.put(
    '/staff/:id/services',
    canAssign,
    ...bodyCommand(deps.commands, setStaffServicesSchema, (input, context, req) => setStaffServices(deps, pathId(req, 'Staff member not found'), input, context)),
  );

  return router;
}
