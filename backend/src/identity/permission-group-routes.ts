import { Router } from 'express';
import { savePermissionGroupSchema } from '@chairside/shared/identity/identity-dto';
import { permissionCatalogue } from '@chairside/shared/identity/permissions';
import { listPermissionGroups } from '@chairside/projections/identity/identity-queries';
import type { ReadDb } from '@chairside/projections/database';
import { requireRole } from '../auth/authenticate';
import { commandContext } from '../commands/command-context';
import { commandRoute, type CommandRouteDeps } from '../commands/command-route';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createPermissionGroup, deletePermissionGroup, updatePermissionGroup } from './permission-group-commands';
import { accepts, valid } from '../http/accepts';

const idPattern = /^[A-Za-z0-9-]{1,64}$/;

// The Permissions screen: administrators only (SPEC §6.1).
export function permissionGroupRoutes(deps: { readDb: ReadDb; store: EventStore; commands: CommandRouteDeps }): Router {
  const router = Router();
  const adminOnly = requireRole('admin');

  router.param('id', (_req, res, next, id: string) => {
    if (idPattern.test(id)) return next();
    res.status(404).json({ error: 'Permission group not found' });
  });

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
    commandRoute(deps.commands, async (req, res) => {
      const input = valid(res, savePermissionGroupSchema);
      const { groupId, result } = await createPermissionGroup(deps.store, input, commandContext(req, res));
      return { id: groupId, result };
    }),
  );

  router.put(
    '/permission-groups/:id',
    adminOnly,
    accepts({ body: savePermissionGroupSchema }),
    commandRoute(deps.commands, async (req, res) => {
      const input = valid(res, savePermissionGroupSchema);
      const id = req.params.id as string;
      return { id, result: await updatePermissionGroup(deps.store, id, input, commandContext(req, res)) };
    }),
  );

  router.delete(
    '/permission-groups/:id',
    adminOnly,
    accepts({ body: 'none' }),
    commandRoute(deps.commands, async (req, res) => {
      const id = req.params.id as string;
      return { id, result: await deletePermissionGroup(deps.store, id, commandContext(req, res)) };
    }),
  );

  return router;
}
