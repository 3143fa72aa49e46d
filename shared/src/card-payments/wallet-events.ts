// Events of a client's wallet stream (`wallet-<clientId>`): the cards kept on file. Only the provider's
// reusable token and what a person may see of the card (brand, last four, expiry), never the number.
// A permanent contract: add versions, never edit history.
export type CardSaved = {
  type: 'CardSaved';
  data: {
    clientId: string;
    paymentMethodId: string;
    providerToken: string;
    brand: string;
    last4: string;
    expMonth: number;
    expYear: number;
  };
};
export type CardRemoved = { type: 'CardRemoved'; data: { clientId: string; paymentMethodId: string } };
export type WalletEvent = CardSaved | CardRemoved;
export const walletEventTypes = ['CardSaved', 'CardRemoved'] as const;
export const walletStream = (clientId: string) => `wallet-${clientId}`;
