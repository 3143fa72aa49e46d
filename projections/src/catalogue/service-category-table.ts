import { sql, type RawBuilder } from 'kysely';

export interface ServiceCategoryTable {
  id: string;
  name: string;
  description: string;
  sort_order: number;
}

export function createServiceCategoryTable(schema: string): RawBuilder<unknown> {
  return sql`
    create table ${sql.id(schema, 'service_categories')} (
      id text primary key,
      name text not null,
      description text not null,
      sort_order integer not null
    )`;
}
