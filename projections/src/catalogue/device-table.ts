import type { TableRow } from '../engine/table-definition';
import { defineResourceTable } from './resource-table';

// quantity: how many appointments the device serves at once.
export const deviceTable = defineResourceTable('devices', 'quantity');

export type DeviceTable = TableRow<typeof deviceTable>;
export const createDeviceTable = deviceTable.create;
