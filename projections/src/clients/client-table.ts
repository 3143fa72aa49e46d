import { sql, type RawBuilder } from 'kysely';

// Clients as booking finds them. phone_digits keeps only the digits of phone, so "(312) 555-0142" is
// found by "3125550142", "312555" (prefix) or "0142" (suffix, through the reversed index).
export interface ClientTable {
  id: string;
  first_name: string;
  last_name: string;
  phone: string;
  phone_digits: string;
  email: string;
  created_at: Date;
  updated_at: Date;
}

// pg_trgm is not guaranteed, so searches are prefix matches served by btree text_pattern_ops indexes
// (tens of thousands of clients stay fast).
export function createClientTable(schema: string): RawBuilder<unknown> {
  return sql`
    create table ${sql.id(schema, 'clients')} (
      id text primary key,
      first_name text not null,
      last_name text not null,
      phone text not null,
      phone_digits text not null,
      email text not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    );
    create index on ${sql.id(schema, 'clients')} (lower(first_name) text_pattern_ops);
    create index on ${sql.id(schema, 'clients')} (lower(last_name) text_pattern_ops);
    create index on ${sql.id(schema, 'clients')} (lower(first_name || ' ' || last_name) text_pattern_ops);
    create index on ${sql.id(schema, 'clients')} (lower(email) text_pattern_ops);
    create index on ${sql.id(schema, 'clients')} (phone_digits text_pattern_ops);
    create index on ${sql.id(schema, 'clients')} (reverse(phone_digits) text_pattern_ops)`;
}
