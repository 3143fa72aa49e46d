import type { AppointmentStatus } from '@chairside/shared/appointments/appointment-dto';
import { locationNamesByIds } from '../business/business-queries';
import { serviceSummariesByIds } from '../catalogue/catalogue-queries';
import type { ReadDb } from '../database';
import { staffNamesByIds } from '../team/staff-queries';

// One client's own appointments (the public booking page's "My appointments"): where, when, what and with
// whom, and nothing about anyone else.

export type ClientAppointment = {
  id: string;
  locationId: string;
  locationName: string;
  status: AppointmentStatus;
  startsAt: string;
  endsAt: string;
  services: { serviceId: string; name: string; staffId: string; staffName: string }[];
  priceCents: number;
  lateCancel: boolean;
};

const fullName = (first: string | undefined, last: string | undefined) => [first, last].filter(Boolean).join(' ');

// Upcoming (from `now`, soonest first) and the last `pastLimit` past ones (latest first). The appointments'
// own rows, then the names other read models hold (locations, services, staff), each asked of its owner.
export async function listClientAppointments(
  db: ReadDb,
  // One client, or a client with those merged into them (clients' mergedClientIds).
  clientId: string | readonly string[],
  now: Date,
  pastLimit = 20,
): Promise<{ upcoming: ClientAppointment[]; past: ClientAppointment[] }> {
  const base = () =>
    db
      .selectFrom('appointments')
      .select(['id', 'location_id', 'status', 'starts_at', 'ends_at', 'price_cents', 'late_cancel'])
      .where('client_id', 'in', typeof clientId === 'string' ? [clientId] : clientId);
  const [upcoming, past] = await Promise.all([
    base().where('starts_at', '>=', now).orderBy('starts_at').orderBy('id').limit(200).execute(),
    base().where('starts_at', '<', now).orderBy('starts_at', 'desc').orderBy('id').limit(pastLimit).execute(),
  ]);
  const ids = [...upcoming, ...past].map((row) => row.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .selectFrom('appointment_items')
          .select(['appointment_id', 'service_id', 'staff_id'])
          .where('appointment_id', 'in', ids)
          .orderBy('appointment_id')
          .orderBy('sort_order')
          .execute();
  const [locations, services, staff] = await Promise.all([
    locationNamesByIds(
      db,
      [...upcoming, ...past].map((row) => row.location_id),
    ),
    serviceSummariesByIds(
      db,
      items.map((item) => item.service_id),
    ),
    staffNamesByIds(
      db,
      items.map((item) => item.staff_id),
    ),
  ]);
  const byAppointment = new Map<string, ClientAppointment['services']>();
  for (const item of items) {
    const list = byAppointment.get(item.appointment_id) ?? [];
    const staffName = staff.get(item.staff_id);
    list.push({
      serviceId: item.service_id,
      name: services.get(item.service_id)?.name ?? 'Service',
      staffId: item.staff_id,
      staffName: fullName(staffName?.firstName, staffName?.lastName) || 'Our team',
    });
    byAppointment.set(item.appointment_id, list);
  }
  const shape = (row: (typeof upcoming)[number]): ClientAppointment => ({
    id: row.id,
    locationId: row.location_id,
    locationName: locations.get(row.location_id) ?? 'Our salon',
    status: row.status,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    services: byAppointment.get(row.id) ?? [],
    priceCents: row.price_cents,
    lateCancel: row.late_cancel,
  });
  return { upcoming: upcoming.map(shape), past: past.map(shape) };
}

// One client's figures over all their appointments: visits completed, no-shows, late cancellations and the
// start of the last completed visit (null: none yet). One query, by the client_id index.
export type ClientVisitFigures = { completed: number; noShows: number; lateCancels: number; lastVisitAt: string | null };

export async function clientVisitFigures(db: ReadDb, clientId: string | readonly string[]): Promise<ClientVisitFigures> {
  const row = await db
    .selectFrom('appointments')
    .select((eb) => [
      eb.fn.countAll<string>().filterWhere('status', '=', 'completed').as('completed'),
      eb.fn.countAll<string>().filterWhere('status', '=', 'no_show').as('no_shows'),
      eb.fn.countAll<string>().filterWhere('late_cancel', '=', true).as('late_cancels'),
      eb.fn.max('starts_at').filterWhere('status', '=', 'completed').as('last_visit_at'),
    ])
    .where('client_id', 'in', typeof clientId === 'string' ? [clientId] : clientId)
    .executeTakeFirst();
  const last = row?.last_visit_at as Date | string | null | undefined;
  return {
    completed: Number(row?.completed ?? 0),
    noShows: Number(row?.no_shows ?? 0),
    lateCancels: Number(row?.late_cancels ?? 0),
    lastVisitAt: last ? new Date(last).toISOString() : null,
  };
}
