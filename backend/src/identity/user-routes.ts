import { Router, type Request } from 'express';
import {
  changePasswordSchema,
  colorPreferencesSchema,
  setDirectPermissionsSchema,
  setUserGroupsSchema,
  updateProfileSchema,
  type UserPermissionsReply,
} from '@chairside/shared/identity/identity-dto';
import { getColorPreferences, getUser, getUserPermissions, listStaffUsers } from '@chairside/projections/identity/identity-queries';
import type { Kysely } from 'kysely';
import { bearerToken, requireRole } from '../auth/authenticate';
import { commandContext } from '../commands/command-context';
import { actionCommand, bodyCommand } from '../http/command-handlers';
import type { RouteDeps } from '../http/route-deps';
import { waitForProjection } from './wait-for-projection';
import { createAuthLimiters, RateLimited, sendRateLimited } from './rate-limits';
import {
  changeOwnPassword,
  setColorPreferences,
  setDirectPermissions,
  setUserActive,
  setUserGroups,
  updateUserProfile,
} from './user-service';
import { notFoundUnlessId, orNotFound } from '../http/path-ids';
import { accepts, valid } from '../http/accepts';

export type UserRouteDeps = RouteDeps & { db: Kysely<unknown> };

export function userRoutes(deps: UserRouteDeps): Router {
  const router = Router();
  const { guards } = deps;
  const limits = createAuthLimiters(deps.commands.redis, deps.commands.redisPrefix);
  const adminOnly = requireRole('admin');

  notFoundUnlessId(router, { id: 'User not found' });
  const userId = (req: Request) => req.params.id as string;

  router.get('/users', guards.requirePermission({ permission: 'view_staff' }), async (_req, res) => {
    res.json(await listStaffUsers(deps.readDb));
  });

  router.get('/users/:id', guards.requireSelfOr({ permission: 'view_staff' }), async (req, res) => {
    res.json(orNotFound(await getUser(deps.readDb, userId(req)), 'User not found'));
  });

  router.put(
    '/users/:id',
    guards.requireSelfOr(null),
    ...bodyCommand(deps.commands, updateProfileSchema, (input, context, req) => updateUserProfile(deps, userId(req), input, context)),
  );

  // Needs the current password; every other session of the user is signed out.
  router.post('/users/:id/password', guards.requireSelf, accepts({ body: changePasswordSchema }), async (req, res) => {
    try {
      const keep = bearerToken(req.headers.authorization) ?? undefined;
      const { result } = await changeOwnPassword(
        { ...deps, limits },
        userId(req),
        valid(res, changePasswordSchema),
        keep,
        commandContext(req, res),
      );
      await waitForProjection(deps.commands, result);
    } catch (error) {
      if (error instanceof RateLimited) return sendRateLimited(res, error, 'password change attempts');
      throw error;
    }
    res.json({ message: 'Your password has been changed' });
  });

  router.get('/users/:id/color-preferences', guards.requireSelfOr(null), async (req, res) => {
    res.json(orNotFound(await getColorPreferences(deps.readDb, userId(req)), 'User not found'));
  });

  router.put(
    '/users/:id/color-preferences',
    guards.requireSelf,
    ...bodyCommand(deps.commands, colorPreferencesSchema, (input, context, req) => setColorPreferences(deps, userId(req), input, context)),
  );

  router.get('/users/:id/permissions', guards.requireSelfOr(null), async (req, res) => {
    const found = orNotFound(await getUserPermissions(deps.readDb, userId(req)), 'User not found');
    const reply: UserPermissionsReply = {
      success: true,
      data: { permissions: found.permissions, groups: found.groups, directPermissions: found.directPermissions },
    };
    res.json(reply);
  });

  router.put(
    '/users/:id/groups',
    adminOnly,
    ...bodyCommand(deps.commands, setUserGroupsSchema, (input, context, req) => setUserGroups(deps, userId(req), input.groupIds, context)),
  );

  router.put(
    '/users/:id/direct-permissions',
    adminOnly,
    ...bodyCommand(deps.commands, setDirectPermissionsSchema, (input, context, req) =>
      setDirectPermissions(deps, userId(req), input.permissions, context),
    ),
  );

  const setActive = (active: boolean) => actionCommand(deps.commands, (context, req) => setUserActive(deps, userId(req), active, context));
  router.post('/users/:id/deactivate', adminOnly, ...setActive(false));
  router.post('/users/:id/reactivate', adminOnly, ...setActive(true));

  return router;
}
