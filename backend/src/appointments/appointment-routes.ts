import { Router, type Request, type Response } from 'express';
import {
  bookAppointmentSchema,
  cancelAppointmentSchema,
  placeHoldSchema,
  rescheduleAppointmentSchema,
  revertAppointmentStatusSchema,
  setAppointmentStatusSchema,
  updateAppointmentSchema,
} from '@chairside/shared/appointments/appointment-dto';
import {
  APPOINTMENT_BOOK_PERMISSIONS,
  APPOINTMENT_CANCEL_PERMISSIONS,
  APPOINTMENT_CHANGE_PERMISSIONS,
  APPOINTMENT_STATUS_PERMISSIONS,
} from '@chairside/shared/appointments/appointment-permissions';
import { actionCommand, bodyCommand } from '../http/command-handlers';
import { pathId, uuidPattern } from '../http/path-ids';
import type { CommandContext } from '../commands/handle-command';
import type { RouteDeps } from '../http/route-deps';
import {
  appointmentContext,
  bookAppointment,
  cancelAppointment,
  placeHold,
  reinstateAppointment,
  releaseHold,
  rescheduleAppointment,
  revertAppointmentStatus,
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

  // Booking, moving and holds also depend on whether the caller may book into the past.
  const withCaller = async (context: CommandContext, res: Response): Promise<AppointmentCommandContext> =>
    appointmentContext(context, await guards.caller(res));
  const appointmentId = (req: Request) => pathId(req, 'Appointment not found', uuidPattern);

  router.post(
    '/appointments',
    canBook,
    ...bodyCommand(
      deps.commands,
      bookAppointmentSchema,
      async (input, context, _req, res) => bookAppointment(deps, input, await withCaller(context, res)),
      // The reply (BookAppointmentReply) also lists every appointment of a series.
      ({ appointmentIds, seriesId }) => ({ appointmentIds, seriesId }),
    ),
  );
  router.post(
    '/appointments/:id/reschedule',
    canChange,
    ...bodyCommand(deps.commands, rescheduleAppointmentSchema, async (input, context, req, res) =>
      rescheduleAppointment(deps, appointmentId(req), input, await withCaller(context, res)),
    ),
  );
  router.put(
    '/appointments/:id',
    canChange,
    ...bodyCommand(deps.commands, updateAppointmentSchema, async (input, context, req, res) =>
      updateAppointment(deps, appointmentId(req), input, await withCaller(context, res)),
    ),
  );
  router.post(
    '/appointments/:id/status',
    canSetStatus,
    ...bodyCommand(deps.commands, setAppointmentStatusSchema, async (input, context, req, res) =>
      setAppointmentStatus(deps, appointmentId(req), input, await withCaller(context, res)),
    ),
  );
  router.post(
    '/appointments/:id/status/revert',
    canSetStatus,
    ...bodyCommand(deps.commands, revertAppointmentStatusSchema, async (input, context, req, res) =>
      revertAppointmentStatus(deps, appointmentId(req), input, await withCaller(context, res)),
    ),
  );
  router.post(
    '/appointments/:id/cancel',
    canCancel,
    ...bodyCommand(deps.commands, cancelAppointmentSchema, (input, context, req) =>
      cancelAppointment(deps, appointmentId(req), input, context),
    ),
  );
  router.post(
    '/appointments/:id/reinstate',
    canCancel,
    ...actionCommand(deps.commands, async (context, req, res) =>
      reinstateAppointment(deps, appointmentId(req), await withCaller(context, res)),
    ),
  );
  router.post(
    '/appointment-holds',
    canBook,
    ...bodyCommand(deps.commands, placeHoldSchema, async (input, context, _req, res) =>
      placeHold(deps, input, await withCaller(context, res)),
    ),
  );
  router.delete(
    '/appointment-holds/:id',
    canBook,
    ...actionCommand(deps.commands, async (context, req, res) =>
      releaseHold(deps, pathId(req, 'Hold not found', uuidPattern), await withCaller(context, res)),
    ),
  );

  return router;
}
