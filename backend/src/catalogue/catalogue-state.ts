import type {
  CatalogueEvent,
  ClassTypeFields,
  DeviceFields,
  RoomFields,
  ServiceFields,
  StaffServiceTerms,
} from '@chairside/shared/catalogue/catalogue-events';
import { patch, without } from '../state-maps';
import { unknownEvent } from '../commands/decider';

// The catalogue as its decider sees it: everything the rules need, folded from the catalogue stream.

export type CategoryState = { name: string; description: string };
// hasHistory: staff, a room or a device was ever linked to the service, so it may be archived but never deleted.
export type ServiceState = ServiceFields & {
  archived: boolean;
  hasHistory: boolean;
  staff: Map<string, StaffServiceTerms>;
  locationIds: string[] | null;
};
export type RoomState = RoomFields & { archived: boolean };
export type DeviceState = DeviceFields & { archived: boolean };
export type ClassState = ClassTypeFields & { archived: boolean };

export type CatalogueState = {
  categories: Map<string, CategoryState>;
  // Categories ever created: the next one is shown after them.
  categoriesCreated: number;
  services: Map<string, ServiceState>;
  rooms: Map<string, RoomState>;
  devices: Map<string, DeviceState>;
  classes: Map<string, ClassState>;
};

export const initialCatalogueState = (): CatalogueState => ({
  categories: new Map(),
  categoriesCreated: 0,
  services: new Map(),
  rooms: new Map(),
  devices: new Map(),
  classes: new Map(),
});

// Services linked to a room or a device now have history.
function withHistory(services: Map<string, ServiceState>, serviceIds: readonly string[]): Map<string, ServiceState> {
  if (serviceIds.every((id) => services.get(id)?.hasHistory !== false)) return services;
  const next = new Map(services);
  for (const id of serviceIds) {
    const service = next.get(id);
    if (service && !service.hasHistory) next.set(id, { ...service, hasHistory: true });
  }
  return next;
}

const terms = ({ priceCents, durationMinutes }: StaffServiceTerms): StaffServiceTerms => ({ priceCents, durationMinutes });

export function evolveCatalogue(state: CatalogueState, event: CatalogueEvent): CatalogueState {
  switch (event.type) {
    case 'ServiceCategoryCreated': {
      const { categoryId, name, description } = event.data;
      return {
        ...state,
        categories: new Map(state.categories).set(categoryId, { name, description }),
        categoriesCreated: state.categoriesCreated + 1,
      };
    }
    case 'ServiceCategoryUpdated': {
      const { categoryId, name, description } = event.data;
      return { ...state, categories: patch(state.categories, categoryId, () => ({ name, description })) };
    }
    case 'ServiceCategoryDeleted':
      return { ...state, categories: without(state.categories, event.data.categoryId) };
    case 'ServiceCreated': {
      const { serviceId, ...fields } = event.data;
      return {
        ...state,
        services: new Map(state.services).set(serviceId, {
          ...fields,
          archived: false,
          hasHistory: false,
          staff: new Map(),
          locationIds: null,
        }),
      };
    }
    case 'ServiceUpdated': {
      const { serviceId, ...fields } = event.data;
      return { ...state, services: patch(state.services, serviceId, (service) => ({ ...service, ...fields })) };
    }
    case 'ServiceArchived':
      return { ...state, services: patch(state.services, event.data.serviceId, (service) => ({ ...service, archived: true })) };
    case 'ServiceRestored':
      return { ...state, services: patch(state.services, event.data.serviceId, (service) => ({ ...service, archived: false })) };
    case 'ServiceDeleted':
      return { ...state, services: without(state.services, event.data.serviceId) };
    case 'ServiceStaffSet': {
      const staff = new Map(event.data.staff.map((assignment) => [assignment.staffId, terms(assignment)]));
      return {
        ...state,
        services: patch(state.services, event.data.serviceId, (service) => ({
          ...service,
          staff,
          hasHistory: service.hasHistory || staff.size > 0,
        })),
      };
    }
    case 'ServiceLocationsSet':
      return {
        ...state,
        services: patch(state.services, event.data.serviceId, (service) => ({ ...service, locationIds: event.data.locationIds })),
      };
    case 'StaffServicesSet': {
      const { staffId } = event.data;
      const listed = new Map(event.data.services.map((assignment) => [assignment.serviceId, terms(assignment)]));
      const services = new Map(state.services);
      for (const [serviceId, service] of state.services) {
        const assigned = listed.get(serviceId);
        if (!assigned && !service.staff.has(staffId)) continue;
        const staff = new Map(service.staff);
        if (assigned) staff.set(staffId, assigned);
        else staff.delete(staffId);
        services.set(serviceId, { ...service, staff, hasHistory: service.hasHistory || assigned !== undefined });
      }
      return { ...state, services };
    }
    case 'RoomCreated': {
      const { roomId, ...fields } = event.data;
      return {
        ...state,
        rooms: new Map(state.rooms).set(roomId, { ...fields, archived: false }),
        services: withHistory(state.services, fields.serviceIds),
      };
    }
    case 'RoomUpdated': {
      const { roomId, ...fields } = event.data;
      return {
        ...state,
        rooms: patch(state.rooms, roomId, (room) => ({ ...room, ...fields })),
        services: withHistory(state.services, fields.serviceIds),
      };
    }
    case 'RoomArchived':
      return { ...state, rooms: patch(state.rooms, event.data.roomId, (room) => ({ ...room, archived: true })) };
    case 'RoomRestored':
      return { ...state, rooms: patch(state.rooms, event.data.roomId, (room) => ({ ...room, archived: false })) };
    case 'DeviceCreated': {
      const { deviceId, ...fields } = event.data;
      return {
        ...state,
        devices: new Map(state.devices).set(deviceId, { ...fields, archived: false }),
        services: withHistory(state.services, fields.serviceIds),
      };
    }
    case 'DeviceUpdated': {
      const { deviceId, ...fields } = event.data;
      return {
        ...state,
        devices: patch(state.devices, deviceId, (device) => ({ ...device, ...fields })),
        services: withHistory(state.services, fields.serviceIds),
      };
    }
    case 'DeviceArchived':
      return { ...state, devices: patch(state.devices, event.data.deviceId, (device) => ({ ...device, archived: true })) };
    case 'DeviceRestored':
      return { ...state, devices: patch(state.devices, event.data.deviceId, (device) => ({ ...device, archived: false })) };
    case 'ClassTypeCreated': {
      const { classTypeId, ...fields } = event.data;
      return { ...state, classes: new Map(state.classes).set(classTypeId, { ...fields, archived: false }) };
    }
    case 'ClassTypeUpdated': {
      const { classTypeId, ...fields } = event.data;
      return { ...state, classes: patch(state.classes, classTypeId, (classType) => ({ ...classType, ...fields })) };
    }
    case 'ClassTypeArchived':
      return { ...state, classes: patch(state.classes, event.data.classTypeId, (classType) => ({ ...classType, archived: true })) };
    case 'ClassTypeRestored':
      return { ...state, classes: patch(state.classes, event.data.classTypeId, (classType) => ({ ...classType, archived: false })) };
    default:
      return unknownEvent(event, state);
  }
}
