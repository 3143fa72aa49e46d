import { Router, type Request, type Response } from 'express';
import {
  bookAppointmentSchema,
  cancelAppointmentSchema,
  placeHoldSchema,
  rescheduleAppointmentSchema,
  setAppointmentStatusSchema,
  updateAppointmentSchema,
} from '@chairside/shared/appointments/appointment-dto';
import { APPOINTMENT_BOOK_PERMISSIONS, APPOINTMENT_CANCEL_PERMISSIONS, APPOINTMENT_CHANGE_PERMISSIONS, APPOINTMENT_STATUS_PERMISSIONS } from '@chairside/shared/appointments/appointment-permissions';
import { commandContext } from '../commands/command-context';
import { commandRoute } from '../commands/command-route';
import { accepts, valid } from '../http/accepts';
import { pathId, uuidPattern } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import {
  appointmentContext,
  bookAppointment,
  cancelAppointment,
  placeHold,
  releaseHold,
  rescheduleAppointment,
  setAppointmentStatus,
  updateAppointment,
  type AppointmentCommandContext,
} from './appointment-service';

// Booking, moving, changing, status, cancelling and holds. Reads live in appointment-read-routes.ts.
export function appointmentRoutes(deps: RouteDeps): Router {
  const router = Router();
  const { guards } = deps;
  const canBook = guards.requirePermission({ anyOf: APPOINTMENT_BOOK_PERMISSIONS });
  const canChange = guards.requirePermission({ anyOf: APPOINTMENT_CHANGE_PERMISSIONS });
  const canSetStatus = guards.requirePermission({ anyOf: APPOINTMENT_STATUS_PERMISSIONS });
  const canCancel = guards.requirePermission({ anyOf: APPOINTMENT_CANCEL_PERMISSIONS });

  const context = async (req: Request, res: Response): Promise<AppointmentCommandContext> => appointmentContext(commandContext(req, res), await guards.caller(res));
  const appointmentId = (req: Request) => pathId(req, 'Appointment not found', uuidPattern);

  router.post(
    '/appointments',
    canBook,
    accepts({ body: bookAppointmentSchema }),
    commandRoute(
      deps.commands,
      async (req, res) => bookAppointment(deps, valid(res, bookAppointmentSchema), await context(req, res)),
      // The reply (BookAppointmentReply) also lists every appointment of a series.
      ({ appointmentIds, seriesId }) => ({ appointmentIds, seriesId }),
    ),
  );
  router.post(
    '/appointments/:id/reschedule',
    canChange,
    accepts({ body: rescheduleAppointmentSchema }),
    commandRoute(deps.commands, async (req, res) => rescheduleAppointment(deps, appointmentId(req), valid(res, rescheduleAppointmentSchema), await context(req, res))),
  );
  router.put(
    '/appointments/:id',
    canChange,
    accepts({ body: updateAppointmentSchema }),
    commandRoute(deps.commands, async (req, res) => updateAppointment(deps, appointmentId(req), valid(res, updateAppointmentSchema), await context(req, res))),
  );
  router.post(
    '/appointments/:id/status',
    canSetStatus,
    accepts({ body: setAppointmentStatusSchema }),
    commandRoute(deps.commands, async (req, res) => setAppointmentStatus(deps, appointmentId(req), valid(res, setAppointmentStatusSchema), commandContext(req, res))),
  );
  router.post(
    '/appointments/:id/cancel',
    canCancel,
    accepts({ body: cancelAppointmentSchema }),
    commandRoute(deps.commands, async (req, res) => cancelAppointment(deps, appointmentId(req), valid(res, cancelAppointmentSchema), commandContext(req, res))),
  );
  router.post(
    '/appointment-holds',
    canBook,
    accepts({ body: placeHoldSchema }),
    commandRoute(deps.commands, async (req, res) => placeHold(deps, valid(res, placeHoldSchema), await context(req, res))),
  );
  router.delete(
    '/appointment-holds/:id',
    canBook,
    accepts({ body: 'none' }),
    commandRoute(deps.commands, async (req, res) => releaseHold(deps, pathId(req, 'Hold not found', uuidPattern), await context(req, res))),
  );

  return router;
}
