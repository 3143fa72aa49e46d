import { sql, type ColumnType, type RawBuilder } from 'kysely';
import type { AppointmentItemRecord } from '@chairside/shared/appointments/appointment-events';

// The waitlist's own memory of what each appointment occupies on each day, so a cancellation, a no-show
// or a move away (whose events carry only the id) tells which time it freed. One row per day book.
export interface WaitlistAppointmentTable {
  appointment_id: string;
  location_id: string;
  date: string;
  // jsonb: written as JSON text, read back parsed.
  items: ColumnType<AppointmentItemRecord[], string, string>;
}

export function createWaitlistAppointmentTable(schema: string): RawBuilder<unknown> {
  return sql`
    create table ${sql.id(schema, 'waitlist_appointments')} (
      appointment_id text not null,
      location_id text not null,
      date text not null,
      items jsonb not null,
      primary key (appointment_id, location_id, date)
    )`;
}
