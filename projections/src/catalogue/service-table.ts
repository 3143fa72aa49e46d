import { sql, type RawBuilder } from 'kysely';
import type { ResourceNeed } from '@chairside/shared/catalogue/catalogue-dto';

// has_history: someone performs it or a room or device serves it, so it is archived, never deleted.
export interface ServiceTable {
  id: string;
  category_id: string;
  name: string;
  description: string;
  duration_minutes: number;
  processing_minutes: number;
  buffer_minutes: number;
  price_cents: number;
  color: string;
  online_bookable: boolean;
  resource_need: ResourceNeed;
  archived: boolean;
  has_history: boolean;
}

export function createServiceTable(schema: string): RawBuilder<unknown> {
  return sql`
    create table ${sql.id(schema, 'services')} (
      id text primary key,
      category_id text not null,
      name text not null,
      description text not null,
      duration_minutes integer not null,
      processing_minutes integer not null,
      buffer_minutes integer not null,
      price_cents integer not null,
      color text not null,
      online_bookable boolean not null,
      resource_need text not null,
      archived boolean not null,
      has_history boolean not null
    );
    create index on ${sql.id(schema, 'services')} (category_id)`;
}
