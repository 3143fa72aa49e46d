import { Router } from 'express';
import {
  changePasswordSchema,
  colorPreferencesSchema,
  setDirectPermissionsSchema,
  setUserGroupsSchema,
  updateProfileSchema,
  type UserPermissionsReply,
} from '@chairside/shared/identity/identity-dto';
import { findMissingGroups, findUserCredentials, getColorPreferences, getUser, getUserPermissions, listStaffUsers } from '@chairside/projections/identity/identity-queries';
import type { ReadDb } from '@chairside/projections/database';
import type { Kysely } from 'kysely';
import { bearerToken, requireRole } from '../auth/authenticate';
import type { PermissionGuards } from '../auth/permission-guards';
import { revokeUserSessions } from '../auth/sessions';
import { commandContext } from '../commands/command-context';
import { commandRoute, type CommandRouteDeps } from '../commands/command-route';
import { DomainError } from '../commands/domain-error';
import { waitForProjection } from './wait-for-projection';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { verifyPassword } from './passwords';
import { createAuthLimiters, RateLimited, sendRateLimited, spend } from './rate-limits';
import { changeUserPassword, runUserCommand, setColorPreferences, updateUserProfile } from './user-commands';
import { accepts, valid } from '../http/accepts';

export type UserRouteDeps = { db: Kysely<unknown>; readDb: ReadDb; store: EventStore; commands: CommandRouteDeps; guards: PermissionGuards };

const idPattern = /^[A-Za-z0-9-]{1,64}$/;

export function userRoutes(deps: UserRouteDeps): Router {
  const router = Router();
  const { guards } = deps;
  const limits = createAuthLimiters(deps.commands.redis, deps.commands.redisPrefix);
  const adminOnly = requireRole('admin');

  // An id that cannot be a user's is simply not found (it also never reaches a stream name).
  router.param('id', (_req, res, next, id: string) => {
    if (idPattern.test(id)) return next();
    res.status(404).json({ error: 'User not found' });
  });

  router.get('/users', guards.requirePermission({ permission: 'view_staff' }), async (_req, res) => {
    res.json(await listStaffUsers(deps.readDb));
  });

  router.get('/users/:id', guards.requireSelfOr({ permission: 'view_staff' }), async (req, res) => {
    const user = await getUser(deps.readDb, req.params.id as string);
    if (!user) throw new DomainError('User not found', 404);
    res.json(user);
  });

  router.put(
    '/users/:id',
    guards.requireSelfOr(null),
    accepts({ body: updateProfileSchema }),
    commandRoute(deps.commands, async (req, res) => {
      const input = valid(res, updateProfileSchema);
      const id = req.params.id as string;
      return { id, result: await updateUserProfile(deps.store, id, input, commandContext(req, res)) };
    }),
  );

  // Needs the current password; every other session of the user is signed out.
  router.post('/users/:id/password', guards.requireSelf, accepts({ body: changePasswordSchema }), async (req, res) => {
    const input = valid(res, changePasswordSchema);
    const id = req.params.id as string;
    const account = await findUserCredentials(deps.readDb, id);
    if (!account) throw new DomainError('User not found', 404);
    try {
      await spend([[limits.passwordChangePerUser, id]]);
    } catch (error) {
      if (error instanceof RateLimited) return sendRateLimited(res, error, 'password change attempts');
      throw error;
    }
    if (!(await verifyPassword(account.passwordHash, input.currentPassword))) throw new DomainError('Your current password is incorrect', 400);
    await limits.passwordChangePerUser.delete(id);
    const result = await changeUserPassword(deps.store, id, input.newPassword, 'changed', commandContext(req, res));
    await revokeUserSessions(deps.db, id, { except: bearerToken(req.headers.authorization) ?? undefined });
    await waitForProjection(deps.commands, result);
    res.json({ message: 'Your password has been changed' });
  });

  router.get('/users/:id/color-preferences', guards.requireSelfOr(null), async (req, res) => {
    const preferences = await getColorPreferences(deps.readDb, req.params.id as string);
    if (!preferences) throw new DomainError('User not found', 404);
    res.json(preferences);
  });

  router.put(
    '/users/:id/color-preferences',
    guards.requireSelf,
    accepts({ body: colorPreferencesSchema }),
    commandRoute(deps.commands, async (req, res) => {
      const preferences = valid(res, colorPreferencesSchema);
      const id = req.params.id as string;
      return { id, result: await setColorPreferences(deps.store, id, preferences, commandContext(req, res)) };
    }),
  );

  router.get('/users/:id/permissions', guards.requireSelfOr(null), async (req, res) => {
    const found = await getUserPermissions(deps.readDb, req.params.id as string);
    if (!found) throw new DomainError('User not found', 404);
    const reply: UserPermissionsReply = { success: true, data: { permissions: found.permissions, groups: found.groups, directPermissions: found.directPermissions } };
    res.json(reply);
  });

  router.put(
    '/users/:id/groups',
    adminOnly,
    accepts({ body: setUserGroupsSchema }),
    commandRoute(deps.commands, async (req, res) => {
      const { groupIds } = valid(res, setUserGroupsSchema);
      const [missing] = await findMissingGroups(deps.readDb, groupIds);
      if (missing !== undefined) throw new DomainError(`Unknown permission group "${missing}"`, 400);
      const id = req.params.id as string;
      return { id, result: await runUserCommand(deps.store, id, { type: 'SetUserGroups', groupIds }, commandContext(req, res)) };
    }),
  );

  router.put(
    '/users/:id/direct-permissions',
    adminOnly,
    accepts({ body: setDirectPermissionsSchema }),
    commandRoute(deps.commands, async (req, res) => {
      const { permissions } = valid(res, setDirectPermissionsSchema);
      const id = req.params.id as string;
      return { id, result: await runUserCommand(deps.store, id, { type: 'SetUserDirectPermissions', permissions }, commandContext(req, res)) };
    }),
  );

  // A deactivated user's sessions stop working at once (the session check reads the read model).
  router.post(
    '/users/:id/deactivate',
    adminOnly,
    accepts({ body: 'none' }),
    commandRoute(deps.commands, async (req, res) => {
      const id = req.params.id as string;
      if (id === res.locals.principal?.userId) throw new DomainError('You cannot deactivate your own account', 409);
      return { id, result: await runUserCommand(deps.store, id, { type: 'DeactivateUser' }, commandContext(req, res)) };
    }),
  );

  router.post(
    '/users/:id/reactivate',
    adminOnly,
    accepts({ body: 'none' }),
    commandRoute(deps.commands, async (req, res) => {
      const id = req.params.id as string;
      return { id, result: await runUserCommand(deps.store, id, { type: 'ReactivateUser' }, commandContext(req, res)) };
    }),
  );

  return router;
}
