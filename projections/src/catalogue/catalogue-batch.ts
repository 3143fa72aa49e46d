import type { Selectable } from 'kysely';
import type { CatalogueEvent } from '@chairside/shared/catalogue/catalogue-events';
import type { LiveTopic } from '@chairside/shared/live/live-topics';
import { rowsById, type BatchRows } from '../engine/batch-rows';
import type { GenerationTables } from '../engine/generation-tables';
import type { TypedRecorded } from '../engine/projection';
import type { ClassTypeTable } from './class-type-table';
import type { DeviceTable } from './device-table';
import type { RoomTable } from './room-table';
import type { ServiceCategoryTable } from './service-category-table';
import type { ServiceStaffTable } from './service-staff-table';
import type { ServiceTable } from './service-table';

export type CatalogueRecorded = TypedRecorded<CatalogueEvent>;
// What the screens must hear about after one event.
export type CatalogueChange = { topic: LiveTopic; ids: string[]; locationId?: string | null };

type ServiceStaffRow = Selectable<ServiceStaffTable>;

// Who performs what, for the services and staff members a batch names: every row of each, so a list
// replaced in memory can be written back whole.
export type ServiceStaff = {
  ofService(serviceId: string): ServiceStaffRow[];
  ofStaff(staffId: string): ServiceStaffRow[];
  replaceService(serviceId: string, rows: ServiceStaffRow[]): void;
  replaceStaff(staffId: string, rows: ServiceStaffRow[]): void;
};

// The catalogue rows a batch touches, as the events so far leave them.
export type CatalogueBatch = {
  categories: BatchRows<Selectable<ServiceCategoryTable>>;
  services: BatchRows<Selectable<ServiceTable>>;
  serviceStaff: ServiceStaff;
  rooms: BatchRows<Selectable<RoomTable>>;
  devices: BatchRows<Selectable<DeviceTable>>;
  classTypes: BatchRows<Selectable<ClassTypeTable>>;
  write(): Promise<void>;
};

// The ids a batch names, per table: the rows it must load before folding.
function named(events: readonly CatalogueRecorded[]) {
  const ids = {
    categories: [] as string[],
    services: [] as string[],
    staff: [] as string[],
    rooms: [] as string[],
    devices: [] as string[],
    classTypes: [] as string[],
  };
  for (const { data } of events) {
    if ('categoryId' in data) ids.categories.push(data.categoryId);
    if ('serviceId' in data) ids.services.push(data.serviceId);
    if ('serviceIds' in data) ids.services.push(...data.serviceIds);
    if ('services' in data) ids.services.push(...data.services.map((service) => service.serviceId));
    if ('staffId' in data) ids.staff.push(data.staffId);
    if ('roomId' in data && data.roomId !== null) ids.rooms.push(data.roomId);
    if ('deviceId' in data) ids.devices.push(data.deviceId);
    if ('classTypeId' in data) ids.classTypes.push(data.classTypeId);
  }
  return ids;
}

function serviceStaffOf(loaded: readonly ServiceStaffRow[]): ServiceStaff & { rows(): ServiceStaffRow[]; changed(): boolean } {
  let rows = [...loaded];
  let changed = false;
  return {
    ofService: (serviceId) => rows.filter((row) => row.service_id === serviceId),
    ofStaff: (staffId) => rows.filter((row) => row.staff_id === staffId),
    replaceService(serviceId, next) {
      rows = [...rows.filter((row) => row.service_id !== serviceId), ...next];
      changed = true;
    },
    replaceStaff(staffId, next) {
      rows = [...rows.filter((row) => row.staff_id !== staffId), ...next];
      changed = true;
    },
    rows: () => rows,
    changed: () => changed,
  };
}

export async function loadCatalogueBatch(tables: GenerationTables, events: readonly CatalogueRecorded[]): Promise<CatalogueBatch> {
  const ids = named(events);
  const categories = rowsById(await tables.select('service_categories', 'id', ids.categories));
  const services = rowsById(await tables.select('services', 'id', ids.services));
  const rooms = rowsById(await tables.select('rooms', 'id', ids.rooms));
  const devices = rowsById(await tables.select('devices', 'id', ids.devices));
  const classTypes = rowsById(await tables.select('class_types', 'id', ids.classTypes));
  const relation = [
    ...(await tables.select('service_staff', 'service_id', ids.services)),
    ...(await tables.select('service_staff', 'staff_id', ids.staff)),
  ];
  // A row may be named by its service and by its staff member: once is enough.
  const serviceStaff = serviceStaffOf([...new Map(relation.map((row) => [`${row.service_id}/${row.staff_id}`, row])).values()]);
  return {
    categories,
    services,
    serviceStaff,
    rooms,
    devices,
    classTypes,
    async write() {
      await categories.write(tables.rows('service_categories', 'id'));
      await services.write(tables.rows('services', 'id'));
      if (serviceStaff.changed()) {
        // Every row of the services and staff members the batch named was loaded: write them back whole.
        await tables.remove('service_staff', 'service_id', ids.services);
        await tables.remove('service_staff', 'staff_id', ids.staff);
        await tables.insert('service_staff', [
          ...new Map(serviceStaff.rows().map((row) => [`${row.service_id}/${row.staff_id}`, row])).values(),
        ]);
      }
      await rooms.write(tables.rows('rooms', 'id'));
      await devices.write(tables.rows('devices', 'id'));
      await classTypes.write(tables.rows('class_types', 'id'));
    },
  };
}

// A service someone performs or a room or device serves has history: it is archived, never deleted.
export function markHistory(batch: CatalogueBatch, serviceIds: readonly string[]): void {
  for (const serviceId of serviceIds) batch.services.update(serviceId, (row) => ({ ...row, has_history: true }));
}
