import { Router } from 'express';
import { savePermissionGroupSchema } from '@chairside/shared/identity/identity-dto';
import { permissionCatalogue } from '@chairside/shared/identity/permissions';
import { listPermissionGroups } from '@chairside/projections/identity/identity-queries';
import { requireRole } from '../auth/authenticate';
import { commandContext } from '../commands/command-context';
import { commandRoute } from '../commands/command-route';
import { notFoundUnlessId } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import { createPermissionGroup, deletePermissionGroup, updatePermissionGroup } from './permission-group-service';
import { accepts, valid } from '../http/accepts';

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
    accepts({ body: savePermissionGroupSchema }),
    commandRoute(deps.commands, (req, res) => createPermissionGroup(deps, valid(res, savePermissionGroupSchema), commandContext(req, res))),
  );

  router.put(
    '/permission-groups/:id',
    adminOnly,
    accepts({ body: savePermissionGroupSchema }),
    commandRoute(deps.commands, (req, res) => updatePermissionGroup(deps, req.params.id as string, valid(res, savePermissionGroupSchema), commandContext(req, res))),
  );

  router.delete(
    '/permission-groups/:id',
    adminOnly,
    accepts({ body: 'none' }),
    commandRoute(deps.commands, (req, res) => deletePermissionGroup(deps, req.params.id as string, commandContext(req, res))),
  );

  return router;
}
