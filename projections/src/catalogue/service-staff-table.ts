import { sql, type RawBuilder } from 'kysely';

// Who performs which service; null terms: the service's own price or duration.
export interface ServiceStaffTable {
  service_id: string;
  staff_id: string;
  price_cents: number | null;
  duration_minutes: number | null;
}

export function createServiceStaffTable(schema: string): RawBuilder<unknown> {
  return sql`
    create table ${sql.id(schema, 'service_staff')} (
      service_id text not null,
      staff_id text not null,
      price_cents integer,
      duration_minutes integer,
      primary key (service_id, staff_id)
    );
    create index on ${sql.id(schema, 'service_staff')} (staff_id)`;
}
