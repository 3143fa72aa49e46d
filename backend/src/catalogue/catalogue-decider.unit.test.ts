import { describe, expect, it } from 'vitest';
import type { CatalogueCommand, UpdateDevice, UpdateRoom } from '@chairside/shared/catalogue/catalogue-commands';
import type { CatalogueEvent, ServiceFields } from '@chairside/shared/catalogue/catalogue-events';
import { deciderSpec } from '../../testing/decider-spec';
import { catalogueDecider } from './catalogue-decider';

const now = new Date('2026-11-22T15:00:00Z');
const { given } = deciderSpec(catalogueDecider, { now });

const downtown = '11111111-1111-4111-8111-111111111111';
const uptown = '22222222-2222-4222-8222-222222222222';
const hair = 'a0000000-0000-4000-8000-000000000001';
const nails = 'a0000000-0000-4000-8000-000000000002';
const cut = 'b0000000-0000-4000-8000-000000000001';
const facial = 'b0000000-0000-4000-8000-000000000002';
const maya = 'cccccccc-cccc-4ccc-8ccc-000000000001';
const jordan = 'cccccccc-cccc-4ccc-8ccc-000000000002';
const room1 = 'd0000000-0000-4000-8000-000000000001';
const room2 = 'd0000000-0000-4000-8000-000000000002';
const hydra = 'e0000000-0000-4000-8000-000000000001';

const hairCreated: CatalogueEvent = {
  type: 'ServiceCategoryCreated',
  data: { categoryId: hair, name: 'Hair', description: '', sortOrder: 0 },
};
const nailsCreated: CatalogueEvent = {
  type: 'ServiceCategoryCreated',
  data: { categoryId: nails, name: 'Nails', description: 'Hands and feet', sortOrder: 1 },
};
const cutFields: ServiceFields = {
  categoryId: hair,
  name: "Women's Haircut",
  description: 'Cut and finish',
  durationMinutes: 60,
  processingMinutes: 0,
  bufferMinutes: 0,
  priceCents: 6500,
  color: '#8b5cf6',
  onlineBookable: true,
  resourceNeed: 'none',
};
const cutCreated: CatalogueEvent = { type: 'ServiceCreated', data: { serviceId: cut, ...cutFields } };
const facialCreated: CatalogueEvent = {
  type: 'ServiceCreated',
  data: { serviceId: facial, ...cutFields, name: 'HydraFacial', resourceNeed: 'device' },
};
const cutArchived: CatalogueEvent = { type: 'ServiceArchived', data: { serviceId: cut } };
const mayaOnCut: CatalogueEvent = {
  type: 'ServiceStaffSet',
  data: { serviceId: cut, staff: [{ staffId: maya, priceCents: 9000, durationMinutes: null }] },
};
const catalogue = [hairCreated, nailsCreated, cutCreated, facialCreated];

describe('service categories', () => {
  it('creates categories with unique names, in the order they were created', () => {
    given([hairCreated])
      .when({ type: 'CreateServiceCategory', categoryId: nails, name: ' Nails ', description: 'Hands and feet ' })
      .then([nailsCreated]);
    given([hairCreated])
      .when({ type: 'CreateServiceCategory', categoryId: nails, name: 'HAIR', description: '' })
      .thenThrows('A category named "HAIR" already exists');
    given([hairCreated])
      .when({ type: 'CreateServiceCategory', categoryId: hair, name: 'Other', description: '' })
      .thenThrows('That category already exists');
  });

  it('renames a category, refusing a taken name and unknown categories, and records nothing when nothing changed', () => {
    given([hairCreated, nailsCreated])
      .when({ type: 'UpdateServiceCategory', categoryId: nails, name: 'Nail Care', description: 'Hands and feet' })
      .then([{ type: 'ServiceCategoryUpdated', data: { categoryId: nails, name: 'Nail Care', description: 'Hands and feet' } }]);
    given([hairCreated, nailsCreated])
      .when({ type: 'UpdateServiceCategory', categoryId: nails, name: 'hair', description: '' })
      .thenThrows('A category named "hair" already exists');
    given([hairCreated, nailsCreated])
      .when({ type: 'UpdateServiceCategory', categoryId: nails, name: 'Nails', description: 'Hands and feet' })
      .then([]);
    given([]).when({ type: 'UpdateServiceCategory', categoryId: nails, name: 'Nails', description: '' }).thenThrows('Category not found');
  });

  it('deletes an empty category, never one with services, archived ones included', () => {
    given(catalogue)
      .when({ type: 'DeleteServiceCategory', categoryId: nails })
      .then([{ type: 'ServiceCategoryDeleted', data: { categoryId: nails } }]);
    given([...catalogue, cutArchived])
      .when({ type: 'DeleteServiceCategory', categoryId: hair })
      .thenThrows('The category "Hair" still has 2 services (archived ones included); move them to another category first');
    const deleted: CatalogueEvent = { type: 'ServiceCategoryDeleted', data: { categoryId: nails } };
    given([...catalogue, deleted])
      .when({ type: 'DeleteServiceCategory', categoryId: nails })
      .thenThrows('Category not found');
    // A deleted category takes no new services.
    given([...catalogue, deleted])
      .when({ type: 'CreateService', serviceId: 'new', ...cutFields, name: 'Gel Polish', categoryId: nails })
      .thenThrows('That category does not exist; choose another');
  });
});

describe('services', () => {
  it('creates a service in an existing category with a unique name', () => {
    given([hairCreated])
      .when({ type: 'CreateService', serviceId: cut, ...cutFields, name: " Women's Haircut " })
      .then([cutCreated]);
    given([hairCreated])
      .when({ type: 'CreateService', serviceId: cut, ...cutFields, categoryId: nails })
      .thenThrows('That category does not exist; choose another');
    given(catalogue)
      .when({ type: 'CreateService', serviceId: 'other', ...cutFields, name: "WOMEN'S HAIRCUT" })
      .thenThrows(`A service named "WOMEN'S HAIRCUT" already exists`);
    given([...catalogue, cutArchived])
      .when({ type: 'CreateService', serviceId: 'other', ...cutFields })
      .thenThrows(`A service named "Women's Haircut" already exists (archived; restore it instead)`);
    given(catalogue)
      .when({ type: 'CreateService', serviceId: cut, ...cutFields, name: 'Other' })
      .thenThrows('That service already exists');
  });

  it('updates a service, records nothing when nothing changed, and refuses unknown services and taken names', () => {
    given(catalogue)
      .when({ type: 'UpdateService', serviceId: cut, ...cutFields, categoryId: nails, priceCents: 7000, processingMinutes: 15 })
      .then([
        { type: 'ServiceUpdated', data: { serviceId: cut, ...cutFields, categoryId: nails, priceCents: 7000, processingMinutes: 15 } },
      ]);
    given(catalogue)
      .when({ type: 'UpdateService', serviceId: cut, ...cutFields })
      .then([]);
    given(catalogue)
      .when({ type: 'UpdateService', serviceId: cut, ...cutFields, name: 'hydrafacial' })
      .thenThrows('A service named "hydrafacial" already exists');
    given(catalogue)
      .when({ type: 'UpdateService', serviceId: cut, ...cutFields, categoryId: 'gone' })
      .thenThrows('That category does not exist; choose another');
    given([hairCreated])
      .when({ type: 'UpdateService', serviceId: cut, ...cutFields })
      .thenThrows('Service not found');
  });

  it('archives and restores, idempotently', () => {
    given(catalogue).when({ type: 'ArchiveService', serviceId: cut }).then([cutArchived]);
    given([...catalogue, cutArchived])
      .when({ type: 'ArchiveService', serviceId: cut })
      .then([]);
    given([...catalogue, cutArchived])
      .when({ type: 'RestoreService', serviceId: cut })
      .then([{ type: 'ServiceRestored', data: { serviceId: cut } }]);
    given(catalogue).when({ type: 'RestoreService', serviceId: cut }).then([]);
    given([]).when({ type: 'ArchiveService', serviceId: cut }).thenThrows('Service not found');
    given([]).when({ type: 'RestoreService', serviceId: cut }).thenThrows('Service not found');
  });

  it('deletes a service without history; one that staff, a room or a device was ever linked to is only archived', () => {
    const deleted: CatalogueEvent = { type: 'ServiceDeleted', data: { serviceId: cut } };
    given(catalogue).when({ type: 'DeleteService', serviceId: cut }).then([deleted]);
    // Deleted: the name is free again.
    expect(
      given([...catalogue, deleted])
        .when({ type: 'CreateService', serviceId: 'again', ...cutFields })
        .events(),
    ).toHaveLength(1);
    given([...catalogue, deleted])
      .when({ type: 'DeleteService', serviceId: cut })
      .thenThrows('Service not found');
    const refusal = `"Women's Haircut" has history (staff, rooms or devices were linked to it); archive it instead`;
    // Linked once, unlinked since: still history.
    const unlinked: CatalogueEvent = { type: 'ServiceStaffSet', data: { serviceId: cut, staff: [] } };
    given([...catalogue, mayaOnCut, unlinked])
      .when({ type: 'DeleteService', serviceId: cut })
      .thenThrows(refusal);
    const viaStaff: CatalogueEvent = {
      type: 'StaffServicesSet',
      data: { staffId: jordan, services: [{ serviceId: cut, priceCents: null, durationMinutes: null }] },
    };
    given([...catalogue, viaStaff])
      .when({ type: 'DeleteService', serviceId: cut })
      .thenThrows(refusal);
    const viaRoom: CatalogueEvent = {
      type: 'RoomCreated',
      data: { roomId: room1, locationId: downtown, name: 'Room 1', capacity: 1, serviceIds: [cut] },
    };
    given([...catalogue, viaRoom])
      .when({ type: 'DeleteService', serviceId: cut })
      .thenThrows(refusal);
    const viaDevice: CatalogueEvent = {
      type: 'DeviceCreated',
      data: { deviceId: hydra, locationId: downtown, name: 'Chair', quantity: 1, serviceIds: [cut] },
    };
    given([...catalogue, viaDevice])
      .when({ type: 'DeleteService', serviceId: cut })
      .thenThrows(refusal);
    given([...catalogue, viaDevice])
      .when({ type: 'ArchiveService', serviceId: cut })
      .then([cutArchived]);
  });
});

describe('who performs which service', () => {
  it('sets the staff of a service with their own price or duration, and nothing when nothing changed', () => {
    given(catalogue)
      .when({ type: 'SetServiceStaff', serviceId: cut, staff: [{ staffId: maya, priceCents: 9000, durationMinutes: null }] })
      .then([mayaOnCut]);
    given([...catalogue, mayaOnCut])
      .when({ type: 'SetServiceStaff', serviceId: cut, staff: [{ staffId: maya, priceCents: 9000, durationMinutes: null }] })
      .then([]);
    expect(
      given([...catalogue, mayaOnCut])
        .when({ type: 'SetServiceStaff', serviceId: cut, staff: [{ staffId: maya, priceCents: null, durationMinutes: 75 }] })
        .events(),
    ).toHaveLength(1);
    given([...catalogue, mayaOnCut])
      .when({ type: 'SetServiceStaff', serviceId: cut, staff: [] })
      .then([{ type: 'ServiceStaffSet', data: { serviceId: cut, staff: [] } }]);
    given([]).when({ type: 'SetServiceStaff', serviceId: cut, staff: [] }).thenThrows('Service not found');
  });

  it('adds nobody to an archived service, but lets its staff be kept or removed', () => {
    const archived = [...catalogue, mayaOnCut, cutArchived];
    given(archived)
      .when({ type: 'SetServiceStaff', serviceId: cut, staff: [{ staffId: jordan, priceCents: null, durationMinutes: null }] })
      .thenThrows(`"Women's Haircut" is archived; restore it before adding staff to it`);
    expect(given(archived).when({ type: 'SetServiceStaff', serviceId: cut, staff: [] }).events()).toHaveLength(1);
  });

  it("sets a staff member's services from the staff side, changing only that person's assignments", () => {
    const command: CatalogueCommand = {
      type: 'SetStaffServices',
      staffId: maya,
      services: [{ serviceId: facial, priceCents: null, durationMinutes: 90 }],
    };
    given([...catalogue, mayaOnCut])
      .when(command)
      .then([
        { type: 'StaffServicesSet', data: { staffId: maya, services: [{ serviceId: facial, priceCents: null, durationMinutes: 90 }] } },
      ]);
    const after = [
      ...catalogue,
      mayaOnCut,
      {
        type: 'StaffServicesSet',
        data: { staffId: maya, services: [{ serviceId: facial, priceCents: null, durationMinutes: 90 }] },
      } satisfies CatalogueEvent,
    ];
    given(after).when(command).then([]);
    // Maya no longer does the haircut, so it has nobody left and Jordan has nothing to drop.
    given(after).when({ type: 'SetServiceStaff', serviceId: cut, staff: [] }).then([]);
    given(after).when({ type: 'SetStaffServices', staffId: jordan, services: [] }).then([]);
  });

  it('refuses unknown services and newly assigned archived ones from the staff side', () => {
    given(catalogue)
      .when({ type: 'SetStaffServices', staffId: maya, services: [{ serviceId: 'gone', priceCents: null, durationMinutes: null }] })
      .thenThrows('One of the chosen services no longer exists; reload and try again');
    given([...catalogue, cutArchived])
      .when({ type: 'SetStaffServices', staffId: jordan, services: [{ serviceId: cut, priceCents: null, durationMinutes: null }] })
      .thenThrows(`"Women's Haircut" is archived; restore it before assigning staff to it`);
    // Maya already performs it: keeping it while editing her other services is fine.
    given([...catalogue, mayaOnCut, cutArchived])
      .when({ type: 'SetStaffServices', staffId: maya, services: [{ serviceId: cut, priceCents: 9000, durationMinutes: null }] })
      .then([]);
  });
});

describe('rooms and devices', () => {
  const room1Created: CatalogueEvent = {
    type: 'RoomCreated',
    data: { roomId: room1, locationId: downtown, name: 'Treatment Room 1', capacity: 1, serviceIds: [facial] },
  };
  const hydraCreated: CatalogueEvent = {
    type: 'DeviceCreated',
    data: { deviceId: hydra, locationId: downtown, name: 'HydraFacial machine', quantity: 1, serviceIds: [facial] },
  };

  it('creates rooms with names unique per location, serving existing services', () => {
    given(catalogue)
      .when({ type: 'CreateRoom', roomId: room1, locationId: downtown, name: ' Treatment Room 1 ', capacity: 1, serviceIds: [facial] })
      .then([room1Created]);
    given([...catalogue, room1Created])
      .when({ type: 'CreateRoom', roomId: room2, locationId: downtown, name: 'treatment room 1', capacity: 1, serviceIds: [] })
      .thenThrows('A room named "treatment room 1" already exists at this location');
    expect(
      given([...catalogue, room1Created])
        .when({ type: 'CreateRoom', roomId: room2, locationId: uptown, name: 'Treatment Room 1', capacity: 2, serviceIds: [] })
        .events(),
    ).toHaveLength(1);
    given(catalogue)
      .when({ type: 'CreateRoom', roomId: room2, locationId: downtown, name: 'Room', capacity: 1, serviceIds: ['gone'] })
      .thenThrows('One of the chosen services no longer exists; reload and try again');
    given([...catalogue, room1Created])
      .when({ type: 'CreateRoom', roomId: room1, locationId: downtown, name: 'Other', capacity: 1, serviceIds: [] })
      .thenThrows('That room already exists');
  });

  it('updates a room in place, never moving it to another location', () => {
    const update: UpdateRoom = {
      type: 'UpdateRoom',
      roomId: room1,
      locationId: downtown,
      name: 'Treatment Room 1',
      capacity: 2,
      serviceIds: [facial, cut],
    };
    given([...catalogue, room1Created])
      .when(update)
      .then([
        {
          type: 'RoomUpdated',
          data: { roomId: room1, locationId: downtown, name: 'Treatment Room 1', capacity: 2, serviceIds: [facial, cut] },
        },
      ]);
    given([...catalogue, room1Created])
      .when({ ...update, capacity: 1, serviceIds: [facial] })
      .then([]);
    given([...catalogue, room1Created])
      .when({ ...update, locationId: uptown })
      .thenThrows('A room cannot move to another location; archive it and add a new room there');
    given(catalogue).when(update).thenThrows('Room not found');
  });

  it('archives and restores rooms, idempotently', () => {
    const archived: CatalogueEvent = { type: 'RoomArchived', data: { roomId: room1 } };
    given([...catalogue, room1Created])
      .when({ type: 'ArchiveRoom', roomId: room1 })
      .then([archived]);
    given([...catalogue, room1Created, archived])
      .when({ type: 'ArchiveRoom', roomId: room1 })
      .then([]);
    given([...catalogue, room1Created, archived])
      .when({ type: 'RestoreRoom', roomId: room1 })
      .then([{ type: 'RoomRestored', data: { roomId: room1 } }]);
    given([...catalogue, room1Created])
      .when({ type: 'RestoreRoom', roomId: room1 })
      .then([]);
    given([]).when({ type: 'ArchiveRoom', roomId: room1 }).thenThrows('Room not found');
    given([]).when({ type: 'RestoreRoom', roomId: room1 }).thenThrows('Room not found');
  });

  it('creates, updates, archives and restores devices with the same rules', () => {
    given(catalogue)
      .when({ type: 'CreateDevice', deviceId: hydra, locationId: downtown, name: 'HydraFacial machine', quantity: 1, serviceIds: [facial] })
      .then([hydraCreated]);
    given([...catalogue, hydraCreated])
      .when({ type: 'CreateDevice', deviceId: 'other', locationId: downtown, name: 'HYDRAFACIAL MACHINE', quantity: 1, serviceIds: [] })
      .thenThrows('A device named "HYDRAFACIAL MACHINE" already exists at this location');
    given(catalogue)
      .when({ type: 'CreateDevice', deviceId: hydra, locationId: downtown, name: 'Laser', quantity: 1, serviceIds: ['gone'] })
      .thenThrows('One of the chosen services no longer exists; reload and try again');
    given([...catalogue, hydraCreated])
      .when({ type: 'CreateDevice', deviceId: hydra, locationId: downtown, name: 'Laser', quantity: 1, serviceIds: [] })
      .thenThrows('That device already exists');
    const update: UpdateDevice = {
      type: 'UpdateDevice',
      deviceId: hydra,
      locationId: downtown,
      name: 'HydraFacial machine',
      quantity: 2,
      serviceIds: [facial],
    };
    given([...catalogue, hydraCreated])
      .when(update)
      .then([
        {
          type: 'DeviceUpdated',
          data: { deviceId: hydra, locationId: downtown, name: 'HydraFacial machine', quantity: 2, serviceIds: [facial] },
        },
      ]);
    given([...catalogue, hydraCreated])
      .when({ ...update, quantity: 1 })
      .then([]);
    given([...catalogue, hydraCreated])
      .when({ ...update, locationId: uptown })
      .thenThrows('A device cannot move to another location; archive it and add a new device there');
    given(catalogue).when(update).thenThrows('Device not found');
    const archived: CatalogueEvent = { type: 'DeviceArchived', data: { deviceId: hydra } };
    given([...catalogue, hydraCreated])
      .when({ type: 'ArchiveDevice', deviceId: hydra })
      .then([archived]);
    given([...catalogue, hydraCreated, archived])
      .when({ type: 'ArchiveDevice', deviceId: hydra })
      .then([]);
    given([...catalogue, hydraCreated, archived])
      .when({ type: 'RestoreDevice', deviceId: hydra })
      .then([{ type: 'DeviceRestored', data: { deviceId: hydra } }]);
    given([...catalogue, hydraCreated])
      .when({ type: 'RestoreDevice', deviceId: hydra })
      .then([]);
    given([]).when({ type: 'ArchiveDevice', deviceId: hydra }).thenThrows('Device not found');
    given([]).when({ type: 'RestoreDevice', deviceId: hydra }).thenThrows('Device not found');
  });
});
