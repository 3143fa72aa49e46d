import { Router, type Request, type Response } from 'express';
import { DateTime } from 'luxon';
import { z } from 'zod';
import type { ScheduleCommand } from '@chairside/shared/team/schedule-commands';
import { localDateSchema, scheduleExceptionInputSchema, scheduleInputSchema, timeOffInputSchema } from '@chairside/shared/team/schedule-dto';
import { getUser } from '@chairside/projections/identity/identity-queries';
import { getStaffSchedule, getTeamSchedule } from '@chairside/projections/team/schedule-queries';
import { commandContext, newIdFor } from '../commands/command-context';
import { commandRoute, parseBody } from '../commands/command-route';
import { DomainError } from '../commands/domain-error';
import { handleCommand } from '../commands/handle-command';
import { scheduleDecider } from './schedule-decider';
import { loadStaff } from './staff-actions';
import type { TeamRouteDeps } from './staff-routes';
import { loadCaller, managesSchedules, seesAllSchedules } from './team-access';
import { locationNames } from './team-locations';
import { rosterStream } from './team-streams';
import { accepts, valid } from '../http/accepts';

const idPattern = /^[A-Za-z0-9-]{1,64}$/;
const maxGridDays = 62;

const teamQuerySchema = z
  .object({ locationId: z.string('Choose a location').regex(idPattern, 'Choose a location'), from: localDateSchema, to: localDateSchema })
  .refine((query) => query.to >= query.from, { message: 'The end date cannot be before the start date', path: ['to'] })
  .refine((query) => DateTime.fromISO(query.to).diff(DateTime.fromISO(query.from), 'days').days < maxGridDays, { message: `Show at most ${maxGridDays} days at a time`, path: ['to'] });

export function scheduleRoutes(deps: TeamRouteDeps): Router {
  const router = Router();
  const { readDb, store, guards } = deps;
  const canEdit = guards.requirePermission({ permission: 'edit_schedules' });
  // Anyone who sees a schedule, if only their own: the route then narrows what they get.
  const canSeeSome = guards.requirePermission({ anyOf: ['view_schedules', 'edit_schedules', 'view_own_schedule'] });

  router.param('id', (_req, res, next, id: string) => {
    if (idPattern.test(id)) return next();
    res.status(404).json({ error: 'Staff member not found' });
  });
  router.param('scheduleId', (_req, res, next, id: string) => {
    if (idPattern.test(id)) return next();
    res.status(404).json({ error: 'Schedule not found' });
  });
  router.param('timeOffId', (_req, res, next, id: string) => {
    if (idPattern.test(id)) return next();
    res.status(404).json({ error: 'Time off not found' });
  });

  // The staff member the path names, who must be on the team.
  async function hired(req: Request): Promise<{ staffId: string; locationIds: readonly string[] }> {
    const staffId = req.params.id as string;
    const staff = await loadStaff(store, staffId);
    if (!staff.hired || !staff.profile) throw new DomainError('Staff member not found', 404);
    return { staffId, locationIds: staff.profile.locationIds };
  }

  // A schedule or an exception is at one of the staff member's locations.
  async function checkWorksAt(staff: { staffId: string; locationIds: readonly string[] }, locationId: string): Promise<Record<string, string>> {
    const names = await locationNames(readDb);
    if (!names[locationId]) throw new DomainError('That location does not exist', 422);
    if (!staff.locationIds.includes(locationId)) {
      const user = await getUser(readDb, staff.staffId);
      const who = user ? `${user.firstName} ${user.lastName}` : 'This staff member';
      throw new DomainError(`${who} does not work at ${names[locationId]}`, 422);
    }
    return names;
  }

  const run = (req: Request, res: Response, staffId: string, command: ScheduleCommand, locationId: string | null = null) =>
    handleCommand(store, rosterStream(staffId), scheduleDecider, command, commandContext(req, res, locationId));

  router.get('/staff-schedules', canSeeSome, accepts({ query: teamQuerySchema }), async (req, res) => {
    const query = valid(res, teamQuerySchema);
    const caller = await loadCaller(readDb, res);
    res.json(await getTeamSchedule(readDb, { ...query, onlyStaffId: seesAllSchedules(caller) ? undefined : caller.userId }));
  });

  router.get('/staff/:id/schedule', canSeeSome, async (req, res) => {
    const caller = await loadCaller(readDb, res);
    const staffId = req.params.id as string;
    if (!seesAllSchedules(caller) && staffId !== caller.userId) throw new DomainError('You do not have permission to do this', 403);
    await hired(req);
    res.json(await getStaffSchedule(readDb, staffId));
  });

  router.post(
    '/staff/:id/schedules',
    canEdit,
    accepts({ body: scheduleInputSchema }),
    commandRoute(deps.commands, async (req, res) => {
      const input = valid(res, scheduleInputSchema);
      const staff = await hired(req);
      const names = await checkWorksAt(staff, input.locationId);
      const scheduleId = newIdFor(res);
      const result = await run(req, res, staff.staffId, { type: 'AddWeeklySchedule', scheduleId, locationNames: names, ...input }, input.locationId);
      return { id: scheduleId, result };
    }),
  );

  router.put(
    '/staff/:id/schedules/:scheduleId',
    canEdit,
    accepts({ body: scheduleInputSchema }),
    commandRoute(deps.commands, async (req, res) => {
      const input = valid(res, scheduleInputSchema);
      const staff = await hired(req);
      const names = await checkWorksAt(staff, input.locationId);
      const scheduleId = req.params.scheduleId as string;
      const result = await run(req, res, staff.staffId, { type: 'ChangeWeeklySchedule', scheduleId, locationNames: names, ...input }, input.locationId);
      return { id: scheduleId, result };
    }),
  );

  router.delete(
    '/staff/:id/schedules/:scheduleId',
    canEdit,
    accepts({ body: 'none' }),
    commandRoute(deps.commands, async (req, res) => {
      const staff = await hired(req);
      const scheduleId = req.params.scheduleId as string;
      return { id: scheduleId, result: await run(req, res, staff.staffId, { type: 'RemoveWeeklySchedule', scheduleId }) };
    }),
  );

  const pathDate = (req: Request) => parseBody(localDateSchema, req.params.date);

  router.put(
    '/staff/:id/exceptions/:date',
    canEdit,
    accepts({ body: scheduleExceptionInputSchema }),
    commandRoute(deps.commands, async (req, res) => {
      const date = pathDate(req);
      const input = valid(res, scheduleExceptionInputSchema);
      const staff = await hired(req);
      await checkWorksAt(staff, input.locationId);
      return { id: date, result: await run(req, res, staff.staffId, { type: 'SetScheduleException', date, ...input }, input.locationId) };
    }),
  );

  router.delete(
    '/staff/:id/exceptions/:date',
    canEdit,
    accepts({ body: 'none' }),
    commandRoute(deps.commands, async (req, res) => {
      const date = pathDate(req);
      const staff = await hired(req);
      return { id: date, result: await run(req, res, staff.staffId, { type: 'ClearScheduleException', date }) };
    }),
  );

  // A manager's time off is approved at once; a staff member asks for their own, and only their own.
  router.post(
    '/staff/:id/time-off',
    canSeeSome,
    accepts({ body: timeOffInputSchema }),
    commandRoute(deps.commands, async (req, res) => {
      const caller = await loadCaller(readDb, res);
      const staffId = req.params.id as string;
      const manager = managesSchedules(caller);
      if (!manager && staffId !== caller.userId) throw new DomainError('You can only request time off for yourself', 403);
      const input = valid(res, timeOffInputSchema);
      await hired(req);
      const timeOffId = newIdFor(res);
      const command: ScheduleCommand = manager ? { type: 'RecordTimeOff', timeOffId, ...input, recordedBy: caller.userId } : { type: 'RequestTimeOff', timeOffId, ...input, requestedBy: caller.userId };
      return { id: timeOffId, result: await run(req, res, staffId, command) };
    }),
  );

  const decide = (type: 'ApproveTimeOff' | 'DeclineTimeOff') =>
    commandRoute(deps.commands, async (req, res) => {
      const staff = await hired(req);
      const timeOffId = req.params.timeOffId as string;
      const by = res.locals.principal?.userId ?? '';
      const command: ScheduleCommand = type === 'ApproveTimeOff' ? { type, timeOffId, approvedBy: by } : { type, timeOffId, declinedBy: by };
      return { id: timeOffId, result: await run(req, res, staff.staffId, command) };
    });

  router.post('/staff/:id/time-off/:timeOffId/approve', canEdit, accepts({ body: 'none' }), decide('ApproveTimeOff'));
  router.post('/staff/:id/time-off/:timeOffId/decline', canEdit, accepts({ body: 'none' }), decide('DeclineTimeOff'));

  // Managers cancel any time off; a staff member only their own request (the decider keeps approved time off for managers).
  router.post(
    '/staff/:id/time-off/:timeOffId/cancel',
    canSeeSome,
    accepts({ body: 'none' }),
    commandRoute(deps.commands, async (req, res) => {
      const caller = await loadCaller(readDb, res);
      const staffId = req.params.id as string;
      const manager = managesSchedules(caller);
      if (!manager && staffId !== caller.userId) throw new DomainError('You can only cancel your own time off requests', 403);
      await hired(req);
      const timeOffId = req.params.timeOffId as string;
      return { id: timeOffId, result: await run(req, res, staffId, { type: 'CancelTimeOff', timeOffId, cancelledBy: caller.userId, byManager: manager }) };
    }),
  );

  return router;
}
