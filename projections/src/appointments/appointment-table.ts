import { sql, type RawBuilder } from 'kysely';
import type { AppointmentStatus } from '@chairside/shared/appointments/appointment-dto';

// One row per appointment, wherever it lives now. `date` is the yyyy-MM-dd local date (America/Chicago) of
// the day book it is in, kept as text so it compares as a string.
export interface AppointmentTable {
  id: string;
  location_id: string;
  date: string;
  series_id: string | null;
  status: AppointmentStatus;
  starts_at: Date;
  // When the client leaves (last end of processing).
  ends_at: Date;
  client_id: string;
  notes: string;
  price_cents: number;
  cancel_reason: string | null;
  late_cancel: boolean;
  created_at: Date;
  updated_at: Date;
}

// Calendar reads go by location and day (or a range of days); the dashboard by location and date; the
// drawer by id; a client's history by client.
export function createAppointmentTable(schema: string): RawBuilder<unknown> {
  return sql`
    create table ${sql.id(schema, 'appointments')} (
      id text primary key,
      location_id text not null,
      date text not null,
      series_id text,
      status text not null,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      client_id text not null,
      notes text not null,
      price_cents integer not null,
      cancel_reason text,
      late_cancel boolean not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    );
    create index on ${sql.id(schema, 'appointments')} (location_id, date, starts_at);
    create index on ${sql.id(schema, 'appointments')} (date);
    create index on ${sql.id(schema, 'appointments')} (client_id)`;
}
