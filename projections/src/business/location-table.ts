import { column, defineTable, type TableRow } from '../engine/table-definition';

// The business's locations in the order they were added (sort_order: the revision that added them).
export const locationTable = defineTable(
  'locations',
  {
    id: column.text(),
    name: column.text(),
    is_default: column.boolean(),
    is_active: column.boolean(),
    sort_order: column.integer(),
  },
  { primaryKey: ['id'] },
);

export type LocationTable = TableRow<typeof locationTable>;
export const createLocationTable = locationTable.create;
