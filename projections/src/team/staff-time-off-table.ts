import type { TimeOffReason, TimeOffStatus } from '@chairside/shared/team/working-hours-dto';
import { column, defineTable, type TableRow } from '../engine/table-definition';

// Time off from starts_at until ends_at (exclusive), both yyyy-MM-ddTHH:mm wall clock kept as text.
export const staffTimeOffTable = defineTable(
  'staff_time_off',
  {
    id: column.text(),
    staff_id: column.text(),
    starts_at: column.text(),
    ends_at: column.text(),
    reason: column.text<TimeOffReason>(),
    note: column.text(),
    status: column.text<TimeOffStatus>(),
    requested_by: column.text().nullable(),
    decided_by: column.text().nullable(),
  },
  { primaryKey: ['id'], indexes: [['staff_id', 'starts_at']] },
);

export type StaffTimeOffTable = TableRow<typeof staffTimeOffTable>;
export const createStaffTimeOffTable = staffTimeOffTable.create;
