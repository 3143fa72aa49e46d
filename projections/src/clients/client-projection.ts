import { sql, type Transaction } from 'kysely';
import { clientEventTypes, type ClientEvent } from '@chairside/shared/clients/client-events';
import type { Projection } from '../engine/projection';
import type { ReadModels } from '../database';

export const phoneDigits = (phone: string): string => phone.replace(/[^0-9]/g, '');

// Clients, searchable by name, e-mail and phone digits. pg_trgm is not guaranteed, so searches are
// prefix matches served by btree text_pattern_ops indexes (tens of thousands of clients stay fast).
export const clientProjection: Projection = {
  name: 'clients',
  version: 1,
  eventTypes: clientEventTypes,
  topics: ['clients'],
  tables: {
    clients: (schema) => sql`
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
      create index on ${sql.id(schema, 'clients')} (reverse(phone_digits) text_pattern_ops)`,
  },
  async apply(trx, events, context) {
    const db = (trx as unknown as Transaction<ReadModels>).withSchema(context.schema);
    for (const recorded of events) {
      const event = recorded as unknown as ClientEvent;
      const { clientId, firstName, lastName, phone, email } = event.data;
      const at = new Date(recorded.metadata.occurredAt);
      const values = { first_name: firstName, last_name: lastName, phone, phone_digits: phoneDigits(phone), email, updated_at: at };
      switch (event.type) {
        case 'ClientRegistered':
          await db
            .insertInto('clients')
            .values({ id: clientId, ...values, created_at: at })
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
          break;
        case 'ClientDetailsChanged':
          await db.updateTable('clients').set(values).where('id', '=', clientId).execute();
          break;
        default: {
          const unknown: never = event;
          throw new Error(`clients cannot fold ${(unknown as { type: string }).type}`);
        }
      }
      context.change({ topic: 'clients', rooms: ['staff'], ids: [clientId] }, recorded);
    }
  },
};
