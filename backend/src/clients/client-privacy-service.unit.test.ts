import { describe, expect, it } from 'vitest';
import type { ClientEvent } from '@chairside/shared/clients/client-events';
import { deciderSpec } from '../../testing/decider-spec';
import { clientPrivacyDecider } from './client-privacy-service';

const { given, fold } = deciderSpec(clientPrivacyDecider, { now: new Date('2026-11-27T15:00:00Z') });
const details = { clientId: 'c1', firstName: 'Ada', lastName: 'Byron', phone: '+13125550100', email: 'ada@example.com' };
const registered: ClientEvent = { type: 'ClientRegistered', data: details };
const anonymised: ClientEvent = { type: 'ClientAnonymised', data: { clientId: 'c1' } };
const anonymise = { type: 'AnonymiseClient' as const, clientId: 'c1' };

describe('client privacy decider', () => {
  it('anonymises a client once; a repeat records nothing', () => {
    given([registered]).when(anonymise).then([anonymised]);
    given([registered, anonymised]).when(anonymise).then([]);
    given([registered, { type: 'ClientArchived', data: { clientId: 'c1' } }])
      .when(anonymise)
      .then([anonymised]);
  });

  it('refuses an unknown client (404) and one merged away (409, naming what to do)', () => {
    given([]).when(anonymise).thenThrows({ status: 404, message: 'Client not found' });
    const merged: ClientEvent = {
      type: 'ClientsMerged',
      data: { survivorId: 'c2', mergedId: 'c1', survivor: { ...details, clientId: 'c2', birthday: null, tags: [] } },
    };
    given([registered, merged])
      .when(anonymise)
      .thenThrows({ status: 409, message: 'This client was merged into another; anonymise that one instead' });
  });

  it('keeps the latest contact details, which erasure looks for outside the events', () => {
    const changed: ClientEvent = { type: 'ClientDetailsChanged', data: { ...details, email: 'new@example.com' } };
    expect(fold([registered, changed]).contact).toMatchObject({ email: 'new@example.com', phone: '+13125550100' });
  });
});
