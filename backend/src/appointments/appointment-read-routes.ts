import { Router } from 'express';
import { appointmentQuerySchema, appointmentsTodayQuerySchema } from '@chairside/shared/appointments/appointment-dto';
import { APPOINTMENT_READ_PERMISSIONS } from '@chairside/shared/appointments/appointment-permissions';
import { accepts, valid } from '../http/accepts';
import { pathId } from '../http/path-ids';
import type { RouteDeps } from '../http/route-deps';
import { appointmentDetails, appointmentsToday, calendarAppointments } from './appointment-read-service';

// The calendar, the appointment drawer and the dashboard's count. Any appointment permission may read.
export function appointmentReadRoutes(deps: Pick<RouteDeps, 'readDb' | 'guards'>): Router {
  const router = Router();
  const canRead = deps.guards.requirePermission({ anyOf: APPOINTMENT_READ_PERMISSIONS });

  router.get('/appointments', canRead, accepts({ query: appointmentQuerySchema }), async (_req, res) => {
    res.json(await calendarAppointments(deps, valid(res, appointmentQuerySchema)));
  });

  router.get('/appointments/:id', canRead, async (req, res) => {
    res.json(await appointmentDetails(deps, pathId(req, 'Appointment not found')));
  });

  router.get('/dashboard/appointments-today', canRead, accepts({ query: appointmentsTodayQuerySchema }), async (_req, res) => {
    res.json(await appointmentsToday(deps, valid(res, appointmentsTodayQuerySchema).locationId));
  });

  return router;
}
