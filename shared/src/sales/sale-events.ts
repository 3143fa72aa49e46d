import type { CardSummary, Cart, PaymentMethod } from './sale-dto';
import type { SaleTotals } from './sale-math';

// Events of a sale stream (`sale-<saleId>`). A permanent contract: add versions, never edit history.
// Totals are written as the decider computed them, so history reads the amounts that were charged even if
// the arithmetic's rules change later.

export type SaleOpened = {
  type: 'SaleOpened';
  data: {
    saleId: string;
    number: string;
    locationId: string;
    clientId: string | null;
    appointmentId: string | null;
    cart: Cart;
    totals: SaleTotals;
  };
};
export type SaleCartChanged = { type: 'SaleCartChanged'; data: { saleId: string; cart: Cart; totals: SaleTotals } };
export type PaymentTaken = {
  type: 'PaymentTaken';
  data: {
    saleId: string;
    paymentId: string;
    locationId: string;
    method: PaymentMethod;
    amountCents: number;
    // cash only
    tenderedCents: number | null;
    changeCents: number | null;
    // cards: what the provider answered; never the number
    card: CardSummary | null;
    providerTransactionId: string | null;
    paymentMethodId: string | null;
    giftCardId: string | null;
    giftCardCode: string | null;
  };
};
// A card attempt that charged nothing: kept so the history shows what the desk saw.
export type PaymentDeclined = {
  type: 'PaymentDeclined';
  data: {
    saleId: string;
    paymentId: string;
    method: PaymentMethod;
    amountCents: number;
    outcome: 'declined' | 'timed_out' | 'cancelled';
    message: string;
  };
};
export type SalePaid = {
  type: 'SalePaid';
  data: { saleId: string; locationId: string; clientId: string | null; appointmentId: string | null; totalCents: number };
};
export type PaymentRefunded = {
  type: 'PaymentRefunded';
  data: {
    saleId: string;
    refundId: string;
    paymentId: string;
    locationId: string;
    method: PaymentMethod;
    amountCents: number;
    reason: string;
    providerRefundId: string | null;
  };
};
export type SaleVoided = { type: 'SaleVoided'; data: { saleId: string; reason: string } };

export type SaleEvent = SaleOpened | SaleCartChanged | PaymentTaken | PaymentDeclined | SalePaid | PaymentRefunded | SaleVoided;
export const saleEventTypes = [
  'SaleOpened',
  'SaleCartChanged',
  'PaymentTaken',
  'PaymentDeclined',
  'SalePaid',
  'PaymentRefunded',
  'SaleVoided',
] as const;
export const saleStream = (saleId: string) => `sale-${saleId}`;
