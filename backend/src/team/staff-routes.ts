import { Router } from 'express';
import { TEAM_READ_PERMISSIONS } from '@chairside/shared/appointments/appointment-permissions';
import {
  addStaffAccountInputSchema,
  createStaffInputSchema,
  staffListQuerySchema,
  staffProfileInputSchema,
} from '@chairside/shared/team/staff-dto';
import { setPayRateSchema } from '@chairside/shared/team/pay-rates';
import { actionCommand, bodyCommand } from '../http/command-handlers';
import { accepts, valid } from '../http/accepts';
import { notFoundUnlessId } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import {
  addStaffAccount,
  getTeamMember,
  getTeamMemberPayHistory,
  hireStaff,
  listTeam,
  setStaffActive,
  setStaffPayRate,
  updateStaff,
} from './staff-service';

// The team's profiles. What a caller sees of colleagues (pay, contact details) is the service's call.
export function staffRoutes(deps: RouteDeps): Router {
  const router = Router();
  const { guards } = deps;
  const canView = guards.requirePermission({ anyOf: TEAM_READ_PERMISSIONS });
  const canEdit = guards.requirePermission({ permission: 'edit_staff' });
  notFoundUnlessId(router, { id: 'Staff member not found' });

  router.get('/staff', canView, accepts({ query: staffListQuerySchema }), async (_req, res) => {
    res.json(await listTeam(deps, valid(res, staffListQuerySchema), await guards.caller(res)));
  });

  router.get('/staff/:id', canView, async (req, res) => {
    res.json(await getTeamMember(deps, req.params.id as string, await guards.caller(res)));
  });

  router.post(
    '/staff',
    canEdit,
    ...bodyCommand(deps.commands, createStaffInputSchema, async (input, context, req, res) =>
      hireStaff(deps, input, await guards.caller(res), context),
    ),
  );

  router.put(
    '/staff/:id',
    canEdit,
    ...bodyCommand(deps.commands, staffProfileInputSchema, async (input, context, req, res) =>
      updateStaff(deps, req.params.id as string, input, await guards.caller(res), context),
    ),
  );

  router.post(
    '/staff/:id/account',
    canEdit,
    ...bodyCommand(deps.commands, addStaffAccountInputSchema, async (input, context, req, res) =>
      addStaffAccount(deps, req.params.id as string, input, await guards.caller(res), context),
    ),
  );

  // Pay over time: seen by those who set pay (edit_staff) or pay it (view_payroll), set by edit_staff.
  const seesPay = guards.requirePermission({ anyOf: ['edit_staff', 'view_payroll'] });
  router.get('/staff/:id/pay-rates', seesPay, async (req, res) => {
    res.json(await getTeamMemberPayHistory(deps, req.params.id as string));
  });
  router.post(
    '/staff/:id/pay-rates',
    canEdit,
    ...bodyCommand(deps.commands, setPayRateSchema, async (input, context, req, res) =>
      setStaffPayRate(deps, req.params.id as string, input, await guards.caller(res), context),
    ),
  );

  const setActive = (active: boolean) =>
    actionCommand(deps.commands, async (context, req, res) =>
      setStaffActive(deps, req.params.id as string, active, await guards.caller(res), context),
    );
  router.post('/staff/:id/deactivate', canEdit, ...setActive(false));
  router.post('/staff/:id/activate', canEdit, ...setActive(true));

  return router;
}
