import { sql, type Transaction } from 'kysely';
import type { BusinessEvent } from '@chairside/shared/business/business-events';
import type { Projection } from '../engine/projection';
import type { ReadModels } from '../database';

export const businessSettingsProjection: Projection = {
  name: 'business_settings',
  version: 1,
  eventTypes: ['BusinessRegistered', 'BusinessSettingsUpdated'],
  topics: ['business-settings'],
  tables: {
    business_settings: (schema) => sql`
      create table ${sql.id(schema, 'business_settings')} (
        business_id text primary key,
        business_name text not null,
        business_logo text,
        time_zone text not null,
        currency text not null,
        updated_at timestamptz not null default now()
      )`,
  },
  async apply(trx, events, context) {
    const db = (trx as unknown as Transaction<ReadModels>).withSchema(context.schema);
    for (const recorded of events) {
      const event = recorded as unknown as BusinessEvent;
      const businessId = recorded.stream.slice('business-'.length);
      if (event.type === 'BusinessRegistered') {
        await db
          .insertInto('business_settings')
          .values({ business_id: businessId, business_name: event.data.businessName, business_logo: null, time_zone: event.data.timeZone, currency: event.data.currency })
          .onConflict((oc) => oc.column('business_id').doNothing())
          .execute();
      } else if (event.type === 'BusinessSettingsUpdated') {
        await db
          .updateTable('business_settings')
          .set({ business_name: event.data.businessName, business_logo: event.data.businessLogo, updated_at: new Date(recorded.metadata.occurredAt) })
          .where('business_id', '=', businessId)
          .execute();
      } else continue;
      // Name and logo are public (the booking page shows them): every open screen may hear of it.
      context.change({ topic: 'business-settings', rooms: ['business'], ids: [businessId] }, recorded);
    }
  },
};
