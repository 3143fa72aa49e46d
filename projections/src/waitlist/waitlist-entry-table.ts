import { sql, type RawBuilder } from 'kysely';

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

export function createWaitlistEntryTable(schema: string): RawBuilder<unknown> {
  return sql`
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
    create index on ${sql.id(schema, 'waitlist_entries')} (location_id, open, from_date)`;
}
