import { column, defineTable, type TableRow } from '../engine/table-definition';

// capacity: how many appointments the room holds at once; service_ids: the services it serves.
export const roomTable = defineTable(
  'rooms',
  {
    id: column.text(),
    location_id: column.text(),
    name: column.text(),
    capacity: column.integer(),
    service_ids: column.textArray(),
    archived: column.boolean(),
  },
  { primaryKey: ['id'], indexes: [['location_id']] },
);

export type RoomTable = TableRow<typeof roomTable>;
export const createRoomTable = roomTable.create;
