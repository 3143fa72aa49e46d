import { Router, type Request, type Response } from 'express';
import {
  bookAppointmentSchema,
  cancelAppointmentSchema,
  placeHoldSchema,
  rescheduleAppointmentSchema,
  setAppointmentStatusSchema,
  updateAppointmentSchema,
} from '@chairside/shared/appointments/appointment-dto';
import {
  APPOINTMENT_BOOK_PERMISSIONS,
  APPOINTMENT_CANCEL_PERMISSIONS,
  APPOINTMENT_CHANGE_PERMISSIONS,
  APPOINTMENT_PAST_PERMISSION,
  APPOINTMENT_STATUS_PERMISSIONS,
} from '@chairside/shared/appointments/appointment-permissions';
import type { ReadDb } from '@chairside/projections/database';
import { getUserPermissions } from '@chairside/projections/identity/identity-queries';
import type { PermissionGuards } from '../auth/permission-guards';
import { commandContext } from '../commands/command-context';
import { commandRoute, type CommandRouteDeps } from '../commands/command-route';
import { DomainError } from '../commands/domain-error';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createAppointmentService, type AppointmentCommandContext } from './appointment-service';
import { accepts, valid } from '../http/accepts';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Booking, moving, changing, status, cancelling and holds. Reads live in appointment-read-routes.ts.
export function appointmentRoutes(deps: { readDb: ReadDb; store: EventStore; commands: CommandRouteDeps; guards: PermissionGuards }): Router {
  const router = Router();
  const { readDb, guards } = deps;
  const service = createAppointmentService({ store: deps.store, readDb });
  const canBook = guards.requirePermission({ anyOf: APPOINTMENT_BOOK_PERMISSIONS });
  const canChange = guards.requirePermission({ anyOf: APPOINTMENT_CHANGE_PERMISSIONS });
  const canSetStatus = guards.requirePermission({ anyOf: APPOINTMENT_STATUS_PERMISSIONS });
  const canCancel = guards.requirePermission({ anyOf: APPOINTMENT_CANCEL_PERMISSIONS });

  // The guards have let only admins and staff through; booking or moving into the past takes edit_calendar.
  async function context(req: Request, res: Response, locationId: string | null = null): Promise<AppointmentCommandContext> {
    const principal = res.locals.principal;
    const mayBookInPast = principal?.role === 'admin' || (principal ? ((await getUserPermissions(readDb, principal.userId))?.permissions ?? []).includes(APPOINTMENT_PAST_PERMISSION) : false);
    return { ...commandContext(req, res, locationId), mayBookInPast };
  }
  const pathId = (req: Request, notFound: string): string => {
    const id = req.params.id;
    if (typeof id !== 'string' || !uuidPattern.test(id)) throw new DomainError(notFound, 404);
    return id;
  };

  router.post(
    '/appointments',
    canBook,
    accepts({ body: bookAppointmentSchema }),
    commandRoute(
      deps.commands,
      async (req, res) => {
        const input = valid(res, bookAppointmentSchema);
        return service.book(input, await context(req, res, input.locationId));
      },
      // The reply (BookAppointmentReply) also lists every appointment of a series.
      ({ appointmentIds, seriesId }) => ({ appointmentIds, seriesId }),
    ),
  );
  router.post(
    '/appointments/:id/reschedule',
    canChange,
    accepts({ body: rescheduleAppointmentSchema }),
    commandRoute(deps.commands, async (req, res) => service.reschedule(pathId(req, 'Appointment not found'), valid(res, rescheduleAppointmentSchema), await context(req, res))),
  );
  router.put(
    '/appointments/:id',
    canChange,
    accepts({ body: updateAppointmentSchema }),
    commandRoute(deps.commands, async (req, res) => service.update(pathId(req, 'Appointment not found'), valid(res, updateAppointmentSchema), await context(req, res))),
  );
  router.post(
    '/appointments/:id/status',
    canSetStatus,
    accepts({ body: setAppointmentStatusSchema }),
    commandRoute(deps.commands, async (req, res) => service.setStatus(pathId(req, 'Appointment not found'), valid(res, setAppointmentStatusSchema), await context(req, res))),
  );
  router.post(
    '/appointments/:id/cancel',
    canCancel,
    accepts({ body: cancelAppointmentSchema }),
    commandRoute(deps.commands, async (req, res) => service.cancel(pathId(req, 'Appointment not found'), valid(res, cancelAppointmentSchema), await context(req, res))),
  );
  router.post(
    '/appointment-holds',
    canBook,
    accepts({ body: placeHoldSchema }),
    commandRoute(deps.commands, async (req, res) => {
      const input = valid(res, placeHoldSchema);
      return service.placeHold(input, await context(req, res, input.locationId));
    }),
  );
  router.delete(
    '/appointment-holds/:id',
    canBook,
    accepts({ body: 'none' }),
    commandRoute(deps.commands, async (req, res) => service.releaseHold(pathId(req, 'Hold not found'), await context(req, res))),
  );

  return router;
}
