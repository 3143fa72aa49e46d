import { sql, type ColumnType, type RawBuilder } from 'kysely';
import type { ScheduleDay } from '@chairside/shared/team/schedule-dto';

// Dates are yyyy-MM-dd and date-times yyyy-MM-ddTHH:mm wall clock in the business zone, kept as text:
// they sort and compare as strings, and no driver turns them into instants in the server's zone.
export interface StaffWeeklyScheduleTable {
  id: string;
  staff_id: string;
  location_id: string;
  effective_from: string;
  effective_until: string | null;
  // jsonb: written as JSON text, read back parsed.
  days: ColumnType<ScheduleDay[], string, string>;
}

export function createStaffWeeklyScheduleTable(schema: string): RawBuilder<unknown> {
  return sql`
    create table ${sql.id(schema, 'staff_weekly_schedules')} (
      id text primary key,
      staff_id text not null,
      location_id text not null,
      effective_from text not null,
      effective_until text,
      days jsonb not null
    );
    create index on ${sql.id(schema, 'staff_weekly_schedules')} (staff_id);
    create index on ${sql.id(schema, 'staff_weekly_schedules')} (location_id)`;
}
