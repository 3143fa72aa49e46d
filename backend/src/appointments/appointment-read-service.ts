import { DateTime } from 'luxon';
import {
  MAX_APPOINTMENT_RANGE_DAYS,
  type AppointmentDetails,
  type AppointmentList,
  type AppointmentQuery,
  type AppointmentsToday,
} from '@chairside/shared/appointments/appointment-dto';
import { getLocationZone } from '@chairside/projections/business/business-queries';
import { countTodayByStatus, getAppointmentDetails, listAppointments } from '@chairside/projections/appointments/appointment-queries';
import { countWaitlistOffers } from '@chairside/projections/waitlist/waitlist-queries';
import { DomainError } from '../commands/domain-error';
import type { ServiceDeps } from '../commands/service-deps';

// The read side of appointments: the calendar's range, one appointment, and the dashboard's day.

type ReadDeps = Pick<ServiceDeps, 'readDb'>;

// Inclusive number of local days from `from` to `to`. Example: daysInRange('2026-11-01', '2026-11-30') === 30
export function daysInRange(from: string, to: string): number {
  return Math.round(DateTime.fromISO(to, { zone: 'utc' }).diff(DateTime.fromISO(from, { zone: 'utc' }), 'days').days) + 1;
}

// A calendar asks for a bounded range, so one request never reads months of appointments.
export function calendarAppointments(deps: ReadDeps, query: AppointmentQuery): Promise<AppointmentList> {
  if (query.from && query.to && daysInRange(query.from, query.to) > MAX_APPOINTMENT_RANGE_DAYS) {
    throw new DomainError(`Ask for at most ${MAX_APPOINTMENT_RANGE_DAYS} days at a time`, 400);
  }
  return listAppointments(deps.readDb, query);
}

export async function appointmentDetails(deps: ReadDeps, appointmentId: string): Promise<AppointmentDetails> {
  const details = await getAppointmentDetails(deps.readDb, appointmentId);
  if (!details) throw new DomainError('Appointment not found', 404);
  return details;
}

// Today in the location's own zone, by status, and how many waitlisted clients could be offered a slot.
export async function appointmentsToday(deps: ReadDeps, locationId: string, now: Date = new Date()): Promise<AppointmentsToday> {
  const date = DateTime.fromJSDate(now)
    .setZone(await getLocationZone(deps.readDb, locationId))
    .toFormat('yyyy-MM-dd');
  const [counts, waitlistOffers] = await Promise.all([
    countTodayByStatus(deps.readDb, locationId, date),
    countWaitlistOffers(deps.readDb, locationId),
  ]);
  return { date, locationId, total: counts.total, byStatus: counts.byStatus, waitlistOffers };
}
