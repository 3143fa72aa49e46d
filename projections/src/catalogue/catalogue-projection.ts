import { catalogueEventTypes, type CatalogueEvent } from '@chairside/shared/catalogue/catalogue-events';
import { defineProjection, unfoldable } from '../engine/projection';
import { loadCatalogueBatch, type CatalogueBatch, type CatalogueChange, type CatalogueRecorded } from './catalogue-batch';
import { foldClassType } from './class-type-fold';
import { createClassTypeTable } from './class-type-table';
import { createDeviceTable } from './device-table';
import { foldResource } from './resource-fold';
import { createRoomTable } from './room-table';
import { createServiceCategoryTable } from './service-category-table';
import { foldServiceCategory } from './service-category-fold';
import { foldService } from './service-fold';
import { createServiceStaffTable } from './service-staff-table';
import { createServiceTable } from './service-table';

// Each entity folds its own events; the catalogue only routes them.
function fold(batch: CatalogueBatch, event: CatalogueRecorded): CatalogueChange[] {
  switch (event.type) {
    case 'ServiceCategoryCreated':
    case 'ServiceCategoryUpdated':
    case 'ServiceCategoryDeleted':
      return foldServiceCategory(batch, event);
    case 'ServiceCreated':
    case 'ServiceUpdated':
    case 'ServiceArchived':
    case 'ServiceRestored':
    case 'ServiceDeleted':
    case 'ServiceStaffSet':
    case 'ServiceLocationsSet':
    case 'StaffServicesSet':
      return foldService(batch, event);
    case 'RoomCreated':
    case 'RoomUpdated':
    case 'RoomArchived':
    case 'RoomRestored':
    case 'DeviceCreated':
    case 'DeviceUpdated':
    case 'DeviceArchived':
    case 'DeviceRestored':
      return foldResource(batch, event);
    case 'ClassTypeCreated':
    case 'ClassTypeUpdated':
    case 'ClassTypeArchived':
    case 'ClassTypeRestored':
      return foldClassType(batch, event);
    default:
      return unfoldable('catalogue', event);
  }
}

// Service categories, services with who performs them, rooms, devices and class types, as the catalogue
// screens, booking and availability read them. Every signed-in staff screen hears about changes.
export const catalogueProjection = defineProjection<CatalogueEvent>({
  name: 'catalogue',
  // 2: services.location_ids (ServiceLocationsSet).
  version: 2,
  eventTypes: catalogueEventTypes,
  topics: ['services', 'rooms', 'devices', 'classes'],
  tables: {
    service_categories: createServiceCategoryTable,
    services: createServiceTable,
    service_staff: createServiceStaffTable,
    rooms: createRoomTable,
    devices: createDeviceTable,
    class_types: createClassTypeTable,
  },
  async apply(_trx, events, context) {
    const batch = await loadCatalogueBatch(context.tables, events);
    for (const event of events) {
      for (const { topic, ids, locationId } of fold(batch, event))
        context.change({ topic, rooms: ['staff'], locationId: locationId ?? null, ids }, event);
    }
    await batch.write();
  },
});
