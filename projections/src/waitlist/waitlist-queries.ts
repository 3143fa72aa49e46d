import { sql } from 'kysely';
import type { WaitlistEntry } from '@chairside/shared/appointments/appointment-dto';
import type { ReadDb } from '../database';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

// The open entries of a location, oldest first. An offer whose start has passed is no offer any more.
export async function listWaitlist(db: ReadDb, locationId: string, now: Date = new Date()): Promise<WaitlistEntry[]> {
  const rows = await db
    .selectFrom('waitlist_entries as w')
    .leftJoin('clients as c', 'c.id', 'w.client_id')
    .leftJoin('services as s', 's.id', 'w.service_id')
    .leftJoin('users as staff', 'staff.id', 'w.staff_id')
    .leftJoin('users as offered', 'offered.id', 'w.offer_staff_id')
    // Staff members without a sign-in account have their name on their staff row.
    .leftJoin('staff_members as staff_row', 'staff_row.id', 'w.staff_id')
    .leftJoin('staff_members as offered_row', 'offered_row.id', 'w.offer_staff_id')
    .selectAll('w')
    .select([
      'c.first_name as client_first',
      'c.last_name as client_last',
      'c.phone as client_phone',
      's.name as service_name',
      sql<string | null>`coalesce(staff.first_name, staff_row.first_name)`.as('staff_first'),
      sql<string | null>`coalesce(staff.last_name, staff_row.last_name)`.as('staff_last'),
      sql<string | null>`coalesce(offered.first_name, offered_row.first_name)`.as('offered_first'),
      sql<string | null>`coalesce(offered.last_name, offered_row.last_name)`.as('offered_last'),
    ])
    .where('w.location_id', '=', locationId)
    .where('w.open', '=', true)
    .orderBy('w.created_at')
    .orderBy('w.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    locationId: row.location_id,
    clientId: row.client_id,
    clientName: fullName(row.client_first, row.client_last) || 'Unknown client',
    clientPhone: row.client_phone ?? '',
    serviceId: row.service_id,
    serviceName: row.service_name ?? 'Deleted service',
    staffId: row.staff_id,
    staffName: row.staff_id ? fullName(row.staff_first, row.staff_last) || 'Unknown staff member' : null,
    fromDate: row.from_date,
    untilDate: row.until_date,
    fromTime: row.from_time,
    untilTime: row.until_time,
    notes: row.notes,
    createdAt: row.created_at.toISOString(),
    offer:
      row.offer_starts_at && row.offer_staff_id && row.offer_starts_at > now
        ? {
            startsAt: row.offer_starts_at.toISOString(),
            staffId: row.offer_staff_id,
            staffName: fullName(row.offered_first, row.offered_last) || 'Unknown staff member',
          }
        : null,
  }));
}

// How many open entries of a location have a slot to offer (the dashboard's waitlist count).
export async function countWaitlistOffers(db: ReadDb, locationId: string, now: Date = new Date()): Promise<number> {
  const row = await db
    .selectFrom('waitlist_entries')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('location_id', '=', locationId)
    .where('open', '=', true)
    .where('offer_starts_at', '>', now)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

// Which location's waitlist an entry is on, and whether it is still open.
export async function findWaitlistEntry(db: ReadDb, entryId: string): Promise<{ locationId: string; open: boolean } | null> {
  const row = await db.selectFrom('waitlist_entries').select(['location_id', 'open']).where('id', '=', entryId).executeTakeFirst();
  return row ? { locationId: row.location_id, open: row.open } : null;
}
