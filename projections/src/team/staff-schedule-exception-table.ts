import { sql, type ColumnType, type RawBuilder } from 'kysely';
import type { TimeRange } from '@chairside/shared/team/schedule-dto';

// A date on which a staff member's weekly pattern is replaced by these hours (none: a day off). Dates are
// yyyy-MM-dd local, kept as text.
export interface StaffScheduleExceptionTable {
  staff_id: string;
  date: string;
  location_id: string;
  // jsonb: written as JSON text, read back parsed.
  hours: ColumnType<TimeRange[], string, string>;
  note: string;
}

export function createStaffScheduleExceptionTable(schema: string): RawBuilder<unknown> {
  return sql`
    create table ${sql.id(schema, 'staff_schedule_exceptions')} (
      staff_id text not null,
      date text not null,
      location_id text not null,
      hours jsonb not null,
      note text not null,
      primary key (staff_id, date)
    );
    create index on ${sql.id(schema, 'staff_schedule_exceptions')} (date)`;
}
