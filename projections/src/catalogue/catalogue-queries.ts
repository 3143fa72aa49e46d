import { sql, type Selectable } from 'kysely';
import type {
  ClassSession,
  ClassType,
  Device,
  Room,
  Service,
  ServiceCategory,
  ServiceStaffAssignment,
} from '@chairside/shared/catalogue/catalogue-dto';
import { expandClassSessions } from '@chairside/shared/catalogue/class-sessions';
import type { ReadDb } from '../database';
import { appendTo } from '../map-lists';
import type { ClassTypeTable } from './class-type-table';

// Whether a service is offered at the location (null: at every location).
export const offeredAt = (service: Pick<Service, 'locationIds'>, locationId: string): boolean =>
  service.locationIds === null || service.locationIds.includes(locationId);

export type CatalogueFilter = { locationId?: string | null; includeArchived?: boolean };

export async function listServiceCategories(db: ReadDb): Promise<ServiceCategory[]> {
  const rows = await db
    .selectFrom('service_categories as c')
    .leftJoin('services as s', 's.category_id', 'c.id')
    .select(['c.id', 'c.name', 'c.description', 'c.sort_order'])
    .select((eb) => eb.fn.count<string>('s.id').as('service_count'))
    .groupBy(['c.id', 'c.name', 'c.description', 'c.sort_order'])
    .orderBy('c.sort_order')
    .orderBy('c.name')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    sortOrder: row.sort_order,
    serviceCount: Number(row.service_count),
  }));
}

// Services in the order of their category, then by name, with who performs them and the active rooms and
// devices that serve them.
async function services(db: ReadDb, options: { includeArchived: boolean; id?: string }): Promise<Service[]> {
  let query = db
    .selectFrom('services as s')
    .innerJoin('service_categories as c', 'c.id', 's.category_id')
    .selectAll('s')
    .select('c.name as category_name')
    .orderBy('c.sort_order')
    .orderBy('s.name');
  if (!options.includeArchived) query = query.where('s.archived', '=', false);
  if (options.id !== undefined) query = query.where('s.id', '=', options.id);
  const rows = await query.execute();
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [staffRows, roomRows, deviceRows] = await Promise.all([
    db.selectFrom('service_staff').selectAll().where('service_id', 'in', ids).orderBy('staff_id').execute(),
    db.selectFrom('rooms').select(['id', 'service_ids']).where('archived', '=', false).orderBy('name').execute(),
    db.selectFrom('devices').select(['id', 'service_ids']).where('archived', '=', false).orderBy('name').execute(),
  ]);
  const staff = new Map<string, ServiceStaffAssignment[]>();
  for (const row of staffRows)
    appendTo(staff, row.service_id, { staffId: row.staff_id, priceCents: row.price_cents, durationMinutes: row.duration_minutes });
  const servedBy = (resources: { id: string; service_ids: string[] }[], serviceId: string) =>
    resources.filter((resource) => resource.service_ids.includes(serviceId)).map((resource) => resource.id);
  return rows.map((row) => ({
    id: row.id,
    categoryId: row.category_id,
    categoryName: row.category_name,
    name: row.name,
    description: row.description,
    durationMinutes: row.duration_minutes,
    processingMinutes: row.processing_minutes,
    bufferMinutes: row.buffer_minutes,
    priceCents: row.price_cents,
    color: row.color,
    onlineBookable: row.online_bookable,
    resourceNeed: row.resource_need,
    archived: row.archived,
    hasHistory: row.has_history,
    staff: staff.get(row.id) ?? [],
    locationIds: row.location_ids,
    roomIds: servedBy(roomRows, row.id),
    deviceIds: servedBy(deviceRows, row.id),
  }));
}

// With a location: only the services offered there.
export async function listServices(
  db: ReadDb,
  options: { includeArchived?: boolean; locationId?: string | null } = {},
): Promise<Service[]> {
  const all = await services(db, { includeArchived: options.includeArchived ?? false });
  const { locationId } = options;
  return locationId ? all.filter((service) => offeredAt(service, locationId)) : all;
}

export async function getService(db: ReadDb, serviceId: string): Promise<Service | null> {
  return (await services(db, { includeArchived: true, id: serviceId }))[0] ?? null;
}

export async function listRooms(db: ReadDb, filter: CatalogueFilter = {}): Promise<Room[]> {
  let query = db.selectFrom('rooms').selectAll().orderBy('name').orderBy('id');
  if (filter.locationId) query = query.where('location_id', '=', filter.locationId);
  if (!filter.includeArchived) query = query.where('archived', '=', false);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    locationId: row.location_id,
    name: row.name,
    capacity: row.capacity,
    serviceIds: row.service_ids,
    archived: row.archived,
  }));
}

export async function listDevices(db: ReadDb, filter: CatalogueFilter = {}): Promise<Device[]> {
  let query = db.selectFrom('devices').selectAll().orderBy('name').orderBy('id');
  if (filter.locationId) query = query.where('location_id', '=', filter.locationId);
  if (!filter.includeArchived) query = query.where('archived', '=', false);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    locationId: row.location_id,
    name: row.name,
    quantity: row.quantity,
    serviceIds: row.service_ids,
    archived: row.archived,
  }));
}

const toClassType = (row: Selectable<ClassTypeTable>): ClassType => ({
  id: row.id,
  name: row.name,
  description: row.description,
  locationId: row.location_id,
  instructorId: row.instructor_id,
  roomId: row.room_id,
  capacity: row.capacity,
  durationMinutes: row.duration_minutes,
  priceCents: row.price_cents,
  color: row.color,
  timetable: row.timetable,
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  archived: row.archived,
});

export async function listClassTypes(db: ReadDb, filter: CatalogueFilter = {}): Promise<ClassType[]> {
  let query = db.selectFrom('class_types').selectAll().orderBy('name').orderBy('id');
  if (filter.locationId) query = query.where('location_id', '=', filter.locationId);
  if (!filter.includeArchived) query = query.where('archived', '=', false);
  return (await query.execute()).map(toClassType);
}

// Sessions of the active classes on the local dates from..to (inclusive), at one location or (null) all,
// each on its location's clock (zoneOf gives a location's zone: the caller holds the locations already).
export async function listClassSessions(
  db: ReadDb,
  options: { locationId: string | null; from: string; to: string },
  zoneOf: (locationId: string) => string,
): Promise<ClassSession[]> {
  let query = db
    .selectFrom('class_types')
    .selectAll()
    .where('archived', '=', false)
    .where('starts_on', '<=', options.to)
    .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>=', options.from)]));
  if (options.locationId) query = query.where('location_id', '=', options.locationId);
  const rows = await query.execute();
  return expandClassSessions(rows.map(toClassType), options.from, options.to, zoneOf);
}

// One day's sessions: busy blocks for their instructors and rooms. Pass null as the location to include
// the sessions an instructor teaches elsewhere.
// Example: listClassSessionsForDay(db, uptownId, '2026-11-23', zoneOf) → Monday's yoga session.
export function listClassSessionsForDay(
  db: ReadDb,
  locationId: string | null,
  date: string,
  zoneOf: (locationId: string) => string,
): Promise<ClassSession[]> {
  return listClassSessions(db, { locationId, from: date, to: date }, zoneOf);
}

// What another read model shows of a service (an appointment's line on the calendar, a waitlist entry), by
// id, archived ones included; a service not held (deleted) is not in the map. One query however many ids.
export type ServiceSummary = { name: string; color: string; categoryId: string; categoryName: string | null };

export async function serviceSummariesByIds(db: ReadDb, serviceIds: readonly string[]): Promise<Map<string, ServiceSummary>> {
  const summaries = new Map<string, ServiceSummary>();
  if (serviceIds.length === 0) return summaries;
  const rows = await db
    .selectFrom('services as s')
    .leftJoin('service_categories as c', 'c.id', 's.category_id')
    .select(['s.id', 's.name', 's.color', 's.category_id', 'c.name as category_name'])
    .where('s.id', 'in', [...new Set(serviceIds)])
    .execute();
  for (const row of rows)
    summaries.set(row.id, { name: row.name, color: row.color, categoryId: row.category_id, categoryName: row.category_name ?? null });
  return summaries;
}

// The names of these rooms and devices (archived ones too), by id: what an appointment's line shows of the
// resources it uses. One query however many ids.
export async function resourceNamesByIds(
  db: ReadDb,
  ids: { roomIds: readonly string[]; deviceIds: readonly string[] },
): Promise<{ rooms: Map<string, string>; devices: Map<string, string> }> {
  const rooms = new Map<string, string>();
  const devices = new Map<string, string>();
  const roomIds = [...new Set(ids.roomIds)];
  const deviceIds = [...new Set(ids.deviceIds)];
  if (roomIds.length === 0 && deviceIds.length === 0) return { rooms, devices };
  const roomQuery = db
    .selectFrom('rooms')
    .select(['id', 'name', sql<'room' | 'device'>`'room'`.as('kind')])
    .where('id', 'in', roomIds);
  const deviceQuery = db
    .selectFrom('devices')
    .select(['id', 'name', sql<'room' | 'device'>`'device'`.as('kind')])
    .where('id', 'in', deviceIds);
  const query = roomIds.length === 0 ? deviceQuery : deviceIds.length === 0 ? roomQuery : roomQuery.unionAll(deviceQuery);
  const rows = await query.execute();
  for (const row of rows) (row.kind === 'room' ? rooms : devices).set(row.id, row.name);
  return { rooms, devices };
}

// Who performs these (active) services and on what terms, for the waitlist's slot matching: the staff
// member's own duration when they have one, else the service's. One query however many services.
export type StaffServiceTerms = {
  serviceId: string;
  staffId: string;
  durationMinutes: number;
  processingMinutes: number;
  bufferMinutes: number;
};

export async function staffTermsOfServices(db: ReadDb, serviceIds: readonly string[]): Promise<StaffServiceTerms[]> {
  if (serviceIds.length === 0) return [];
  const rows = await db
    .selectFrom('services as s')
    .innerJoin('service_staff as ss', 'ss.service_id', 's.id')
    .select([
      's.id',
      'ss.staff_id',
      's.duration_minutes',
      's.processing_minutes',
      's.buffer_minutes',
      'ss.duration_minutes as staff_duration',
    ])
    .where('s.id', 'in', [...new Set(serviceIds)])
    .where('s.archived', '=', false)
    .execute();
  return rows.map((row) => ({
    serviceId: row.id,
    staffId: row.staff_id,
    durationMinutes: row.staff_duration ?? row.duration_minutes,
    processingMinutes: row.processing_minutes,
    bufferMinutes: row.buffer_minutes,
  }));
}
