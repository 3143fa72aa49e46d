import { sql, type RawBuilder } from 'kysely';
import type { TimeOffReason, TimeOffStatus } from '@chairside/shared/team/schedule-dto';

// Time off from starts_at until ends_at (exclusive), both yyyy-MM-ddTHH:mm wall clock kept as text.
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

export function createStaffTimeOffTable(schema: string): RawBuilder<unknown> {
  return sql`
    create table ${sql.id(schema, 'staff_time_off')} (
      id text primary key,
      staff_id text not null,
      starts_at text not null,
      ends_at text not null,
      reason text not null,
      note text not null,
      status text not null,
      requested_by text,
      decided_by text
    );
    create index on ${sql.id(schema, 'staff_time_off')} (staff_id, starts_at)`;
}
