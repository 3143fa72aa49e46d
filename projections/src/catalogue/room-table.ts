import { sql, type RawBuilder } from 'kysely';

// capacity: how many appointments the room holds at once; service_ids: the services it serves.
export interface RoomTable {
  id: string;
  location_id: string;
  name: string;
  capacity: number;
  service_ids: string[];
  archived: boolean;
}

export function createRoomTable(schema: string): RawBuilder<unknown> {
  return sql`
    create table ${sql.id(schema, 'rooms')} (
      id text primary key,
      location_id text not null,
      name text not null,
      capacity integer not null,
      service_ids text[] not null,
      archived boolean not null
    );
    create index on ${sql.id(schema, 'rooms')} (location_id)`;
}
