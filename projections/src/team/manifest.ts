import type { ProjectionModule } from '../engine/projection-module';
import { staffMemberProjection } from './staff-member-projection';
import type { StaffMemberTable } from './staff-member-table';
import type { StaffScheduleExceptionTable } from './staff-schedule-exception-table';
import { workingHoursProjection } from './working-hours-projection';
import type { StaffTimeOffTable } from './staff-time-off-table';
import type { StaffWeeklyScheduleTable } from './staff-weekly-schedule-table';

export type TeamTables = {
  staff_members: StaffMemberTable;
  staff_weekly_schedules: StaffWeeklyScheduleTable;
  staff_schedule_exceptions: StaffScheduleExceptionTable;
  staff_time_off: StaffTimeOffTable;
};

export const teamProjections: ProjectionModule<TeamTables> = {
  name: 'team',
  projections: [staffMemberProjection, workingHoursProjection],
};
