import { column, defineTable, type TableRow } from '../engine/table-definition';

// Who performs which service; null terms: the service's own price or duration.
export const serviceStaffTable = defineTable(
  'service_staff',
  {
    service_id: column.text(),
    staff_id: column.text(),
    price_cents: column.integer().nullable(),
    duration_minutes: column.integer().nullable(),
  },
  { primaryKey: ['service_id', 'staff_id'], indexes: [['staff_id']] },
);

export type ServiceStaffTable = TableRow<typeof serviceStaffTable>;
export const createServiceStaffTable = serviceStaffTable.create;
