import { sql, type Transaction } from 'kysely';
import type { BusinessEvent } from '@chairside/shared/business/business-events';
import type { Projection } from '../engine/projection';
import type { ReadModels } from '../database';

export const locationListProjection: Projection = {
  name: 'location_list',
  version: 1,
  eventTypes: ['LocationAdded', 'LocationRenamed', 'DefaultLocationChanged', 'LocationActivated', 'LocationDeactivated'],
  topics: ['locations'],
  tables: {
    locations: (schema) => sql`
      create table ${sql.id(schema, 'locations')} (
        id text primary key,
        name text not null,
        is_default boolean not null,
        is_active boolean not null,
        sort_order integer not null
      )`,
  },
  async apply(trx, events, context) {
    const db = (trx as unknown as Transaction<ReadModels>).withSchema(context.schema);
    for (const recorded of events) {
      const event = recorded as unknown as BusinessEvent;
      if (event.type === 'LocationAdded') {
        if (event.data.isDefault) await db.updateTable('locations').set({ is_default: false }).where('is_default', '=', true).execute();
        await db
          .insertInto('locations')
          .values({ id: event.data.locationId, name: event.data.name, is_default: event.data.isDefault, is_active: true, sort_order: Number(recorded.revision) })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      } else if (event.type === 'LocationRenamed') {
        await db.updateTable('locations').set({ name: event.data.name }).where('id', '=', event.data.locationId).execute();
      } else if (event.type === 'DefaultLocationChanged') {
        await db.updateTable('locations').set({ is_default: sql<boolean>`id = ${event.data.locationId}` }).where((eb) => eb.or([eb('is_default', '=', true), eb('id', '=', event.data.locationId)])).execute();
      } else if (event.type === 'LocationActivated') {
        await db.updateTable('locations').set({ is_active: true }).where('id', '=', event.data.locationId).execute();
      } else if (event.type === 'LocationDeactivated') {
        await db.updateTable('locations').set({ is_active: false }).where('id', '=', event.data.locationId).execute();
      } else continue;
      context.change({ topic: 'locations', rooms: ['business'], locationId: event.data.locationId, ids: [event.data.locationId] }, recorded);
    }
  },
};
