// Events of the catalogue stream (`catalogue-<businessId>`). Event type names and shapes are a permanent
// contract: change a shape by adding a new version, never by editing history. The shapes are spelled out
// here rather than borrowed from the request schemas, so a form change cannot rewrite the past.

export type ServiceCategoryCreated = {
  type: 'ServiceCategoryCreated';
  data: { categoryId: string; name: string; description: string; sortOrder: number };
};
export type ServiceCategoryUpdated = { type: 'ServiceCategoryUpdated'; data: { categoryId: string; name: string; description: string } };
export type ServiceCategoryDeleted = { type: 'ServiceCategoryDeleted'; data: { categoryId: string } };

export type ServiceFields = {
  categoryId: string;
  name: string;
  description: string;
  durationMinutes: number;
  processingMinutes: number;
  bufferMinutes: number;
  priceCents: number;
  color: string;
  onlineBookable: boolean;
  resourceNeed: 'none' | 'room' | 'device';
};
export type ServiceCreated = { type: 'ServiceCreated'; data: { serviceId: string } & ServiceFields };
export type ServiceUpdated = { type: 'ServiceUpdated'; data: { serviceId: string } & ServiceFields };
export type ServiceArchived = { type: 'ServiceArchived'; data: { serviceId: string } };
export type ServiceRestored = { type: 'ServiceRestored'; data: { serviceId: string } };
export type ServiceDeleted = { type: 'ServiceDeleted'; data: { serviceId: string } };

// null: the service's own price or duration applies.
export type StaffServiceTerms = { priceCents: number | null; durationMinutes: number | null };
// Replaces who performs one service.
export type ServiceStaffSet = { type: 'ServiceStaffSet'; data: { serviceId: string; staff: ({ staffId: string } & StaffServiceTerms)[] } };
// Replaces which services one staff member performs (the same relation, edited from the staff screen).
// The locations that offer a service (null: every location, as before this event existed).
export type ServiceLocationsSet = { type: 'ServiceLocationsSet'; data: { serviceId: string; locationIds: string[] | null } };
export type StaffServicesSet = {
  type: 'StaffServicesSet';
  data: { staffId: string; services: ({ serviceId: string } & StaffServiceTerms)[] };
};

export type RoomFields = { locationId: string; name: string; capacity: number; serviceIds: string[] };
export type RoomCreated = { type: 'RoomCreated'; data: { roomId: string } & RoomFields };
export type RoomUpdated = { type: 'RoomUpdated'; data: { roomId: string } & RoomFields };
export type RoomArchived = { type: 'RoomArchived'; data: { roomId: string } };
export type RoomRestored = { type: 'RoomRestored'; data: { roomId: string } };

export type DeviceFields = { locationId: string; name: string; quantity: number; serviceIds: string[] };
export type DeviceCreated = { type: 'DeviceCreated'; data: { deviceId: string } & DeviceFields };
export type DeviceUpdated = { type: 'DeviceUpdated'; data: { deviceId: string } & DeviceFields };
export type DeviceArchived = { type: 'DeviceArchived'; data: { deviceId: string } };
export type DeviceRestored = { type: 'DeviceRestored'; data: { deviceId: string } };

// weekday: 1 = Monday ... 7 = Sunday; startTime: wall-clock "HH:mm" in the business zone.
export type ClassTypeFields = {
  name: string;
  description: string;
  locationId: string;
  instructorId: string;
  roomId: string | null;
  capacity: number;
  durationMinutes: number;
  priceCents: number;
  color: string;
  timetable: { weekday: number; startTime: string }[];
  startsOn: string;
  endsOn: string | null;
};
export type ClassTypeCreated = { type: 'ClassTypeCreated'; data: { classTypeId: string } & ClassTypeFields };
export type ClassTypeUpdated = { type: 'ClassTypeUpdated'; data: { classTypeId: string } & ClassTypeFields };
export type ClassTypeArchived = { type: 'ClassTypeArchived'; data: { classTypeId: string } };
export type ClassTypeRestored = { type: 'ClassTypeRestored'; data: { classTypeId: string } };

export type CatalogueEvent =
  | ServiceCategoryCreated
  | ServiceCategoryUpdated
  | ServiceCategoryDeleted
  | ServiceCreated
  | ServiceUpdated
  | ServiceArchived
  | ServiceRestored
  | ServiceDeleted
  | ServiceStaffSet
  | ServiceLocationsSet
  | StaffServicesSet
  | RoomCreated
  | RoomUpdated
  | RoomArchived
  | RoomRestored
  | DeviceCreated
  | DeviceUpdated
  | DeviceArchived
  | DeviceRestored
  | ClassTypeCreated
  | ClassTypeUpdated
  | ClassTypeArchived
  | ClassTypeRestored;

export const catalogueEventTypes = [
  'ServiceCategoryCreated',
  'ServiceCategoryUpdated',
  'ServiceCategoryDeleted',
  'ServiceCreated',
  'ServiceUpdated',
  'ServiceArchived',
  'ServiceRestored',
  'ServiceDeleted',
  'ServiceStaffSet',
  'ServiceLocationsSet',
  'StaffServicesSet',
  'RoomCreated',
  'RoomUpdated',
  'RoomArchived',
  'RoomRestored',
  'DeviceCreated',
  'DeviceUpdated',
  'DeviceArchived',
  'DeviceRestored',
  'ClassTypeCreated',
  'ClassTypeUpdated',
  'ClassTypeArchived',
  'ClassTypeRestored',
] as const satisfies readonly CatalogueEvent['type'][];
