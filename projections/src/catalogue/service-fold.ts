import type {
  ServiceArchived,
  ServiceCreated,
  ServiceDeleted,
  ServiceRestored,
  ServiceLocationsSet,
  ServiceStaffSet,
  ServiceUpdated,
  StaffServicesSet,
} from '@chairside/shared/catalogue/catalogue-events';
import { unfoldable } from '../engine/projection';
import { markHistory, type CatalogueBatch, type CatalogueChange } from './catalogue-batch';

// A service, and who performs it (edited from the service or from the staff member).
export type ServiceEvent =
  | ServiceCreated
  | ServiceUpdated
  | ServiceArchived
  | ServiceRestored
  | ServiceDeleted
  | ServiceStaffSet
  | ServiceLocationsSet
  | StaffServicesSet;

export function foldService(batch: CatalogueBatch, event: ServiceEvent): CatalogueChange[] {
  switch (event.type) {
    case 'ServiceCreated':
    case 'ServiceUpdated': {
      const {
        serviceId,
        categoryId,
        name,
        description,
        durationMinutes,
        processingMinutes,
        bufferMinutes,
        priceCents,
        color,
        onlineBookable,
        resourceNeed,
      } = event.data;
      const values = {
        category_id: categoryId,
        name,
        description,
        duration_minutes: durationMinutes,
        processing_minutes: processingMinutes,
        buffer_minutes: bufferMinutes,
        price_cents: priceCents,
        color,
        online_bookable: onlineBookable,
        resource_need: resourceNeed,
      };
      if (event.type === 'ServiceCreated')
        batch.services.insert(serviceId, { id: serviceId, ...values, archived: false, has_history: false, location_ids: null });
      else batch.services.update(serviceId, (row) => ({ ...row, ...values }));
      return [{ topic: 'services', ids: [serviceId] }];
    }
    case 'ServiceArchived':
    case 'ServiceRestored':
      batch.services.update(event.data.serviceId, (row) => ({ ...row, archived: event.type === 'ServiceArchived' }));
      return [{ topic: 'services', ids: [event.data.serviceId] }];
    case 'ServiceDeleted':
      batch.serviceStaff.replaceService(event.data.serviceId, []);
      batch.services.remove(event.data.serviceId);
      return [{ topic: 'services', ids: [event.data.serviceId] }];
    case 'ServiceStaffSet': {
      const { serviceId, staff } = event.data;
      batch.serviceStaff.replaceService(
        serviceId,
        staff.map((item) => ({
          service_id: serviceId,
          staff_id: item.staffId,
          price_cents: item.priceCents,
          duration_minutes: item.durationMinutes,
        })),
      );
      if (staff.length > 0) markHistory(batch, [serviceId]);
      return [{ topic: 'services', ids: [serviceId] }];
    }
    case 'ServiceLocationsSet':
      batch.services.update(event.data.serviceId, (row) => ({ ...row, location_ids: event.data.locationIds }));
      return [{ topic: 'services', ids: [event.data.serviceId] }];
    case 'StaffServicesSet': {
      const { staffId, services } = event.data;
      const before = batch.serviceStaff.ofStaff(staffId).map((row) => row.service_id);
      batch.serviceStaff.replaceStaff(
        staffId,
        services.map((item) => ({
          service_id: item.serviceId,
          staff_id: staffId,
          price_cents: item.priceCents,
          duration_minutes: item.durationMinutes,
        })),
      );
      markHistory(
        batch,
        services.map((item) => item.serviceId),
      );
      return [{ topic: 'services', ids: [...new Set([...before, ...services.map((item) => item.serviceId)])] }];
    }
    default:
      return unfoldable('catalogue', event);
  }
}
