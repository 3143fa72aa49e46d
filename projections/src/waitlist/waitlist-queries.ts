import type { WaitlistEntry } from '@chairside/shared/appointments/appointment-dto';
import { serviceSummariesByIds } from '../catalogue/catalogue-queries';
import { clientContactsByIds } from '../clients/client-queries';
import type { ReadDb } from '../database';
import { staffNamesByIds } from '../team/staff-queries';

const fullName = (first: string | undefined, last: string | undefined) => [first, last].filter(Boolean).join(' ');

// The open entries of a location, oldest first. An offer whose start has passed is no offer any more.
// The entries' own rows, then what other read models say of their clients, services and staff, each asked
// of its owner in one batched read.
export async function listWaitlist(db: ReadDb, locationId: string, now: Date = new Date()): Promise<WaitlistEntry[]> {
  const rows = await db
    .selectFrom('waitlist_entries')
    .selectAll()
    .where('location_id', '=', locationId)
    .where('open', '=', true)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const [clients, services, staff] = await Promise.all([
    clientContactsByIds(
      db,
      rows.map((row) => row.client_id),
    ),
    serviceSummariesByIds(
      db,
      rows.map((row) => row.service_id),
    ),
    // Staff members without a sign-in account have their name on their staff row: the team module knows.
    staffNamesByIds(
      db,
      rows.flatMap((row) => [row.staff_id, row.offer_staff_id].filter((id): id is string => id !== null)),
    ),
  ]);
  const staffName = (staffId: string) => fullName(staff.get(staffId)?.firstName, staff.get(staffId)?.lastName) || 'Unknown staff member';
  return rows.map((row) => ({
    id: row.id,
    locationId: row.location_id,
    clientId: row.client_id,
    clientName: fullName(clients.get(row.client_id)?.firstName, clients.get(row.client_id)?.lastName) || 'Unknown client',
    clientPhone: clients.get(row.client_id)?.phone ?? '',
    serviceId: row.service_id,
    serviceName: services.get(row.service_id)?.name ?? 'Deleted service',
    staffId: row.staff_id,
    staffName: row.staff_id ? staffName(row.staff_id) : null,
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
            staffName: staffName(row.offer_staff_id),
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
