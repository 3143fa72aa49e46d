import { normalizePhone } from '@chairside/shared/format/phone-format';
import {
  ANONYMISED_CLIENT_NAME,
  type ClientAnonymised,
  type ClientDetailsChanged,
  type ClientRegistered,
} from '@chairside/shared/clients/client-events';
import { rowsById } from '../engine/batch-rows';
import { defineProjection, unfoldable } from '../engine/projection';
import { createClientTable } from './client-table';

export const phoneDigits = (phone: string): string => phone.replace(/[^0-9]/g, '');

// Phones are written as E.164; older events hold them as typed ('(312) 555-0142'), which
// folding normalises (version 2), so every stored number has one form and search finds it however it is
// typed. A number that cannot be read as one is kept as it was.
export const storedClientPhone = (phone: string): string => (phone.trim() === '' ? '' : (normalizePhone(phone) ?? phone.trim()));

// Clients, searchable by name, e-mail and phone number (see client-table.ts).
export const clientProjection = defineProjection<ClientRegistered | ClientDetailsChanged | ClientAnonymised>({
  name: 'clients',
  version: 2,
  eventTypes: ['ClientRegistered', 'ClientDetailsChanged', 'ClientAnonymised'],
  topics: ['clients'],
  tables: { clients: createClientTable },
  async apply(_trx, events, context) {
    const clients = rowsById(
      await context.tables.select(
        'clients',
        'id',
        events.map((event) => event.data.clientId),
      ),
    );
    for (const event of events) {
      if (event.type === 'ClientAnonymised') {
        // Erasure: the row stays (visits and sales still point at it), its personal data goes.
        const erased = { first_name: ANONYMISED_CLIENT_NAME, last_name: '', phone: '', phone_digits: '', email: '' };
        clients.update(event.data.clientId, (row) => ({ ...row, ...erased, updated_at: new Date(event.metadata.occurredAt) }));
        context.change({ topic: 'clients', rooms: ['staff'], ids: [event.data.clientId] }, event);
        continue;
      }
      const { clientId, firstName, lastName, email } = event.data;
      const phone = storedClientPhone(event.data.phone);
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
