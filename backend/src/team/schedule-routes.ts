import { Router, type Request } from 'express';
import { localDateSchema, scheduleExceptionInputSchema, scheduleInputSchema, teamScheduleQuerySchema, timeOffInputSchema } from '@chairside/shared/team/schedule-dto';
import { commandContext } from '../commands/command-context';
import { commandRoute, parseBody } from '../commands/command-route';
import { accepts, valid } from '../http/accepts';
import { notFoundUnlessId } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import {
  addWeeklySchedule,
  cancelTimeOff,
  changeWeeklySchedule,
  clearScheduleException,
  decideTimeOff,
  removeWeeklySchedule,
  requestTimeOff,
  setScheduleException,
  staffSchedule,
  teamSchedule,
} from './schedule-service';

// Working hours and time off. Who sees or changes whose schedule beyond the guards is the service's call.
export function scheduleRoutes(deps: RouteDeps): Router {
  const router = Router();
  const { guards } = deps;
  const canEdit = guards.requirePermission({ permission: 'edit_schedules' });
  // Anyone who sees a schedule, if only their own: the service then narrows what they get.
  const canSeeSome = guards.requirePermission({ anyOf: ['view_schedules', 'edit_schedules', 'view_own_schedule'] });
  notFoundUnlessId(router, { id: 'Staff member not found', scheduleId: 'Schedule not found', timeOffId: 'Time off not found' });

  const staffId = (req: Request) => req.params.id as string;
  const pathDate = (req: Request) => parseBody(localDateSchema, req.params.date);

  router.get('/staff-schedules', canSeeSome, accepts({ query: teamScheduleQuerySchema }), async (_req, res) => {
    res.json(await teamSchedule(deps, valid(res, teamScheduleQuerySchema), await guards.caller(res)));
  });

  router.get('/staff/:id/schedule', canSeeSome, async (req, res) => {
    res.json(await staffSchedule(deps, staffId(req), await guards.caller(res)));
  });

  router.post(
    '/staff/:id/schedules',
    canEdit,
    accepts({ body: scheduleInputSchema }),
    commandRoute(deps.commands, (req, res) => addWeeklySchedule(deps, staffId(req), valid(res, scheduleInputSchema), commandContext(req, res))),
  );
  router.put(
    '/staff/:id/schedules/:scheduleId',
    canEdit,
    accepts({ body: scheduleInputSchema }),
    commandRoute(deps.commands, (req, res) => changeWeeklySchedule(deps, staffId(req), req.params.scheduleId as string, valid(res, scheduleInputSchema), commandContext(req, res))),
  );
  router.delete(
    '/staff/:id/schedules/:scheduleId',
    canEdit,
    accepts({ body: 'none' }),
    commandRoute(deps.commands, (req, res) => removeWeeklySchedule(deps, staffId(req), req.params.scheduleId as string, commandContext(req, res))),
  );

  router.put(
    '/staff/:id/exceptions/:date',
    canEdit,
    accepts({ body: scheduleExceptionInputSchema }),
    commandRoute(deps.commands, async (req, res) => {
      const date = pathDate(req);
      return setScheduleException(deps, staffId(req), date, valid(res, scheduleExceptionInputSchema), commandContext(req, res));
    }),
  );
  router.delete(
    '/staff/:id/exceptions/:date',
    canEdit,
    accepts({ body: 'none' }),
    commandRoute(deps.commands, async (req, res) => clearScheduleException(deps, staffId(req), pathDate(req), commandContext(req, res))),
  );

  router.post(
    '/staff/:id/time-off',
    canSeeSome,
    accepts({ body: timeOffInputSchema }),
    commandRoute(deps.commands, async (req, res) => requestTimeOff(deps, staffId(req), valid(res, timeOffInputSchema), await guards.caller(res), commandContext(req, res))),
  );
  const decide = (decision: 'approve' | 'decline') =>
    commandRoute(deps.commands, async (req, res) => decideTimeOff(deps, staffId(req), req.params.timeOffId as string, decision, await guards.caller(res), commandContext(req, res)));
  router.post('/staff/:id/time-off/:timeOffId/approve', canEdit, accepts({ body: 'none' }), decide('approve'));
  router.post('/staff/:id/time-off/:timeOffId/decline', canEdit, accepts({ body: 'none' }), decide('decline'));
  router.post(
    '/staff/:id/time-off/:timeOffId/cancel',
    canSeeSome,
    accepts({ body: 'none' }),
    commandRoute(deps.commands, async (req, res) => cancelTimeOff(deps, staffId(req), req.params.timeOffId as string, await guards.caller(res), commandContext(req, res))),
  );

  return router;
}
