import type {
  DeviceArchived,
  DeviceCreated,
  DeviceRestored,
  DeviceUpdated,
  RoomArchived,
  RoomCreated,
  RoomRestored,
  RoomUpdated,
} from '@chairside/shared/catalogue/catalogue-events';
import type { BatchRows } from '../engine/batch-rows';
import { unfoldable } from '../engine/projection';
import { markHistory, type CatalogueBatch, type CatalogueChange } from './catalogue-batch';

// Rooms and devices: the same life (created, changed, archived, restored), a capacity or a quantity.
export type ResourceEvent =
  RoomCreated | RoomUpdated | RoomArchived | RoomRestored | DeviceCreated | DeviceUpdated | DeviceArchived | DeviceRestored;

type ResourceRow = { id: string; location_id: string; name: string; service_ids: string[]; archived: boolean };

// The services a resource serves before and after a change: each one's roomIds/deviceIds may have changed.
function saved<Row extends ResourceRow>(
  batch: CatalogueBatch,
  rows: BatchRows<Row>,
  topic: 'rooms' | 'devices',
  row: Row,
  created: boolean,
): CatalogueChange[] {
  const before = rows.get(row.id)?.service_ids ?? [];
  if (created) rows.insert(row.id, row);
  else rows.update(row.id, (current) => ({ ...row, archived: current.archived }));
  markHistory(batch, row.service_ids);
  return [
    { topic, ids: [row.id], locationId: row.location_id },
    { topic: 'services', ids: [...new Set([...before, ...row.service_ids])] },
  ];
}

function archived<Row extends ResourceRow>(
  rows: BatchRows<Row>,
  topic: 'rooms' | 'devices',
  id: string,
  value: boolean,
): CatalogueChange[] {
  const row = rows.update(id, (current) => ({ ...current, archived: value }));
  return [
    { topic, ids: [id], locationId: row?.location_id },
    { topic: 'services', ids: row?.service_ids ?? [] },
  ];
}

export function foldResource(batch: CatalogueBatch, event: ResourceEvent): CatalogueChange[] {
  switch (event.type) {
    case 'RoomCreated':
    case 'RoomUpdated': {
      const { roomId, locationId, name, capacity, serviceIds } = event.data;
      return saved(
        batch,
        batch.rooms,
        'rooms',
        { id: roomId, location_id: locationId, name, capacity, service_ids: serviceIds, archived: false },
        event.type === 'RoomCreated',
      );
    }
    case 'RoomArchived':
    case 'RoomRestored':
      return archived(batch.rooms, 'rooms', event.data.roomId, event.type === 'RoomArchived');
    case 'DeviceCreated':
    case 'DeviceUpdated': {
      const { deviceId, locationId, name, quantity, serviceIds } = event.data;
      return saved(
        batch,
        batch.devices,
        'devices',
        { id: deviceId, location_id: locationId, name, quantity, service_ids: serviceIds, archived: false },
        event.type === 'DeviceCreated',
      );
    }
    case 'DeviceArchived':
    case 'DeviceRestored':
      return archived(batch.devices, 'devices', event.data.deviceId, event.type === 'DeviceArchived');
    default:
      return unfoldable('catalogue', event);
  }
}
