import { describe, it } from 'vitest';
import type { ClientEvent } from '@chairside/shared/clients/client-events';
import { clientDecider } from './client-decider';
import { deciderSpec } from '../../testing/decider-spec';

const now = new Date('2026-11-22T15:00:00Z');
const clientId = 'c0000000-0000-4000-8000-000000000001';
const details = { firstName: 'Grace', lastName: 'Hopper', phone: '(312) 555-0142', email: 'grace@example.com' };

const { given } = deciderSpec(clientDecider, { now });
const registered: ClientEvent = { type: 'ClientRegistered', data: { clientId, ...details, phone: '+13125550142' } };

describe('client decider', () => {
  it('registers a client once, trimming what was typed', () => {
    given([])
      .when({ type: 'RegisterClient', clientId, ...details, firstName: ' Grace ', email: 'grace@example.com ' })
      .then([registered]);
    given([registered])
      .when({ type: 'RegisterClient', clientId, ...details })
      .thenThrows('That client already exists');
  });

  it('needs a first name and a phone number or an e-mail address', () => {
    given([])
      .when({ type: 'RegisterClient', clientId, ...details, firstName: '  ' })
      .thenThrows('First name is required');
    given([])
      .when({ type: 'RegisterClient', clientId, ...details, phone: '', email: '' })
      .thenThrows('Give a phone number or an e-mail address');
  });

  it('stores the phone as E.164 however it was typed, and refuses one that is not a number', () => {
    for (const phone of ['(312) 555-0142', '312.555.0142', '+1 312 555 0142']) {
      given([])
        .when({ type: 'RegisterClient', clientId, ...details, phone })
        .then([registered]);
    }
    given([])
      .when({ type: 'RegisterClient', clientId, ...details, phone: '555-01' })
      .thenThrows('That phone number is not valid');
    // An event from before phones were normalised holds the number as typed: the same number is no change.
    const typed: ClientEvent = { type: 'ClientRegistered', data: { clientId, ...details, phone: '312 555 0142' } };
    given([typed])
      .when({ type: 'ChangeClientDetails', clientId, ...details })
      .then([]);
  });

  it('changes the details of a registered client, and records nothing when nothing changed', () => {
    const changed = { ...details, lastName: 'Murray Hopper' };
    given([registered])
      .when({ type: 'ChangeClientDetails', clientId, ...changed })
      .then([{ type: 'ClientDetailsChanged', data: { clientId, ...changed, phone: '+13125550142' } }]);
    given([registered])
      .when({ type: 'ChangeClientDetails', clientId, ...details })
      .then([]);
    given([])
      .when({ type: 'ChangeClientDetails', clientId, ...details })
      .thenThrows('Client not found');
  });

  const edit = { type: 'EditClient' as const, clientId, ...details, phone: '+13125550142', birthday: null, tags: [] as string[] };
  const archived: ClientEvent = { type: 'ClientArchived', data: { clientId } };

  it('edits details, birthday and tags in one command, recording only what changed', () => {
    given([registered])
      .when({ ...edit, birthday: '--07-04', tags: [' VIP ', 'vip', 'Colour'] })
      .then([{ type: 'ClientProfileChanged', data: { clientId, birthday: '--07-04', tags: ['VIP', 'Colour'] } }]);
    given([registered])
      .when({ ...edit, lastName: 'Murray', birthday: '1990-12-09' })
      .then([
        { type: 'ClientDetailsChanged', data: { clientId, ...details, lastName: 'Murray', phone: '+13125550142' } },
        { type: 'ClientProfileChanged', data: { clientId, birthday: '1990-12-09', tags: [] } },
      ]);
    given([registered, { type: 'ClientProfileChanged', data: { clientId, birthday: '--07-04', tags: ['VIP'] } }])
      .when({ ...edit, birthday: '--07-04', tags: ['VIP'] })
      .then([]);
    given([registered])
      .when({ ...edit, birthday: '2023-02-29' })
      .thenThrows('Birthday must be a date');
  });

  it('records consent per channel with how it was given, and nothing when the answer is the same', () => {
    const consent = { type: 'RecordClientConsent' as const, clientId, channel: 'sms' as const, granted: true, source: 'desk' as const };
    const given_: ClientEvent = { type: 'ClientConsentRecorded', data: { clientId, channel: 'sms', granted: true, source: 'desk' } };
    given([registered]).when(consent).then([given_]);
    given([registered, given_]).when(consent).then([]);
    given([registered, given_])
      .when({ ...consent, channel: 'email' })
      .then([{ type: 'ClientConsentRecorded', data: { clientId, channel: 'email', granted: true, source: 'desk' } }]);
    given([registered, given_])
      .when({ ...consent, granted: false, source: 'client_request' })
      .then([{ type: 'ClientConsentRecorded', data: { clientId, channel: 'sms', granted: false, source: 'client_request' } }]);
  });

  it('archives and restores, and refuses changes to an archived client', () => {
    given([registered]).when({ type: 'ArchiveClient', clientId }).then([archived]);
    given([registered, archived]).when({ type: 'ArchiveClient', clientId }).then([]);
    given([registered, archived])
      .when({ type: 'RestoreClient', clientId })
      .then([{ type: 'ClientRestored', data: { clientId } }]);
    given([registered]).when({ type: 'RestoreClient', clientId }).then([]);
    given([registered, archived]).when(edit).thenThrows('Restore this client before changing them');
    given([]).when({ type: 'ArchiveClient', clientId }).thenThrows('Client not found');
  });

  it('refuses every command once the client was merged away or anonymised', () => {
    const merged: ClientEvent = {
      type: 'ClientsMerged',
      data: { survivorId: 'c2', mergedId: clientId, survivor: { clientId: 'c2', ...details, birthday: null, tags: [] } },
    };
    const anonymised: ClientEvent = { type: 'ClientAnonymised', data: { clientId } };
    for (const command of [edit, { type: 'ArchiveClient' as const, clientId }, { type: 'RestoreClient' as const, clientId }]) {
      given([registered, merged]).when(command).thenThrows('merged into another client');
      given([registered, anonymised]).when(command).thenThrows('anonymised');
    }
  });
});
