import { sql, type ColumnType, type RawBuilder } from 'kysely';
import type { AppointmentItemRecord } from '@chairside/shared/appointments/appointment-events';

// A slot held while someone books online; reads drop it once expires_at has passed (no event says so).
export interface AppointmentHoldTable {
  id: string;
  location_id: string;
  date: string;
  starts_at: Date;
  ends_at: Date;
  expires_at: Date;
  held_by: string | null;
  // jsonb: written as JSON text, read back parsed.
  items: ColumnType<AppointmentItemRecord[], string, string>;
}

export function createAppointmentHoldTable(schema: string): RawBuilder<unknown> {
  return sql`
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
    create index on ${sql.id(schema, 'appointment_holds')} (date, location_id)`;
}
