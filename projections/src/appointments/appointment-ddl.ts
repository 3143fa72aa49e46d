import { sql } from 'kysely';
import type { Projection } from '../engine/projection';

// Calendar reads go by location and day (or a range of days); the availability check and the
// dashboard by location and start; the drawer by appointment.
export const appointmentTables: Projection['tables'] = {
  appointments: (schema) => sql`
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
    create index on ${sql.id(schema, 'appointments')} (client_id)`,
  appointment_items: (schema) => sql`
    create table ${sql.id(schema, 'appointment_items')} (
      appointment_id text not null,
      item_id text not null,
      sort_order integer not null,
      service_id text not null,
      staff_id text not null,
      room_id text,
      device_id text,
      starts_at timestamptz not null,
      duration_minutes integer not null,
      processing_minutes integer not null,
      buffer_minutes integer not null,
      price_cents integer not null,
      primary key (appointment_id, item_id)
    );
    create index on ${sql.id(schema, 'appointment_items')} (staff_id, starts_at)`,
  appointment_holds: (schema) => sql`
    create table ${sql.id(schema, 'appointment_holds')} (
      id text primary key,
      location_id text not null,
      date text not null,
      starts_at timestamptz not null,
      ends_at timestamptz not null,
      expires_at timestamptz not null,
      held_by text,
      items jsonb not null
    );
    create index on ${sql.id(schema, 'appointment_holds')} (date, location_id)`,
  appointment_timeline: (schema) => sql`
    create table ${sql.id(schema, 'appointment_timeline')} (
      event_id text primary key,
      appointment_id text not null,
      position text not null,
      commit_position bigint not null,
      prepare_position bigint not null,
      type text not null,
      summary text not null,
      at timestamptz not null,
      user_id text
    );
    create index on ${sql.id(schema, 'appointment_timeline')} (appointment_id, commit_position, prepare_position)`,
};
