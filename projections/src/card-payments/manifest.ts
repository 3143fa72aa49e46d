import type { ProjectionModule } from '../engine/projection-module';
import { savedPaymentMethodProjection } from './saved-payment-method-projection';
import type { SavedPaymentMethodTable } from './saved-payment-method-table';

export type CardPaymentsTables = { saved_payment_methods: SavedPaymentMethodTable };

export const cardPaymentsProjections: ProjectionModule<CardPaymentsTables> = {
  name: 'card-payments',
  projections: [savedPaymentMethodProjection],
};
