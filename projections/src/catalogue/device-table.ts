import { column, defineTable, type TableRow } from '../engine/table-definition';

// quantity: how many appointments the device serves at once; service_ids: the services it serves.
export const deviceTable = defineTable(
  'devices',
  {
    id: column.text(),
    location_id: column.text(),
    name: column.text(),
    quantity: column.integer(),
    service_ids: column.textArray(),
    archived: column.boolean(),
  },
  { primaryKey: ['id'], indexes: [['location_id']] },
);

export type DeviceTable = TableRow<typeof deviceTable>;
export const createDeviceTable = deviceTable.create;
