import { sql, type ColumnType, type Generated, type RawBuilder } from 'kysely';
import type { StaffPay } from '@chairside/shared/team/staff-dto';

// The team member side of a person; names, e-mail, phone and groups are read from `users`.
export interface StaffMemberTable {
  id: string;
  title: string;
  bio: string;
  photo: string | null;
  color: string;
  location_ids: string[];
  // jsonb: written as JSON text, read back parsed.
  pay: ColumnType<StaffPay, string, string>;
  is_active: boolean;
  hired_at: Date;
  updated_at: Generated<Date>;
}

export function createStaffMemberTable(schema: string): RawBuilder<unknown> {
  return sql`
    create table ${sql.id(schema, 'staff_members')} (
      id text primary key,
      title text not null,
      bio text not null,
      photo text,
      color text not null,
      location_ids text[] not null,
      pay jsonb not null,
      is_active boolean not null,
      hired_at timestamptz not null,
      updated_at timestamptz not null default now()
    );
    create index on ${sql.id(schema, 'staff_members')} using gin (location_ids)`;
}
