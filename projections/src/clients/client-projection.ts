import { clientEventTypes, type ClientEvent } from '@chairside/shared/clients/client-events';
import { rowsById } from '../engine/batch-rows';
import { defineProjection, unfoldable } from '../engine/projection';
import { createClientTable } from './client-table';

export const phoneDigits = (phone: string): string => phone.replace(/[^0-9]/g, '');

// Clients, searchable by name, e-mail and phone digits (see client-table.ts).
export const clientProjection = defineProjection<ClientEvent>({
  name: 'clients',
  version: 1,
  eventTypes: clientEventTypes,
  topics: ['clients'],
  tables: { clients: createClientTable },
  async apply(_trx, events, context) {
    const clients = rowsById(await context.tables.select('clients', 'id', events.map((event) => event.data.clientId)));
    for (const event of events) {
      const { clientId, firstName, lastName, phone, email } = event.data;
      const at = new Date(event.metadata.occurredAt);
      const values = { first_name: firstName, last_name: lastName, phone, phone_digits: phoneDigits(phone), email, updated_at: at };
      switch (event.type) {
        case 'ClientRegistered':
          clients.insert(clientId, { id: clientId, ...values, created_at: at });
          break;
        case 'ClientDetailsChanged':
          clients.update(clientId, (row) => ({ ...row, ...values }));
          break;
        default:
          unfoldable('clients', event);
      }
      context.change({ topic: 'clients', rooms: ['staff'], ids: [clientId] }, event);
    }
    await clients.write(context.tables.rows('clients', 'id'));
  },
});
