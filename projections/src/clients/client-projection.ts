import { normalizePhone } from '@chairside/shared/format/phone-format';
import {
  ANONYMISED_CLIENT_NAME,
  type ClientAnonymised,
  type ClientArchived,
  type ClientConsentRecorded,
  type ClientDetailsChanged,
  type ClientProfileChanged,
  type ClientRegistered,
  type ClientRestored,
  type ClientsMerged,
} from '@chairside/shared/clients/client-events';
import { rowsById } from '../engine/batch-rows';
import { defineProjection, unfoldable } from '../engine/projection';
import { createClientTable } from './client-table';

export const phoneDigits = (phone: string): string => phone.replace(/[^0-9]/g, '');

// Phones are written as E.164; older events hold them as typed ('(312) 555-0142'), which
// folding normalises (version 2), so every stored number has one form and search finds it however it is
// typed. A number that cannot be read as one is kept as it was.
export const storedClientPhone = (phone: string): string => (phone.trim() === '' ? '' : (normalizePhone(phone) ?? phone.trim()));

type FoldedClientEvent =
  | ClientRegistered
  | ClientDetailsChanged
  | ClientProfileChanged
  | ClientConsentRecorded
  | ClientArchived
  | ClientRestored
  | ClientsMerged
  | ClientAnonymised;

// Clients, searchable by name, e-mail and phone number (see client-table.ts), with their profile
// (birthday, tags, consent per channel) and status. Change notices go to the 'clients' room, which only
// those who may read clients join (they name them).
export const clientProjection = defineProjection<FoldedClientEvent>({
  name: 'clients',
  // 5: without the index in name order, which led the planner to walk the whole book in order for a search.
  version: 5,
  eventTypes: [
    'ClientRegistered',
    'ClientDetailsChanged',
    'ClientProfileChanged',
    'ClientConsentRecorded',
    'ClientArchived',
    'ClientRestored',
    'ClientsMerged',
    'ClientAnonymised',
  ],
  topics: ['clients'],
  tables: { clients: createClientTable },
  async apply(trx, events, context) {
    const chains: [string, string][] = [];
    const clients = rowsById(
      await context.tables.select(
        'clients',
        'id',
        events.flatMap((event) => (event.type === 'ClientsMerged' ? [event.data.mergedId, event.data.survivorId] : [event.data.clientId])),
      ),
    );
    for (const event of events) {
      const clientId = event.type === 'ClientsMerged' ? event.data.mergedId : event.data.clientId;
      const at = new Date(event.metadata.occurredAt);
      switch (event.type) {
        case 'ClientRegistered':
        case 'ClientDetailsChanged': {
          const { firstName, lastName, email } = event.data;
          const phone = storedClientPhone(event.data.phone);
          const values = { first_name: firstName, last_name: lastName, phone, phone_digits: phoneDigits(phone), email, updated_at: at };
          if (event.type === 'ClientRegistered')
            clients.insert(clientId, {
              id: clientId,
              ...values,
              birthday: null,
              tags: [],
              consent: {},
              status: 'active',
              merged_into: null,
              created_at: at,
            });
          else clients.update(clientId, (row) => ({ ...row, ...values }));
          break;
        }
        case 'ClientProfileChanged':
          clients.update(clientId, (row) => ({ ...row, birthday: event.data.birthday, tags: event.data.tags, updated_at: at }));
          break;
        case 'ClientConsentRecorded': {
          const { channel, granted, source } = event.data;
          const entry = { granted, source, by: event.metadata.userId ?? null, at: event.metadata.occurredAt };
          clients.update(clientId, (row) => ({ ...row, consent: { ...row.consent, [channel]: entry }, updated_at: at }));
          break;
        }
        case 'ClientArchived':
        case 'ClientRestored':
          clients.update(clientId, (row) => ({ ...row, status: event.type === 'ClientArchived' ? 'archived' : 'active', updated_at: at }));
          break;
        case 'ClientsMerged': {
          // The survivor's chosen values come in its own stream's events of the same append; here the
          // merged-away row points at the survivor (and so do rows merged into it before).
          const { survivorId, mergedId } = event.data;
          clients.update(mergedId, (row) => ({ ...row, status: 'merged', merged_into: survivorId, updated_at: at }));
          chains.push([mergedId, survivorId]);
          break;
        }
        case 'ClientAnonymised': {
          // Erasure: the row stays (visits and sales still point at it), its personal data goes.
          const erased = {
            first_name: ANONYMISED_CLIENT_NAME,
            last_name: '',
            phone: '',
            phone_digits: '',
            email: '',
            birthday: null,
            tags: [],
          };
          clients.update(clientId, (row) => ({ ...row, ...erased, status: 'anonymised', updated_at: at }));
          break;
        }
        default:
          unfoldable('clients', event);
      }
      context.change(
        {
          topic: 'clients',
          rooms: ['clients'],
          ids: event.type === 'ClientsMerged' ? [event.data.mergedId, event.data.survivorId] : [clientId],
        },
        event,
      );
    }
    await clients.write(context.tables.rows('clients', 'id'));
    for (const [mergedId, survivorId] of chains)
      await trx.updateTable('clients').set({ merged_into: survivorId }).where('merged_into', '=', mergedId).execute();
  },
});
