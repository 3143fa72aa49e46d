import { column, defineTable, type TableRow } from '../engine/table-definition';

export const serviceCategoryTable = defineTable(
  'service_categories',
  {
    id: column.text(),
    name: column.text(),
    description: column.text(),
    sort_order: column.integer(),
  },
  { primaryKey: ['id'] },
);

export type ServiceCategoryTable = TableRow<typeof serviceCategoryTable>;
export const createServiceCategoryTable = serviceCategoryTable.create;
