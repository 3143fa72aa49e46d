import type { WeeklyScheduleDay } from '@chairside/shared/team/working-hours-dto';
import { column, defineTable, type TableRow } from '../engine/table-definition';

// Dates are yyyy-MM-dd and date-times yyyy-MM-ddTHH:mm wall clock in the business zone, kept as text:
// they sort and compare as strings, and no driver turns them into instants in the server's zone.
export const staffWeeklyScheduleTable = defineTable(
  'staff_weekly_schedules',
  {
    id: column.text(),
    staff_id: column.text(),
    location_id: column.text(),
    effective_from: column.text(),
    effective_until: column.text().nullable(),
    days: column.jsonb<WeeklyScheduleDay[]>(),
  },
  { primaryKey: ['id'], indexes: [['staff_id'], ['location_id']] },
);

export type StaffWeeklyScheduleTable = TableRow<typeof staffWeeklyScheduleTable>;
export const createStaffWeeklyScheduleTable = staffWeeklyScheduleTable.create;
