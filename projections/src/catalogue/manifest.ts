import type { ProjectionModule } from '../engine/projection-module';
import { catalogueProjection } from './catalogue-projection';
import type { ClassTypeTable } from './class-type-table';
import type { DeviceTable } from './device-table';
import type { RoomTable } from './room-table';
import type { ServiceCategoryTable } from './service-category-table';
import type { ServiceStaffTable } from './service-staff-table';
import type { ServiceTable } from './service-table';

export type CatalogueTables = {
  service_categories: ServiceCategoryTable;
  services: ServiceTable;
  service_staff: ServiceStaffTable;
  rooms: RoomTable;
  devices: DeviceTable;
  class_types: ClassTypeTable;
};

export const catalogueProjections: ProjectionModule<CatalogueTables> = { name: 'catalogue', projections: [catalogueProjection] };
