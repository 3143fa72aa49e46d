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
});
