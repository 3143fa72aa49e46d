import { sql } from 'kysely';
import {
  appointmentStatuses,
  walkInLabel,
  type Appointment,
  type AppointmentDetails,
  type AppointmentItem,
  type AppointmentList,
  type AppointmentsPatch,
  type AppointmentStatus,
  type Hold,
} from '@chairside/shared/appointments/appointment-dto';
import type { AppointmentItemRecord } from '@chairside/shared/appointments/appointment-events';
import type { ReadDb } from '../database';
import { resourceNamesByIds, serviceSummariesByIds } from '../catalogue/catalogue-queries';
import { clientContactsByIds } from '../clients/client-queries';
import { userProfilesByIds } from '../identity/identity-queries';
import { staffNamesByIds } from '../team/staff-queries';
import { appendTo } from '../map-lists';
import { addMinutes } from '@chairside/shared/format/durations';

// A service that was deleted since still shows, in a neutral colour.
const fallbackColor = '#9ca3af';

// Holds the read model still lists although they lapsed before `before` (a hold's row goes on HoldReleased,
// HoldExpired and its booking): what the hold-expiry sweep expires. Oldest first, a bounded batch.
export async function listLapsedHolds(
  db: ReadDb,
  before: Date,
  limit: number,
): Promise<{ holdId: string; locationId: string; date: string }[]> {
  const rows = await db
    .selectFrom('appointment_holds')
    .select(['id', 'location_id', 'date'])
    .where('expires_at', '<=', before)
    .orderBy('expires_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ holdId: row.id, locationId: row.location_id, date: row.date }));
}

// Where an appointment lives now (its day stream), or null when there is no such appointment.
export async function findAppointmentDay(db: ReadDb, appointmentId: string): Promise<{ locationId: string; date: string } | null> {
  const row = await db.selectFrom('appointments').select(['location_id', 'date']).where('id', '=', appointmentId).executeTakeFirst();
  return row ? { locationId: row.location_id, date: row.date } : null;
}

export type AppointmentFilter = {
  locationId: string;
  from: string;
  to: string;
  staffId?: string;
  includeCancelled?: boolean;
  ids?: string[];
};

// The ids of the appointments a filter selects (a location's days, or just some ids); the reads below
// join everything else onto them.
function scopedIds(db: ReadDb, filter: AppointmentFilter | { ids: readonly string[] }) {
  if (!('locationId' in filter))
    return db
      .selectFrom('appointments as f')
      .select('f.id')
      .where('f.id', 'in', [...filter.ids]);
  let query = db
    .selectFrom('appointments as f')
    .select('f.id')
    .where('f.location_id', '=', filter.locationId)
    .where('f.date', '>=', filter.from)
    .where('f.date', '<=', filter.to);
  if (filter.includeCancelled === false) query = query.where('f.status', '<>', 'cancelled');
  if (filter.ids) query = query.where('f.id', 'in', filter.ids);
  if (filter.staffId) {
    const staffId = filter.staffId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('appointment_items as s')
          .select('s.item_id')
          .whereRef('s.appointment_id', '=', 'f.id')
          .where('s.staff_id', '=', staffId),
      ),
    );
  }
  return query;
}

const fullName = (first: string | null | undefined, last: string | null | undefined) => [first, last].filter(Boolean).join(' ');

const presentIds = (ids: readonly (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];

// The appointments' own rows, then what other read models say of the clients, staff, services, rooms and
// devices they name, each asked of its owner in one batched read.
async function loadAppointments(db: ReadDb, filter: AppointmentFilter | { ids: readonly string[] }): Promise<Appointment[]> {
  const rows = await db
    .selectFrom('appointments')
    .selectAll()
    .where('id', 'in', scopedIds(db, filter))
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return [];
  const itemRows = await db
    .selectFrom('appointment_items')
    .selectAll()
    .where('appointment_id', 'in', scopedIds(db, filter))
    .orderBy('appointment_id')
    .orderBy('sort_order')
    .execute();
  const [clients, authors, services, staff, resources] = await Promise.all([
    clientContactsByIds(
      db,
      rows.map((row) => row.client_id),
    ),
    userProfilesByIds(db, presentIds(rows.map((row) => row.last_status_by))),
    serviceSummariesByIds(
      db,
      itemRows.map((row) => row.service_id),
    ),
    // A staff member without a sign-in account has their name on their staff row: the team module knows.
    staffNamesByIds(
      db,
      itemRows.map((row) => row.staff_id),
    ),
    resourceNamesByIds(db, {
      roomIds: presentIds(itemRows.map((row) => row.room_id)),
      deviceIds: presentIds(itemRows.map((row) => row.device_id)),
    }),
  ]);
  const items = new Map<string, AppointmentItem[]>();
  for (const row of itemRows) {
    const startsAt = row.starts_at.getTime();
    const service = services.get(row.service_id);
    const staffName = staff.get(row.staff_id);
    const item: AppointmentItem = {
      itemId: row.item_id,
      serviceId: row.service_id,
      serviceName: service?.name ?? 'Deleted service',
      categoryId: service?.categoryId ?? null,
      categoryName: service?.categoryName ?? null,
      color: service?.color ?? fallbackColor,
      staffId: row.staff_id,
      staffName: fullName(staffName?.firstName, staffName?.lastName) || 'Unknown staff member',
      roomId: row.room_id,
      roomName: (row.room_id !== null ? resources.rooms.get(row.room_id) : undefined) ?? null,
      deviceId: row.device_id,
      deviceName: (row.device_id !== null ? resources.devices.get(row.device_id) : undefined) ?? null,
      startsAt: row.starts_at.toISOString(),
      endsAt: new Date(addMinutes(startsAt, row.duration_minutes + row.processing_minutes)).toISOString(),
      durationMinutes: row.duration_minutes,
      processingMinutes: row.processing_minutes,
      bufferMinutes: row.buffer_minutes,
      priceCents: row.price_cents,
    };
    appendTo(items, row.appointment_id, item);
  }
  return rows.map((row) => ({
    id: row.id,
    locationId: row.location_id,
    date: row.date,
    seriesId: row.series_id,
    status: row.status,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    clientId: row.client_id,
    clientName:
      row.walk_in_name !== null
        ? walkInLabel(row.walk_in_name)
        : fullName(clients.get(row.client_id)?.firstName, clients.get(row.client_id)?.lastName) || UNKNOWN_CLIENT_NAME,
    clientPhone: clients.get(row.client_id)?.phone ?? '',
    clientEmail: clients.get(row.client_id)?.email ?? '',
    notes: row.notes,
    priceCents: row.price_cents,
    cancelReason: row.cancel_reason,
    lateCancel: row.late_cancel,
    bookedOnline: row.booked_online,
    walkIn: row.walk_in_name !== null,
    paid: row.paid_sale_id !== null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    items: items.get(row.id) ?? [],
    lastStatusChange:
      row.last_status_from && row.last_status_to
        ? {
            from: row.last_status_from,
            to: row.last_status_to,
            byUserId: row.last_status_by,
            byName: row.last_status_by
              ? fullName(authors.get(row.last_status_by)?.firstName, authors.get(row.last_status_by)?.lastName) || 'A staff member'
              : 'Not recorded',
          }
        : null,
  }));
}

const itemEnd = (item: AppointmentItemRecord) =>
  new Date(addMinutes(Date.parse(item.startsAt), item.durationMinutes + item.processingMinutes)).toISOString();

// Holds that still block their slot (an expired hold needs no event: reads drop it).
export async function listActiveHolds(
  db: ReadDb,
  filter: { locationId: string; from: string; to: string; staffId?: string },
  now: Date = new Date(),
): Promise<Hold[]> {
  const rows = await db
    .selectFrom('appointment_holds')
    .selectAll()
    .where('location_id', '=', filter.locationId)
    .where('date', '>=', filter.from)
    .where('date', '<=', filter.to)
    .where('expires_at', '>', now)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
  return rows.filter((row) => !filter.staffId || row.items.some((item) => item.staffId === filter.staffId)).map(toHold);
}

type HoldRow = {
  id: string;
  location_id: string;
  date: string;
  starts_at: Date;
  ends_at: Date;
  expires_at: Date;
  items: AppointmentItemRecord[];
};

function toHold(row: HoldRow): Hold {
  return {
    id: row.id,
    locationId: row.location_id,
    date: row.date,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    items: row.items.map((item) => ({
      serviceId: item.serviceId,
      staffId: item.staffId,
      roomId: item.roomId,
      deviceId: item.deviceId,
      startsAt: item.startsAt,
      endsAt: itemEnd(item),
    })),
  };
}

// The patch of a change to these appointments and holds (appointmentsPatchSchema): each as the calendar
// lists it now, and the ids that are no longer on any day book (a hold released or booked).
// What an appointment's client is called while the clients read model does not have them (yet).
export const UNKNOWN_CLIENT_NAME = 'Unknown client';

export async function appointmentsPatch(
  db: ReadDb,
  changed: { appointmentIds: readonly string[]; holdIds: readonly string[] },
): Promise<AppointmentsPatch> {
  const { appointmentIds, holdIds } = changed;
  const appointments = appointmentIds.length > 0 ? await loadAppointments(db, { ids: appointmentIds }) : [];
  const holds =
    holdIds.length > 0
      ? (
          await db
            .selectFrom('appointment_holds')
            .selectAll()
            .where('id', 'in', [...holdIds])
            .execute()
        ).map(toHold)
      : [];
  const present = new Set([...appointments.map(({ id }) => id), ...holds.map(({ id }) => id)]);
  return { appointments, holds, removedIds: [...appointmentIds, ...holdIds].filter((id) => !present.has(id)) };
}

// The calendar: one day or an inclusive range of local dates at a location, optionally one staff member's.
export async function listAppointments(
  db: ReadDb,
  query: { locationId: string; date?: string; from?: string; to?: string; staffId?: string; includeCancelled?: boolean },
  now: Date = new Date(),
): Promise<AppointmentList> {
  const from = query.date ?? query.from;
  const to = query.date ?? query.to;
  if (!from || !to) throw new Error('listAppointments needs a date or a from and to date');
  const filter = { locationId: query.locationId, from, to, staffId: query.staffId, includeCancelled: query.includeCancelled };
  const [appointments, holds] = await Promise.all([loadAppointments(db, filter), listActiveHolds(db, filter, now)]);
  return { appointments, holds };
}

// One appointment with its history, oldest first, and who did each step ("System" for seed and workers).
export async function getAppointmentDetails(db: ReadDb, appointmentId: string): Promise<AppointmentDetails | null> {
  const where = await findAppointmentDay(db, appointmentId);
  if (!where) return null;
  const [appointment] = await loadAppointments(db, {
    locationId: where.locationId,
    from: where.date,
    to: where.date,
    ids: [appointmentId],
  });
  if (!appointment) return null;
  const rows = await db
    .selectFrom('appointment_timeline')
    .select(['commit_position', 'prepare_position', 'type', 'summary', 'at', 'user_id', 'by_client'])
    .where('appointment_id', '=', appointmentId)
    .orderBy('commit_position')
    .orderBy('prepare_position')
    .execute();
  const users = await userProfilesByIds(db, presentIds(rows.map((row) => row.user_id)));
  const timeline = rows.map((row) => ({
    position: `${row.commit_position}.${row.prepare_position}`,
    type: row.type,
    summary: row.summary,
    at: row.at.toISOString(),
    userId: row.user_id,
    userName:
      row.user_id === null
        ? row.by_client
          ? 'The client, online'
          : 'System'
        : fullName(users.get(row.user_id)?.firstName, users.get(row.user_id)?.lastName) || 'Unknown user',
  }));
  return { ...appointment, timeline };
}

// The dashboard's counts of one local day at a location, every status present (0 when none).
export async function countTodayByStatus(
  db: ReadDb,
  locationId: string,
  date: string,
): Promise<{ total: number; byStatus: Record<AppointmentStatus, number> }> {
  const rows = await db
    .selectFrom('appointments')
    .select(['status', sql<string>`count(*)`.as('count')])
    .where('location_id', '=', locationId)
    .where('date', '=', date)
    .groupBy('status')
    .execute();
  const byStatus = Object.fromEntries(appointmentStatuses.map((status) => [status, 0])) as Record<AppointmentStatus, number>;
  let total = 0;
  for (const row of rows) {
    byStatus[row.status] = Number(row.count);
    total += Number(row.count);
  }
  return { total, byStatus };
}

// What occupies staff, rooms and devices on one local day: appointments that still take time (not
// cancelled, not no-show) and unexpired holds, in the shape busyBlocks reads.
// locationId null: every location (a staff member may work at two locations on one day).
export async function listDayOccupancy(
  db: ReadDb,
  locationId: string | null,
  date: string,
  now: Date = new Date(),
): Promise<{ items: AppointmentItemRecord[] }[]> {
  let itemQuery = db
    .selectFrom('appointment_items as i')
    .innerJoin('appointments as a', 'a.id', 'i.appointment_id')
    .selectAll('i')
    .where('a.date', '=', date)
    .where('a.status', 'not in', ['cancelled', 'no_show']);
  if (locationId) itemQuery = itemQuery.where('a.location_id', '=', locationId);
  const itemRows = await itemQuery.orderBy('i.appointment_id').orderBy('i.sort_order').execute();
  const byAppointment = new Map<string, AppointmentItemRecord[]>();
  for (const row of itemRows) {
    const record: AppointmentItemRecord = {
      itemId: row.item_id,
      serviceId: row.service_id,
      staffId: row.staff_id,
      roomId: row.room_id,
      deviceId: row.device_id,
      startsAt: row.starts_at.toISOString(),
      durationMinutes: row.duration_minutes,
      processingMinutes: row.processing_minutes,
      bufferMinutes: row.buffer_minutes,
      priceCents: row.price_cents,
    };
    appendTo(byAppointment, row.appointment_id, record);
  }
  let holdQuery = db.selectFrom('appointment_holds').select('items').where('date', '=', date).where('expires_at', '>', now);
  if (locationId) holdQuery = holdQuery.where('location_id', '=', locationId);
  const holds = await holdQuery.execute();
  return [...[...byAppointment.values()].map((items) => ({ items })), ...holds.map((hold) => ({ items: hold.items }))];
}
