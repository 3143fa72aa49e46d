import { sql, type RawBuilder } from 'kysely';

// The services of an appointment in their order (sort_order), each with who, where and when.
export interface AppointmentItemTable {
  appointment_id: string;
  item_id: string;
  sort_order: number;
  service_id: string;
  staff_id: string;
  room_id: string | null;
  device_id: string | null;
  starts_at: Date;
  duration_minutes: number;
  processing_minutes: number;
  buffer_minutes: number;
  price_cents: number;
}

// Availability reads a staff member's items by start.
export function createAppointmentItemTable(schema: string): RawBuilder<unknown> {
  return sql`
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
    create index on ${sql.id(schema, 'appointment_items')} (staff_id, starts_at)`;
}
