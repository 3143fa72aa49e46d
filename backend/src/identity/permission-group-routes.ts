import { Router } from 'express';
import { savePermissionGroupSchema } from '@chairside/shared/identity/identity-dto';
import { permissionCatalogue } from '@chairside/shared/identity/permissions';
import { listPermissionGroups } from '@chairside/projections/identity/identity-queries';
import { requireRole } from '../auth/authenticate';
import { collectionCommands } from '../http/command-handlers';
import { notFoundUnlessId } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import { createPermissionGroup, deletePermissionGroup, updatePermissionGroup } from './permission-group-service';

// The Permissions screen: administrators only (SPEC §6.1).
export function permissionGroupRoutes(deps: RouteDeps): Router {
  const router = Router();
  const adminOnly = requireRole('admin');

  notFoundUnlessId(router, { id: 'Permission group not found' });

  router.get('/permissions', adminOnly, (_req, res) => {
    res.json(permissionCatalogue.map(({ name, area, label }) => ({ name, area, label })));
  });

  router.get('/permission-groups', adminOnly, async (_req, res) => {
    res.json(await listPermissionGroups(deps.readDb));
  });

  const groups = collectionCommands(router, deps.commands, '/permission-groups', adminOnly, (req) => req.params.id as string);
  groups.save(savePermissionGroupSchema, (id, input, context) =>
    id ? updatePermissionGroup(deps, id, input, context) : createPermissionGroup(deps, input, context),
  );
  groups.remove((id, context) => deletePermissionGroup(deps, id, context));

  return router;
}
