import { Router } from 'express';
import { catalogueListQuerySchema, serviceCategoryInputSchema, serviceInputSchema, setServiceStaffSchema, setStaffServicesSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { getService, listServiceCategories, listServices } from '@chairside/projections/catalogue/catalogue-queries';
import { commandContext } from '../commands/command-context';
import { commandRoute } from '../commands/command-route';
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
    accepts({ body: serviceCategoryInputSchema }),
    commandRoute(deps.commands, (req, res) => saveServiceCategory(deps, null, valid(res, serviceCategoryInputSchema), commandContext(req, res))),
  );
  router.put(
    '/service-categories/:id',
    canEdit,
    accepts({ body: serviceCategoryInputSchema }),
    commandRoute(deps.commands, async (req, res) => saveServiceCategory(deps, pathId(req, 'Category not found'), valid(res, serviceCategoryInputSchema), commandContext(req, res))),
  );
  router.delete(
    '/service-categories/:id',
    canEdit,
    accepts({ body: 'none' }),
    commandRoute(deps.commands, async (req, res) => deleteServiceCategory(deps, pathId(req, 'Category not found'), commandContext(req, res))),
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
    accepts({ body: serviceInputSchema }),
    commandRoute(deps.commands, (req, res) => saveService(deps, null, valid(res, serviceInputSchema), commandContext(req, res))),
  );
  router.put(
    '/services/:id',
    canEdit,
    accepts({ body: serviceInputSchema }),
    commandRoute(deps.commands, async (req, res) => saveService(deps, pathId(req, 'Service not found'), valid(res, serviceInputSchema), commandContext(req, res))),
  );
  router.put(
    '/services/:id/staff',
    canEdit,
    accepts({ body: setServiceStaffSchema }),
    commandRoute(deps.commands, async (req, res) => setServiceStaff(deps, pathId(req, 'Service not found'), valid(res, setServiceStaffSchema), commandContext(req, res))),
  );
  const change = (type: ServiceChange) => commandRoute(deps.commands, async (req, res) => changeService(deps, pathId(req, 'Service not found'), type, commandContext(req, res)));
  router.post('/services/:id/archive', canEdit, accepts({ body: 'none' }), change('ArchiveService'));
  router.post('/services/:id/restore', canEdit, accepts({ body: 'none' }), change('RestoreService'));
  router.delete('/services/:id', canEdit, accepts({ body: 'none' }), change('DeleteService'));

  router.put(
    '/staff/:id/services',
    canAssign,
    accepts({ body: setStaffServicesSchema }),
    commandRoute(deps.commands, async (req, res) => setStaffServices(deps, pathId(req, 'Staff member not found'), valid(res, setStaffServicesSchema), commandContext(req, res))),
  );

  return router;
}
