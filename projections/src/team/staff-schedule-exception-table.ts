import type { TimeRange } from '@chairside/shared/team/working-hours-dto';
import { column, defineTable, type TableRow } from '../engine/table-definition';

// A date on which a staff member's weekly pattern is replaced by these hours (none: a day off). Dates are
// yyyy-MM-dd local, kept as text.
export const staffScheduleExceptionTable = defineTable(
  'staff_schedule_exceptions',
  {
    staff_id: column.text(),
    date: column.text(),
    location_id: column.text(),
    hours: column.jsonb<TimeRange[]>(),
    note: column.text(),
  },
  { primaryKey: ['staff_id', 'date'], indexes: [['date']] },
);

export type StaffScheduleExceptionTable = TableRow<typeof staffScheduleExceptionTable>;
export const createStaffScheduleExceptionTable = staffScheduleExceptionTable.create;
