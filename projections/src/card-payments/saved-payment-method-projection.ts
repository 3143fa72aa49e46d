import { walletEventTypes, type WalletEvent } from '@chairside/shared/card-payments/wallet-events';
import { rowsById } from '../engine/batch-rows';
import { defineProjection, unfoldable } from '../engine/projection';
import { createSavedPaymentMethodTable } from './saved-payment-method-table';

// Cards on file per client: brand, last four and expiry only.
export const savedPaymentMethodProjection = defineProjection<WalletEvent>({
  name: 'saved_payment_methods',
  version: 1,
  eventTypes: walletEventTypes,
  topics: [],
  tables: { saved_payment_methods: createSavedPaymentMethodTable },
  async apply(_trx, events, context) {
    const rows = rowsById(
      await context.tables.select(
        'saved_payment_methods',
        'id',
        events.map((event) => event.data.paymentMethodId),
      ),
    );
    for (const event of events) {
      switch (event.type) {
        case 'CardSaved': {
          const { paymentMethodId, clientId, brand, last4, expMonth, expYear } = event.data;
          rows.insert(paymentMethodId, {
            id: paymentMethodId,
            client_id: clientId,
            brand,
            last4,
            exp_month: expMonth,
            exp_year: expYear,
            saved_at: new Date(event.metadata.occurredAt),
          });
          break;
        }
        case 'CardRemoved':
          rows.remove(event.data.paymentMethodId);
          break;
        default:
          unfoldable('saved_payment_methods', event);
      }
    }
    await rows.write(context.tables.rows('saved_payment_methods', 'id'));
  },
});
