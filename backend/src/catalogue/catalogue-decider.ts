import type { CatalogueCommand, CreateClassType, CreateDevice, CreateRoom, CreateService, UpdateClassType, UpdateDevice, UpdateRoom, UpdateService } from '@chairside/shared/catalogue/catalogue-commands';
import type { CatalogueEvent, ClassTypeFields, DeviceFields, RoomFields, ServiceFields, StaffServiceTerms } from '@chairside/shared/catalogue/catalogue-events';
import type { Decider } from '../commands/decider';
import { DomainError } from '../commands/domain-error';
import { evolveCatalogue, initialCatalogueState, type CatalogueState, type ClassState } from './catalogue-state';
import { timetableClash } from './class-timetable-clash';

export type { CatalogueState } from './catalogue-state';

function found<T>(entries: Map<string, T>, id: string, message: string): T {
  const entry = entries.get(id);
  if (entry === undefined) throw new DomainError(message, 404);
  return entry;
}

// Names are unique case-insensitively among the entries given (archived ones included, so a restore never
// clashes); `self` may keep its own name or change its case.
function uniqueName(entries: Iterable<[string, { name: string; archived?: boolean }]>, raw: string, self: string | null, taken: (name: string, archived: boolean) => string): string {
  const name = raw.trim();
  for (const [id, entry] of entries) {
    if (id !== self && entry.name.toLowerCase() === name.toLowerCase()) throw new DomainError(taken(name, entry.archived === true), 409);
  }
  return name;
}

const archivedHint = (archived: boolean) => (archived ? ' (archived; restore it instead)' : '');
const atLocation = <T extends { locationId: string }>(entries: Map<string, T>, locationId: string) => [...entries].filter(([, entry]) => entry.locationId === locationId);
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();
const sameTerms = (a: StaffServiceTerms | undefined, b: StaffServiceTerms) => a !== undefined && a.priceCents === b.priceCents && a.durationMinutes === b.durationMinutes;
// Field by field, whatever order the keys were stored in (jsonb reorders them).
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`
      : JSON.stringify(value);
const unchanged = <T extends object>(current: T, next: T) => canonical(current) === canonical(next);

function serviceFields(state: CatalogueState, command: CreateService | UpdateService, self: string | null): ServiceFields {
  if (!state.categories.has(command.categoryId)) throw new DomainError('That category does not exist; choose another', 422);
  const name = uniqueName(state.services, command.name, self, (taken, archived) => `A service named "${taken}" already exists${archivedHint(archived)}`);
  const { categoryId, description, durationMinutes, processingMinutes, bufferMinutes, priceCents, color, onlineBookable, resourceNeed } = command;
  return { categoryId, name, description: description.trim(), durationMinutes, processingMinutes, bufferMinutes, priceCents, color, onlineBookable, resourceNeed };
}

function servedServices(state: CatalogueState, serviceIds: readonly string[]): string[] {
  if (serviceIds.some((id) => !state.services.has(id))) throw new DomainError('One of the chosen services no longer exists; reload and try again', 422);
  return [...serviceIds];
}

function roomFields(state: CatalogueState, command: CreateRoom | UpdateRoom, self: string | null): RoomFields {
  const name = uniqueName(atLocation(state.rooms, command.locationId), command.name, self, (taken, archived) => `A room named "${taken}" already exists at this location${archivedHint(archived)}`);
  return { locationId: command.locationId, name, capacity: command.capacity, serviceIds: servedServices(state, command.serviceIds) };
}

function deviceFields(state: CatalogueState, command: CreateDevice | UpdateDevice, self: string | null): DeviceFields {
  const name = uniqueName(atLocation(state.devices, command.locationId), command.name, self, (taken, archived) => `A device named "${taken}" already exists at this location${archivedHint(archived)}`);
  return { locationId: command.locationId, name, quantity: command.quantity, serviceIds: servedServices(state, command.serviceIds) };
}

// A room or device stays where it is: classes and (later) bookings there refer to it.
function stayAt(current: { locationId: string }, next: { locationId: string }, kind: 'room' | 'device') {
  if (current.locationId !== next.locationId) throw new DomainError(`A ${kind} cannot move to another location; archive it and add a new ${kind} there`, 409);
}

// A class's room must be usable at the class's location, and its sessions must not collide with another active
// class's sessions with the same instructor or in the same room.
function checkClass(state: CatalogueState, classTypeId: string, fields: ClassTypeFields) {
  if (fields.roomId !== null) {
    const room = state.rooms.get(fields.roomId);
    if (!room) throw new DomainError('That room does not exist; choose another', 422);
    if (room.locationId !== fields.locationId) throw new DomainError(`The room "${room.name}" is at another location; choose a room at the class's location`, 422);
    if (room.archived) throw new DomainError(`The room "${room.name}" is archived; restore it or choose another`, 422);
  }
  const others = [...state.classes].filter(([, other]) => !other.archived).map(([id, other]) => ({ ...other, id }));
  const clash = timetableClash({ ...fields, id: classTypeId }, others);
  if (clash) throw new DomainError(clash, 409);
}

function classFields(state: CatalogueState, command: CreateClassType | UpdateClassType, self: string | null): ClassTypeFields {
  const name = uniqueName(state.classes, command.name, self, (taken, archived) => `A class named "${taken}" already exists${archivedHint(archived)}`);
  const { description, locationId, instructorId, roomId, capacity, durationMinutes, priceCents, color, startsOn, endsOn } = command;
  // Stored in weekly order, so every screen shows Monday first.
  const timetable = command.timetable.map(({ weekday, startTime }) => ({ weekday, startTime })).sort((a, b) => a.weekday - b.weekday || a.startTime.localeCompare(b.startTime));
  return { name, description: description.trim(), locationId, instructorId, roomId, capacity, durationMinutes, priceCents, color, timetable, startsOn, endsOn };
}

const classesInRoom = (state: CatalogueState, roomId: string): ClassState[] => [...state.classes.values()].filter((classType) => !classType.archived && classType.roomId === roomId);

export const catalogueDecider: Decider<CatalogueState, CatalogueCommand, CatalogueEvent> = {
  initialState: initialCatalogueState,
  evolve: evolveCatalogue,

  decide(command, state) {
    switch (command.type) {
      case 'CreateServiceCategory': {
        if (state.categories.has(command.categoryId)) throw new DomainError('That category already exists', 409);
        const name = uniqueName(state.categories, command.name, null, (taken) => `A category named "${taken}" already exists`);
        return [{ type: 'ServiceCategoryCreated', data: { categoryId: command.categoryId, name, description: command.description.trim(), sortOrder: state.categoriesCreated } }];
      }
      case 'UpdateServiceCategory': {
        const category = found(state.categories, command.categoryId, 'Category not found');
        const name = uniqueName(state.categories, command.name, command.categoryId, (taken) => `A category named "${taken}" already exists`);
        const description = command.description.trim();
        if (category.name === name && category.description === description) return [];
        return [{ type: 'ServiceCategoryUpdated', data: { categoryId: command.categoryId, name, description } }];
      }
      case 'DeleteServiceCategory': {
        const category = found(state.categories, command.categoryId, 'Category not found');
        const services = [...state.services.values()].filter((service) => service.categoryId === command.categoryId).length;
        if (services > 0) {
          throw new DomainError(`The category "${category.name}" still has ${services === 1 ? '1 service' : `${services} services`} (archived ones included); move them to another category first`, 409);
        }
        return [{ type: 'ServiceCategoryDeleted', data: { categoryId: command.categoryId } }];
      }

      case 'CreateService': {
        if (state.services.has(command.serviceId)) throw new DomainError('That service already exists', 409);
        return [{ type: 'ServiceCreated', data: { serviceId: command.serviceId, ...serviceFields(state, command, null) } }];
      }
      case 'UpdateService': {
        const service = found(state.services, command.serviceId, 'Service not found');
        const fields = serviceFields(state, command, command.serviceId);
        const { categoryId, name, description, durationMinutes, processingMinutes, bufferMinutes, priceCents, color, onlineBookable, resourceNeed } = service;
        if (unchanged({ categoryId, name, description, durationMinutes, processingMinutes, bufferMinutes, priceCents, color, onlineBookable, resourceNeed }, fields)) return [];
        return [{ type: 'ServiceUpdated', data: { serviceId: command.serviceId, ...fields } }];
      }
      case 'ArchiveService':
        return found(state.services, command.serviceId, 'Service not found').archived ? [] : [{ type: 'ServiceArchived', data: { serviceId: command.serviceId } }];
      case 'RestoreService':
        return found(state.services, command.serviceId, 'Service not found').archived ? [{ type: 'ServiceRestored', data: { serviceId: command.serviceId } }] : [];
      case 'DeleteService': {
        const service = found(state.services, command.serviceId, 'Service not found');
        if (service.hasHistory) throw new DomainError(`"${service.name}" has history (staff, rooms or devices were linked to it); archive it instead`, 409);
        return [{ type: 'ServiceDeleted', data: { serviceId: command.serviceId } }];
      }
      case 'SetServiceStaff': {
        const service = found(state.services, command.serviceId, 'Service not found');
        const staff = command.staff.map(({ staffId, priceCents, durationMinutes }) => ({ staffId, priceCents, durationMinutes }));
        if (service.archived && staff.some((assignment) => !service.staff.has(assignment.staffId))) {
          throw new DomainError(`"${service.name}" is archived; restore it before adding staff to it`, 409);
        }
        if (staff.length === service.staff.size && staff.every((assignment) => sameTerms(service.staff.get(assignment.staffId), assignment))) return [];
        return [{ type: 'ServiceStaffSet', data: { serviceId: command.serviceId, staff } }];
      }
      case 'SetStaffServices': {
        const { staffId } = command;
        const services = command.services.map(({ serviceId, priceCents, durationMinutes }) => ({ serviceId, priceCents, durationMinutes }));
        for (const assignment of services) {
          const service = state.services.get(assignment.serviceId);
          if (!service) throw new DomainError('One of the chosen services no longer exists; reload and try again', 422);
          if (service.archived && !service.staff.has(staffId)) throw new DomainError(`"${service.name}" is archived; restore it before assigning staff to it`, 409);
        }
        const current = [...state.services.values()].filter((service) => service.staff.has(staffId)).length;
        if (services.length === current && services.every((assignment) => sameTerms(state.services.get(assignment.serviceId)?.staff.get(staffId), assignment))) return [];
        return [{ type: 'StaffServicesSet', data: { staffId, services } }];
      }

      case 'CreateRoom': {
        if (state.rooms.has(command.roomId)) throw new DomainError('That room already exists', 409);
        return [{ type: 'RoomCreated', data: { roomId: command.roomId, ...roomFields(state, command, null) } }];
      }
      case 'UpdateRoom': {
        const room = found(state.rooms, command.roomId, 'Room not found');
        stayAt(room, command, 'room');
        const fields = roomFields(state, command, command.roomId);
        if (room.name === fields.name && room.capacity === fields.capacity && sameSet(room.serviceIds, fields.serviceIds)) return [];
        return [{ type: 'RoomUpdated', data: { roomId: command.roomId, ...fields } }];
      }
      case 'ArchiveRoom': {
        const room = found(state.rooms, command.roomId, 'Room not found');
        if (room.archived) return [];
        const [user] = classesInRoom(state, command.roomId);
        if (user) throw new DomainError(`The room "${room.name}" is used by the class "${user.name}"; give the class another room or archive it first`, 409);
        return [{ type: 'RoomArchived', data: { roomId: command.roomId } }];
      }
      case 'RestoreRoom':
        return found(state.rooms, command.roomId, 'Room not found').archived ? [{ type: 'RoomRestored', data: { roomId: command.roomId } }] : [];

      case 'CreateDevice': {
        if (state.devices.has(command.deviceId)) throw new DomainError('That device already exists', 409);
        return [{ type: 'DeviceCreated', data: { deviceId: command.deviceId, ...deviceFields(state, command, null) } }];
      }
      case 'UpdateDevice': {
        const device = found(state.devices, command.deviceId, 'Device not found');
        stayAt(device, command, 'device');
        const fields = deviceFields(state, command, command.deviceId);
        if (device.name === fields.name && device.quantity === fields.quantity && sameSet(device.serviceIds, fields.serviceIds)) return [];
        return [{ type: 'DeviceUpdated', data: { deviceId: command.deviceId, ...fields } }];
      }
      case 'ArchiveDevice':
        return found(state.devices, command.deviceId, 'Device not found').archived ? [] : [{ type: 'DeviceArchived', data: { deviceId: command.deviceId } }];
      case 'RestoreDevice':
        return found(state.devices, command.deviceId, 'Device not found').archived ? [{ type: 'DeviceRestored', data: { deviceId: command.deviceId } }] : [];

      case 'CreateClassType': {
        if (state.classes.has(command.classTypeId)) throw new DomainError('That class already exists', 409);
        const fields = classFields(state, command, null);
        checkClass(state, command.classTypeId, fields);
        return [{ type: 'ClassTypeCreated', data: { classTypeId: command.classTypeId, ...fields } }];
      }
      case 'UpdateClassType': {
        const { archived, ...current } = found(state.classes, command.classTypeId, 'Class not found');
        const fields = classFields(state, command, command.classTypeId);
        if (unchanged(current, fields)) return [];
        // An archived class blocks nothing; its room and timetable are checked when it is restored.
        if (!archived) checkClass(state, command.classTypeId, fields);
        return [{ type: 'ClassTypeUpdated', data: { classTypeId: command.classTypeId, ...fields } }];
      }
      case 'ArchiveClassType':
        return found(state.classes, command.classTypeId, 'Class not found').archived ? [] : [{ type: 'ClassTypeArchived', data: { classTypeId: command.classTypeId } }];
      case 'RestoreClassType': {
        const { archived, ...fields } = found(state.classes, command.classTypeId, 'Class not found');
        if (!archived) return [];
        checkClass(state, command.classTypeId, fields);
        return [{ type: 'ClassTypeRestored', data: { classTypeId: command.classTypeId } }];
      }
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
