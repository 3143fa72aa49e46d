import { describe, it } from 'vitest';
import type { WalletEvent } from '@chairside/shared/card-payments/wallet-events';
import { deciderSpec } from '../../testing/decider-spec';
import { walletDecider } from './wallet-decider';

const now = new Date('2026-11-27T10:00:00Z');
const clientId = 'c0000000-0000-4000-8000-000000000001';
const paymentMethodId = 'p0000000-0000-4000-8000-000000000001';
const card = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 };

const { given } = deciderSpec(walletDecider, { now });
const saved: WalletEvent = { type: 'CardSaved', data: { clientId, paymentMethodId, providerToken: 'pm_1', ...card } };

describe('wallet decider', () => {
  it('saves a card once, as its token, brand, last four and expiry', () => {
    given([]).when({ type: 'SaveCard', clientId, paymentMethodId, providerToken: 'pm_1', card }).then([saved]);
    given([saved]).when({ type: 'SaveCard', clientId, paymentMethodId, providerToken: 'pm_1', card }).then([]);
  });

  it('removes a card on file, and refuses one that is not', () => {
    given([saved])
      .when({ type: 'RemoveCard', clientId, paymentMethodId })
      .then([{ type: 'CardRemoved', data: { clientId, paymentMethodId } }]);
    given([saved, { type: 'CardRemoved', data: { clientId, paymentMethodId } }])
      .when({ type: 'RemoveCard', clientId, paymentMethodId })
      .thenThrows({ status: 404, message: 'That saved card is not on file' });
  });
});
