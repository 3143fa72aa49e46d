import { sql } from 'kysely';
import type { AppointmentStatus } from '@chairside/shared/appointments/appointment-dto';
import type { ReadDb } from '../database';

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

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

// Upcoming (from `now`, soonest first) and the last `pastLimit` past ones (latest first).
export async function listClientAppointments(
  db: ReadDb,
  clientId: string,
  now: Date,
  pastLimit = 20,
): Promise<{ upcoming: ClientAppointment[]; past: ClientAppointment[] }> {
  const base = () =>
    db
      .selectFrom('appointments as a')
      .leftJoin('locations as l', 'l.id', 'a.location_id')
      .select([
        'a.id',
        'a.location_id',
        'l.name as location_name',
        'a.status',
        'a.starts_at',
        'a.ends_at',
        'a.price_cents',
        'a.late_cancel',
      ])
      .where('a.client_id', '=', clientId);
  const [upcoming, past] = await Promise.all([
    base().where('a.starts_at', '>=', now).orderBy('a.starts_at').orderBy('a.id').limit(200).execute(),
    base().where('a.starts_at', '<', now).orderBy('a.starts_at', 'desc').orderBy('a.id').limit(pastLimit).execute(),
  ]);
  const ids = [...upcoming, ...past].map((row) => row.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .selectFrom('appointment_items as i')
          .leftJoin('services as s', 's.id', 'i.service_id')
          .leftJoin('users as u', 'u.id', 'i.staff_id')
          .leftJoin('staff_members as m', 'm.id', 'i.staff_id')
          .select([
            'i.appointment_id',
            'i.service_id',
            'i.staff_id',
            's.name as service_name',
            sql<string | null>`coalesce(u.first_name, m.first_name)`.as('staff_first'),
            sql<string | null>`coalesce(u.last_name, m.last_name)`.as('staff_last'),
          ])
          .where('i.appointment_id', 'in', ids)
          .orderBy('i.appointment_id')
          .orderBy('i.sort_order')
          .execute();
  const byAppointment = new Map<string, ClientAppointment['services']>();
  for (const item of items) {
    const list = byAppointment.get(item.appointment_id) ?? [];
    list.push({
      serviceId: item.service_id,
      name: item.service_name ?? 'Service',
      staffId: item.staff_id,
      staffName: fullName(item.staff_first, item.staff_last) || 'Our team',
    });
    byAppointment.set(item.appointment_id, list);
  }
  const shape = (row: (typeof upcoming)[number]): ClientAppointment => ({
    id: row.id,
    locationId: row.location_id,
    locationName: row.location_name ?? 'Our salon',
    status: row.status,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    services: byAppointment.get(row.id) ?? [],
    priceCents: row.price_cents,
    lateCancel: row.late_cancel,
  });
  return { upcoming: upcoming.map(shape), past: past.map(shape) };
}
