import { sql, type ColumnType, type Generated, type RawBuilder } from 'kysely';
import type { ColorPreferences } from '@chairside/shared/identity/identity-dto';

// Users as sign-in, permission checks and the staff screens read them.
export interface UserAccountTable {
  id: string;
  role: string;
  username: string;
  email: string;
  phone: string | null;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  password_hash: string;
  is_active: boolean;
  // jsonb: written as JSON text, read back parsed; null until the user saves colors.
  color_preferences: ColumnType<ColorPreferences | null, string | null, string | null>;
  direct_permissions: string[];
  created_at: Date;
  updated_at: Generated<Date>;
}

// Sign-in looks users up by lowercased username or e-mail, recovery by the digits of the phone number.
export function createUserAccountTable(schema: string): RawBuilder<unknown> {
  return sql`
    create table ${sql.id(schema, 'users')} (
      id text primary key,
      role text not null,
      username text not null,
      email text not null,
      phone text,
      first_name text not null,
      last_name text not null,
      profile_picture text,
      password_hash text not null,
      is_active boolean not null,
      color_preferences jsonb,
      direct_permissions text[] not null default '{}',
      created_at timestamptz not null,
      updated_at timestamptz not null default now()
    );
    create index on ${sql.id(schema, 'users')} (lower(username));
    create index on ${sql.id(schema, 'users')} (lower(email));
    create index on ${sql.id(schema, 'users')} (regexp_replace(phone, '[^0-9]', '', 'g'))`;
}
