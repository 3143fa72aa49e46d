import { Router, type Response } from 'express';
import { z } from 'zod';
import { TEAM_READ_PERMISSIONS } from '@chairside/shared/appointments/appointment-permissions';
import { createStaffInputSchema, staffProfileInputSchema } from '@chairside/shared/team/staff-dto';
import { findMissingGroups, getUser } from '@chairside/projections/identity/identity-queries';
import { getStaffMember, listStaff } from '@chairside/projections/team/staff-queries';
import type { ReadDb } from '@chairside/projections/database';
import type { PermissionGuards } from '../auth/permission-guards';
import { commandContext } from '../commands/command-context';
import { commandRoute, type CommandRouteDeps } from '../commands/command-route';
import { DomainError } from '../commands/domain-error';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { hireStaff, loadStaff, setStaffActive, updateStaff } from './staff-actions';
import { loadCaller, seesContact, seesPay } from './team-access';
import { checkStaffLocations } from './team-locations';
import { accepts, valid } from '../http/accepts';

export type TeamRouteDeps = { readDb: ReadDb; store: EventStore; commands: CommandRouteDeps; guards: PermissionGuards };

const idPattern = /^[A-Za-z0-9-]{1,64}$/;

const listQuerySchema = z.object({
  locationId: z.string().regex(idPattern, 'locationId is not a location id').optional(),
  includeInactive: z.enum(['true', 'false'], 'includeInactive is true or false').optional(),
});

export function staffRoutes(deps: TeamRouteDeps): Router {
  const router = Router();
  const { readDb, store, guards } = deps;
  const canView = guards.requirePermission({ anyOf: TEAM_READ_PERMISSIONS });
  const canEdit = guards.requirePermission({ permission: 'edit_staff' });

  router.param('id', (_req, res, next, id: string) => {
    if (idPattern.test(id)) return next();
    res.status(404).json({ error: 'Staff member not found' });
  });

  // Nobody but an administrator acts on an administrator's account through the team screens.
  async function refuseAdminTarget(res: Response, staffId: string) {
    if (res.locals.principal?.role === 'admin') return;
    if ((await getUser(readDb, staffId))?.role === 'admin') throw new DomainError('Only an administrator can change an administrator', 403);
  }

  router.get('/staff', canView, accepts({ query: listQuerySchema }), async (req, res) => {
    const query = valid(res, listQuerySchema);
    const caller = await loadCaller(readDb, res);
    res.json(await listStaff(readDb, { locationId: query.locationId, includeInactive: query.includeInactive === 'true' }, { showPay: seesPay(caller), showContact: seesContact(caller) }));
  });

  router.get('/staff/:id', canView, async (req, res) => {
    const caller = await loadCaller(readDb, res);
    const member = await getStaffMember(readDb, req.params.id as string, { showPay: seesPay(caller), showContact: seesContact(caller) });
    if (!member) throw new DomainError('Staff member not found', 404);
    res.json(member);
  });

  router.post(
    '/staff',
    canEdit,
    accepts({ body: createStaffInputSchema }),
    commandRoute(deps.commands, async (req, res) => {
      const input = valid(res, createStaffInputSchema);
      // Anyone else could grant the new account (and so themselves, through it) more than they hold.
      if (input.groupIds.length > 0 && res.locals.principal?.role !== 'admin') throw new DomainError('Only an administrator can give permission groups', 403);
      const [missing] = await findMissingGroups(readDb, input.groupIds);
      if (missing !== undefined) throw new DomainError(`Unknown permission group "${missing}"`, 400);
      await checkStaffLocations(readDb, input.locationIds, []);
      const { staffId, result } = await hireStaff(store, input, commandContext(req, res));
      return { id: staffId, result };
    }),
  );

  router.put(
    '/staff/:id',
    canEdit,
    accepts({ body: staffProfileInputSchema }),
    commandRoute(deps.commands, async (req, res) => {
      const input = valid(res, staffProfileInputSchema);
      const staffId = req.params.id as string;
      const current = await loadStaff(store, staffId);
      if (!current.hired) throw new DomainError('Staff member not found', 404);
      await refuseAdminTarget(res, staffId);
      await checkStaffLocations(readDb, input.locationIds, current.profile?.locationIds ?? []);
      return { id: staffId, result: await updateStaff(store, staffId, input, commandContext(req, res)) };
    }),
  );

  router.post(
    '/staff/:id/deactivate',
    canEdit,
    accepts({ body: 'none' }),
    commandRoute(deps.commands, async (req, res) => {
      const staffId = req.params.id as string;
      if (staffId === res.locals.principal?.userId) throw new DomainError('You cannot deactivate your own account', 409);
      if (!(await loadStaff(store, staffId)).hired) throw new DomainError('Staff member not found', 404);
      await refuseAdminTarget(res, staffId);
      return { id: staffId, result: await setStaffActive(store, staffId, false, commandContext(req, res)) };
    }),
  );

  router.post(
    '/staff/:id/activate',
    canEdit,
    accepts({ body: 'none' }),
    commandRoute(deps.commands, async (req, res) => {
      const staffId = req.params.id as string;
      if (!(await loadStaff(store, staffId)).hired) throw new DomainError('Staff member not found', 404);
      await refuseAdminTarget(res, staffId);
      return { id: staffId, result: await setStaffActive(store, staffId, true, commandContext(req, res)) };
    }),
  );

  return router;
}
