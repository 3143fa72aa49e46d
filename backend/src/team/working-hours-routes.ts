import { Router, type Request } from 'express';
import {
  localDateSchema,
  scheduleExceptionInputSchema,
  weeklyScheduleInputSchema,
  teamWorkingHoursQuerySchema,
  timeOffInputSchema,
} from '@chairside/shared/team/working-hours-dto';
import { parseBody } from '../commands/command-route';
import { accepts, valid } from '../http/accepts';
import { notFoundUnlessId } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import { actionCommand, bodyCommand } from '../http/command-handlers';
import {
  addWeeklySchedule,
  cancelTimeOff,
  changeWeeklySchedule,
  clearScheduleException,
  decideTimeOff,
  removeWeeklySchedule,
  requestTimeOff,
  setScheduleException,
  staffWorkingHours,
  teamWorkingHours,
} from './working-hours-service';

// Working hours and time off. Who sees or changes whose working hours beyond the guards is the service's call.
export function workingHoursRoutes(deps: RouteDeps): Router {
  const router = Router();
  const { guards } = deps;
  const canEdit = guards.requirePermission({ permission: 'edit_schedules' });
  // Anyone who sees working hours, if only their own: the service then narrows what they get.
  const canSeeSome = guards.requirePermission({ anyOf: ['view_schedules', 'edit_schedules', 'view_own_schedule'] });
  notFoundUnlessId(router, { id: 'Staff member not found', scheduleId: 'Schedule not found', timeOffId: 'Time off not found' });

  const staffId = (req: Request) => req.params.id as string;
  const pathDate = (req: Request) => parseBody(localDateSchema, req.params.date);

  router.get('/staff-schedules', canSeeSome, accepts({ query: teamWorkingHoursQuerySchema }), async (_req, res) => {
    res.json(await teamWorkingHours(deps, valid(res, teamWorkingHoursQuerySchema), await guards.caller(res)));
  });

  router.get('/staff/:id/schedule', canSeeSome, async (req, res) => {
    res.json(await staffWorkingHours(deps, staffId(req), await guards.caller(res)));
  });

  router.post(
    '/staff/:id/schedules',
    canEdit,
    ...bodyCommand(deps.commands, weeklyScheduleInputSchema, (input, context, req) =>
      addWeeklySchedule(deps, staffId(req), input, context),
    ),
  );
  router.put(
    '/staff/:id/schedules/:scheduleId',
    canEdit,
    ...bodyCommand(deps.commands, weeklyScheduleInputSchema, (input, context, req) =>
      changeWeeklySchedule(deps, staffId(req), req.params.scheduleId as string, input, context),
    ),
  );
  router.delete(
    '/staff/:id/schedules/:scheduleId',
    canEdit,
    ...actionCommand(deps.commands, (context, req) => removeWeeklySchedule(deps, staffId(req), req.params.scheduleId as string, context)),
  );

  router.put(
    '/staff/:id/exceptions/:date',
    canEdit,
    ...bodyCommand(deps.commands, scheduleExceptionInputSchema, async (input, context, req) =>
      setScheduleException(deps, staffId(req), pathDate(req), input, context),
    ),
  );
  router.delete(
    '/staff/:id/exceptions/:date',
    canEdit,
    ...actionCommand(deps.commands, (context, req) => clearScheduleException(deps, staffId(req), pathDate(req), context)),
  );

  router.post(
    '/staff/:id/time-off',
    canSeeSome,
    ...bodyCommand(deps.commands, timeOffInputSchema, async (input, context, req, res) =>
      requestTimeOff(deps, staffId(req), input, await guards.caller(res), context),
    ),
  );
  const decide = (decision: 'approve' | 'decline') =>
    actionCommand(deps.commands, async (context, req, res) =>
      decideTimeOff(deps, staffId(req), req.params.timeOffId as string, decision, await guards.caller(res), context),
    );
  router.post('/staff/:id/time-off/:timeOffId/approve', canEdit, ...decide('approve'));
  router.post('/staff/:id/time-off/:timeOffId/decline', canEdit, ...decide('decline'));
  router.post(
    '/staff/:id/time-off/:timeOffId/cancel',
    canSeeSome,
    ...actionCommand(deps.commands, async (context, req, res) =>
      cancelTimeOff(deps, staffId(req), req.params.timeOffId as string, await guards.caller(res), context),
    ),
  );

  return router;
}
