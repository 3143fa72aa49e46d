import { Router } from 'express';
import { DateTime } from 'luxon';
import { appointmentQuerySchema, appointmentsTodayQuerySchema, MAX_APPOINTMENT_RANGE_DAYS, type AppointmentsToday } from '@chairside/shared/appointments/appointment-dto';
import { APPOINTMENT_READ_PERMISSIONS } from '@chairside/shared/appointments/appointment-permissions';
import { BUSINESS_TIME_ZONE } from '@chairside/shared/constants';
import { countTodayByStatus, getAppointmentDetails, listAppointments } from '@chairside/projections/appointments/appointment-queries';
import { countWaitlistOffers } from '@chairside/projections/waitlist/waitlist-queries';
import type { RouteDeps } from '../http/route-deps';
import { DomainError } from '../commands/domain-error';
import { accepts, valid } from '../http/accepts';
import { idPattern } from '../http/path-ids';


// Inclusive number of local days from `from` to `to`. Example: daysInRange('2026-11-01', '2026-11-30') === 30
export function daysInRange(from: string, to: string): number {
  return Math.round(DateTime.fromISO(to, { zone: 'utc' }).diff(DateTime.fromISO(from, { zone: 'utc' }), 'days').days) + 1;
}

// The calendar, the appointment drawer and the dashboard's count. Any appointment permission may read.
export function appointmentReadRoutes(deps: Pick<RouteDeps, 'readDb' | 'guards'>): Router {
  const router = Router();
  const canRead = deps.guards.requirePermission({ anyOf: APPOINTMENT_READ_PERMISSIONS });

  router.get('/appointments', canRead, accepts({ query: appointmentQuerySchema }), async (req, res) => {
    const query = valid(res, appointmentQuerySchema);
    if (query.from && query.to && daysInRange(query.from, query.to) > MAX_APPOINTMENT_RANGE_DAYS) {
      throw new DomainError(`Ask for at most ${MAX_APPOINTMENT_RANGE_DAYS} days at a time`, 400);
    }
    res.json(await listAppointments(deps.readDb, query));
  });

  router.get('/appointments/:id', canRead, async (req, res) => {
    const id = req.params.id as string;
    const details = idPattern.test(id) ? await getAppointmentDetails(deps.readDb, id) : null;
    if (!details) throw new DomainError('Appointment not found', 404);
    res.json(details);
  });

  router.get('/dashboard/appointments-today', canRead, accepts({ query: appointmentsTodayQuerySchema }), async (req, res) => {
    const { locationId } = valid(res, appointmentsTodayQuerySchema);
    const date = DateTime.now().setZone(BUSINESS_TIME_ZONE).toFormat('yyyy-MM-dd');
    const [counts, waitlistOffers] = await Promise.all([countTodayByStatus(deps.readDb, locationId, date), countWaitlistOffers(deps.readDb, locationId)]);
    const reply: AppointmentsToday = { date, locationId, total: counts.total, byStatus: counts.byStatus, waitlistOffers };
    res.json(reply);
  });

  return router;
}
