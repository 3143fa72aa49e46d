import { Router, type RequestHandler, type Response } from 'express';
import { CATALOGUE_READ_PERMISSIONS } from '@chairside/shared/appointments/appointment-permissions';
import { catalogueListQuerySchema } from '@chairside/shared/catalogue/catalogue-dto';
import { valid } from '../http/accepts';
import type { RouteDeps } from '../http/route-deps';
import { catalogueClassesRoutes } from './catalogue-classes-routes';
import { catalogueResourcesRoutes } from './catalogue-resources-routes';
import { catalogueServicesRoutes } from './catalogue-services-routes';

export type CatalogueGuards = { canView: RequestHandler; canEdit: RequestHandler; canAssign: RequestHandler };

// The list filter of rooms, devices and classes.
export function catalogueListFilter(res: Response): { locationId: string | null; includeArchived: boolean } {
  const query = valid(res, catalogueListQuerySchema);
  return { locationId: query.locationId ?? null, includeArchived: query.includeArchived === 'true' };
}

// The catalogue's routes, one file per part: services and categories, rooms and devices, classes.
export function catalogueRoutes(deps: RouteDeps): Router {
  const guards: CatalogueGuards = {
    canView: deps.guards.requirePermission({ anyOf: CATALOGUE_READ_PERMISSIONS }),
    canEdit: deps.guards.requirePermission({ permission: 'edit_services' }),
    canAssign: deps.guards.requirePermission({ anyOf: ['edit_staff', 'edit_services'] }),
  };
  return Router().use(catalogueServicesRoutes(deps, guards), catalogueResourcesRoutes(deps, guards), catalogueClassesRoutes(deps, guards));
}
