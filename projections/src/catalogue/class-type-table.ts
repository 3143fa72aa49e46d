import { sql, type ColumnType, type RawBuilder } from 'kysely';
import type { ClassTimetableSlot } from '@chairside/shared/catalogue/catalogue-dto';

// A weekly class. Dates (starts_on, ends_on) are yyyy-MM-dd local dates kept as text: they sort and compare
// as strings, and no driver turns them into instants in the server's zone.
export interface ClassTypeTable {
  id: string;
  name: string;
  description: string;
  location_id: string;
  instructor_id: string;
  room_id: string | null;
  capacity: number;
  duration_minutes: number;
  price_cents: number;
  color: string;
  // jsonb: written as JSON text, read back parsed.
  timetable: ColumnType<ClassTimetableSlot[], string, string>;
  starts_on: string;
  ends_on: string | null;
  archived: boolean;
}

export function createClassTypeTable(schema: string): RawBuilder<unknown> {
  return sql`
    create table ${sql.id(schema, 'class_types')} (
      id text primary key,
      name text not null,
      description text not null,
      location_id text not null,
      instructor_id text not null,
      room_id text,
      capacity integer not null,
      duration_minutes integer not null,
      price_cents integer not null,
      color text not null,
      timetable jsonb not null,
      starts_on text not null,
      ends_on text,
      archived boolean not null
    );
    create index on ${sql.id(schema, 'class_types')} (location_id)`;
}
