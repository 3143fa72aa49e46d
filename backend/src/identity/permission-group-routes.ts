import { Router } from 'express';
import { savePermissionGroupSchema } from '@chairside/shared/identity/identity-dto';
import { permissionCatalogue } from '@chairside/shared/identity/permissions';
import { listPermissionGroups } from '@chairside/projections/identity/identity-queries';
import { requireRole } from '../auth/authenticate';
import { actionCommand, bodyCommand } from '../http/command-handlers';
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

  router.post(
    '/permission-groups',
    adminOnly,
    ...bodyCommand(deps.commands, savePermissionGroupSchema, (input, context) => createPermissionGroup(deps, input, context)),
  );

  router.put(
    '/permission-groups/:id',
    adminOnly,
    ...bodyCommand(deps.commands, savePermissionGroupSchema, (input, context, req) => updatePermissionGroup(deps, req.params.id as string, input, context)),
  );

  router.delete(
    '/permission-groups/:id',
    adminOnly,
    ...actionCommand(deps.commands, (context, req) => deletePermissionGroup(deps, req.params.id as string, context)),
  );

  return router;
}
