import type { ColumnType } from 'kysely';
import type { ScheduleDay, TimeOffReason, TimeOffStatus, TimeRange } from '@chairside/shared/team/schedule-dto';

// Dates are yyyy-MM-dd and date-times yyyy-MM-ddTHH:mm wall clock in the business zone, kept as text:
// they sort and compare as strings, and no driver turns them into instants in the server's zone.

export interface StaffWeeklyScheduleTable {
  id: string;
  staff_id: string;
  location_id: string;
  effective_from: string;
  effective_until: string | null;
  days: ColumnType<ScheduleDay[], string, string>;
}

export interface StaffScheduleExceptionTable {
  staff_id: string;
  date: string;
  location_id: string;
  hours: ColumnType<TimeRange[], string, string>;
  note: string;
}

export interface StaffTimeOffTable {
  id: string;
  staff_id: string;
  starts_at: string;
  ends_at: string;
  reason: TimeOffReason;
  note: string;
  status: TimeOffStatus;
  requested_by: string | null;
  decided_by: string | null;
}
