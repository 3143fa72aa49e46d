import type { CreateDevice, CreateRoom, ResourceCommand, UpdateDevice, UpdateRoom } from '@chairside/shared/catalogue/catalogue-commands';
import type { CatalogueEvent, DeviceFields, RoomFields } from '@chairside/shared/catalogue/catalogue-events';
import { DomainError } from '../commands/domain-error';
import { archivedHint, atLocation, found, sameSet, uniqueName } from './catalogue-rules';
import type { CatalogueState, ClassState } from './catalogue-state';
import { unhandled } from '../commands/decider';

// The catalogue decider's part for rooms and devices: names unique per location, what they serve, and
// rooms that classes still use.

function servedServices(state: CatalogueState, serviceIds: readonly string[]): string[] {
  if (serviceIds.some((id) => !state.services.has(id)))
    throw new DomainError('One of the chosen services no longer exists; reload and try again', 422);
  return [...serviceIds];
}

function roomFields(state: CatalogueState, command: CreateRoom | UpdateRoom, self: string | null): RoomFields {
  const name = uniqueName(
    atLocation(state.rooms, command.locationId),
    command.name,
    self,
    (taken, archived) => `A room named "${taken}" already exists at this location${archivedHint(archived)}`,
  );
  return { locationId: command.locationId, name, capacity: command.capacity, serviceIds: servedServices(state, command.serviceIds) };
}

function deviceFields(state: CatalogueState, command: CreateDevice | UpdateDevice, self: string | null): DeviceFields {
  const name = uniqueName(
    atLocation(state.devices, command.locationId),
    command.name,
    self,
    (taken, archived) => `A device named "${taken}" already exists at this location${archivedHint(archived)}`,
  );
  return { locationId: command.locationId, name, quantity: command.quantity, serviceIds: servedServices(state, command.serviceIds) };
}

// A room or device stays where it is: classes and (later) bookings there refer to it.
function stayAt(current: { locationId: string }, next: { locationId: string }, kind: 'room' | 'device') {
  if (current.locationId !== next.locationId)
    throw new DomainError(`A ${kind} cannot move to another location; archive it and add a new ${kind} there`, 409);
}

const classesInRoom = (state: CatalogueState, roomId: string): ClassState[] =>
  [...state.classes.values()].filter((classType) => !classType.archived && classType.roomId === roomId);

export function decideResources(command: ResourceCommand, state: CatalogueState): CatalogueEvent[] {
  switch (command.type) {
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
      if (user)
        throw new DomainError(
          `The room "${room.name}" is used by the class "${user.name}"; give the class another room or archive it first`,
          409,
        );
      return [{ type: 'RoomArchived', data: { roomId: command.roomId } }];
    }
    case 'RestoreRoom':
      return found(state.rooms, command.roomId, 'Room not found').archived
        ? [{ type: 'RoomRestored', data: { roomId: command.roomId } }]
        : [];

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
      return found(state.devices, command.deviceId, 'Device not found').archived
        ? []
        : [{ type: 'DeviceArchived', data: { deviceId: command.deviceId } }];
    case 'RestoreDevice':
      return found(state.devices, command.deviceId, 'Device not found').archived
        ? [{ type: 'DeviceRestored', data: { deviceId: command.deviceId } }]
        : [];
    default:
      return unhandled(command);
  }
}
