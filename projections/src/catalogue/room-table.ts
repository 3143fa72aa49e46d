import type { TableRow } from '../engine/table-definition';
import { defineResourceTable } from './resource-table';

// capacity: how many appointments the room holds at once.
export const roomTable = defineResourceTable('rooms', 'capacity');

export type RoomTable = TableRow<typeof roomTable>;
export const createRoomTable = roomTable.create;
