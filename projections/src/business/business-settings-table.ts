import { sql, type Generated, type RawBuilder } from 'kysely';

// The business's public face (name, logo) and its fixed settings; one row per business.
export interface BusinessSettingsTable {
  business_id: string;
  business_name: string;
  business_logo: string | null;
  time_zone: string;
  currency: string;
  updated_at: Generated<Date>;
}

export function createBusinessSettingsTable(schema: string): RawBuilder<unknown> {
  return sql`
    create table ${sql.id(schema, 'business_settings')} (
      business_id text primary key,
      business_name text not null,
      business_logo text,
      time_zone text not null,
      currency text not null,
      updated_at timestamptz not null default now()
    )`;
}
