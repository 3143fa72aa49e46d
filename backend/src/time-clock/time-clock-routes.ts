import { Router } from 'express';
import {
  addTimeEntrySchema,
  clockActionSchema,
  clockActions,
  clockInSchema,
  editTimeEntrySchema,
  timeClockBoardQuerySchema,
  timesheetQuerySchema,
} from '@chairside/shared/time-clock/time-clock-dto';
import { listOnTheClock } from '@chairside/projections/time-clock/time-entry-queries';
import { accepts, valid } from '../http/accepts';
import { bodyCommand } from '../http/command-handlers';
import { pathId, uuidPattern } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import { addTimeEntry, clockAction, clockIn, editTimeEntry, myClock } from './time-clock-service';
import { timesheetsCsv } from './timesheet-csv';
import { timesheets } from './timesheet-service';

// /time-clock: use your own clock and see the board and your timesheet with view_time_clock; clock anyone,
// edit entries and see everyone's timesheets with edit_time_clock (the services check who is whose).
export function timeClockRoutes(deps: RouteDeps): Router {
  const router = Router();
  const { guards } = deps;
  const canView = guards.requirePermission({ anyOf: ['view_time_clock', 'edit_time_clock'] });
  const canEdit = guards.requirePermission({ permission: 'edit_time_clock' });

  router.get('/time-clock/status', canView, accepts({}), async (_req, res) => res.json(await myClock(deps, await guards.caller(res))));
  router.get('/time-clock/board', canView, accepts({ query: timeClockBoardQuerySchema }), async (_req, res) => {
    res.json(await listOnTheClock(deps.readDb, valid(res, timeClockBoardQuerySchema).locationId));
  });
  router.get('/time-clock/timesheets', canView, accepts({ query: timesheetQuerySchema }), async (_req, res) => {
    const { zoneOf: _zoneOf, ...sheets } = await timesheets(deps, valid(res, timesheetQuerySchema), await guards.caller(res));
    res.json(sheets);
  });
  router.get('/time-clock/timesheets.csv', canView, accepts({ query: timesheetQuerySchema }), async (_req, res) => {
    const { zoneOf, ...sheets } = await timesheets(deps, valid(res, timesheetQuerySchema), await guards.caller(res));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="timesheets-${sheets.period.start}.csv"`);
    res.send(timesheetsCsv(sheets, zoneOf));
  });

  router.post(
    '/time-clock/clock-in',
    canView,
    ...bodyCommand(deps.commands, clockInSchema, async (input, context, _req, res) =>
      clockIn(deps, input, await guards.caller(res), context),
    ),
  );
  for (const action of clockActions)
    router.post(
      `/time-clock/${action}`,
      canView,
      ...bodyCommand(deps.commands, clockActionSchema, async (input, context, _req, res) =>
        clockAction(deps, action, input, await guards.caller(res), context),
      ),
    );
  router.post(
    '/time-clock/entries',
    canEdit,
    ...bodyCommand(deps.commands, addTimeEntrySchema, async (input, context, _req, res) =>
      addTimeEntry(deps, input, await guards.caller(res), context),
    ),
  );
  router.put(
    '/time-clock/entries/:id',
    canEdit,
    ...bodyCommand(deps.commands, editTimeEntrySchema, async (input, context, req, res) =>
      editTimeEntry(deps, pathId(req, 'Time entry not found', uuidPattern), input, await guards.caller(res), context),
    ),
  );
  return router;
}
