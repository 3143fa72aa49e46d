import type { ClassTypeFields, DeviceFields, RoomFields, ServiceFields, StaffServiceTerms } from './catalogue-events';

// Commands are built by the server from validated requests (catalogue-dto.ts); all of them go to the one
// catalogue stream of the business, which holds every rule that spans categories, services and resources.

export type CreateServiceCategory = { type: 'CreateServiceCategory'; categoryId: string; name: string; description: string };
export type UpdateServiceCategory = { type: 'UpdateServiceCategory'; categoryId: string; name: string; description: string };
export type DeleteServiceCategory = { type: 'DeleteServiceCategory'; categoryId: string };

export type CreateService = { type: 'CreateService'; serviceId: string } & ServiceFields;
export type UpdateService = { type: 'UpdateService'; serviceId: string } & ServiceFields;
export type ArchiveService = { type: 'ArchiveService'; serviceId: string };
export type RestoreService = { type: 'RestoreService'; serviceId: string };
export type DeleteService = { type: 'DeleteService'; serviceId: string };
export type SetServiceLocations = { type: 'SetServiceLocations'; serviceId: string; locationIds: string[] | null };
export type SetServiceStaff = { type: 'SetServiceStaff'; serviceId: string; staff: ({ staffId: string } & StaffServiceTerms)[] };
export type SetStaffServices = { type: 'SetStaffServices'; staffId: string; services: ({ serviceId: string } & StaffServiceTerms)[] };

export type CreateRoom = { type: 'CreateRoom'; roomId: string } & RoomFields;
export type UpdateRoom = { type: 'UpdateRoom'; roomId: string } & RoomFields;
export type ArchiveRoom = { type: 'ArchiveRoom'; roomId: string };
export type RestoreRoom = { type: 'RestoreRoom'; roomId: string };

export type CreateDevice = { type: 'CreateDevice'; deviceId: string } & DeviceFields;
export type UpdateDevice = { type: 'UpdateDevice'; deviceId: string } & DeviceFields;
export type ArchiveDevice = { type: 'ArchiveDevice'; deviceId: string };
export type RestoreDevice = { type: 'RestoreDevice'; deviceId: string };

export type CreateClassType = { type: 'CreateClassType'; classTypeId: string } & ClassTypeFields;
export type UpdateClassType = { type: 'UpdateClassType'; classTypeId: string } & ClassTypeFields;
export type ArchiveClassType = { type: 'ArchiveClassType'; classTypeId: string };
export type RestoreClassType = { type: 'RestoreClassType'; classTypeId: string };

export type CatalogueCommand =
  | CreateServiceCategory
  | UpdateServiceCategory
  | DeleteServiceCategory
  | CreateService
  | UpdateService
  | ArchiveService
  | RestoreService
  | DeleteService
  | SetServiceStaff
  | SetServiceLocations
  | SetStaffServices
  | CreateRoom
  | UpdateRoom
  | ArchiveRoom
  | RestoreRoom
  | CreateDevice
  | UpdateDevice
  | ArchiveDevice
  | RestoreDevice
  | CreateClassType
  | UpdateClassType
  | ArchiveClassType
  | RestoreClassType;

// The catalogue's commands by what they act on (one stream, one decider; its rules are split the same way).
export type ServiceCatalogueCommand =
  | CreateServiceCategory
  | UpdateServiceCategory
  | DeleteServiceCategory
  | CreateService
  | UpdateService
  | ArchiveService
  | RestoreService
  | DeleteService
  | SetServiceStaff
  | SetServiceLocations
  | SetStaffServices;
export type ResourceCommand =
  CreateRoom | UpdateRoom | ArchiveRoom | RestoreRoom | CreateDevice | UpdateDevice | ArchiveDevice | RestoreDevice;
export type ClassTypeCommand = CreateClassType | UpdateClassType | ArchiveClassType | RestoreClassType;
