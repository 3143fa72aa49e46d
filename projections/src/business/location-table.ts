import { sql, type RawBuilder } from 'kysely';

// The business's locations in the order they were added (sort_order: the revision that added them).
export interface LocationTable {
  id: string;
  name: string;
  is_default: boolean;
  is_active: boolean;
  sort_order: number;
}

export function createLocationTable(schema: string): RawBuilder<unknown> {
  return sql`
    create table ${sql.id(schema, 'locations')} (
      id text primary key,
      name text not null,
      is_default boolean not null,
      is_active boolean not null,
      sort_order integer not null
    )`;
}
