import { sql, type ColumnType } from 'kysely';
import type { AppointmentItemRecord } from '@chairside/shared/appointments/appointment-events';
import type { Projection } from '../engine/projection';

// Waitlist entries with the slot last offered to them; dates are yyyy-MM-dd and times HH:mm local.
export interface WaitlistEntryTable {
  id: string;
  location_id: string;
  client_id: string;
  service_id: string;
  staff_id: string | null;
  from_date: string;
  until_date: string;
  from_time: string;
  until_time: string;
  notes: string;
  created_at: Date;
  open: boolean;
  removed_reason: string | null;
  appointment_id: string | null;
  offer_starts_at: Date | null;
  offer_staff_id: string | null;
}

// The waitlist's own memory of what each appointment occupies on each day, so a cancellation, a no-show
// or a move away (whose events carry only the id) tells which time it freed. One row per day stream.
export interface WaitlistAppointmentTable {
  appointment_id: string;
  location_id: string;
  date: string;
  // jsonb: written as JSON text, read back parsed.
  items: ColumnType<AppointmentItemRecord[], string, string>;
}

export const waitlistTables: Projection['tables'] = {
  waitlist_entries: (schema) => sql`
    create table ${sql.id(schema, 'waitlist_entries')} (
      id text primary key,
      location_id text not null,
      client_id text not null,
      service_id text not null,
      staff_id text,
      from_date text not null,
      until_date text not null,
      from_time text not null,
      until_time text not null,
      notes text not null,
      created_at timestamptz not null,
      open boolean not null,
      removed_reason text,
      appointment_id text,
      offer_starts_at timestamptz,
      offer_staff_id text
    );
    create index on ${sql.id(schema, 'waitlist_entries')} (location_id, open, from_date)`,
  waitlist_appointments: (schema) => sql`
    create table ${sql.id(schema, 'waitlist_appointments')} (
      appointment_id text not null,
      location_id text not null,
      date text not null,
      items jsonb not null,
      primary key (appointment_id, location_id, date)
    )`,
};
