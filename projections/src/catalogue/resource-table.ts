import { column, defineTable, type Column } from '../engine/table-definition';

// Rooms and devices are resources alike: at one location, serving some services (service_ids), so many
// appointments at once (their count column: a room's capacity, a device's quantity), archived rather than
// deleted. Read by location.
export function defineResourceTable<Count extends string>(name: string, count: Count) {
  const countColumn = { [count]: column.integer() } as Record<Count, Column<number>>;
  return defineTable(
    name,
    {
      id: column.text(),
      location_id: column.text(),
      name: column.text(),
      ...countColumn,
      service_ids: column.textArray(),
      archived: column.boolean(),
    },
    { primaryKey: ['id'], indexes: [['location_id']] },
  );
}
