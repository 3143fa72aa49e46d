import { sql, type RawBuilder } from 'kysely';

// quantity: how many appointments the device serves at once; service_ids: the services it serves.
export interface DeviceTable {
  id: string;
  location_id: string;
  name: string;
  quantity: number;
  service_ids: string[];
  archived: boolean;
}

export function createDeviceTable(schema: string): RawBuilder<unknown> {
  return sql`
    create table ${sql.id(schema, 'devices')} (
      id text primary key,
      location_id text not null,
      name text not null,
      quantity integer not null,
      service_ids text[] not null,
      archived boolean not null
    );
    create index on ${sql.id(schema, 'devices')} (location_id)`;
}
