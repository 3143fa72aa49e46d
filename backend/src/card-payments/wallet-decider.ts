import type { CardSummary } from '@chairside/shared/card-payments/card-payment-dto';
import type { WalletEvent } from '@chairside/shared/card-payments/wallet-events';
import { type Decider, unhandled, unknownEvent } from '../commands/decider';
import { DomainError } from '../commands/domain-error';

export type WalletCommand =
  | { type: 'SaveCard'; clientId: string; paymentMethodId: string; providerToken: string; card: CardSummary }
  | { type: 'RemoveCard'; clientId: string; paymentMethodId: string };

export type SavedCard = CardSummary & { providerToken: string };
export type WalletState = { cards: ReadonlyMap<string, SavedCard> };

// One stream per client (`wallet-<clientId>`): the cards kept on file, as the provider's reusable token and
// what a person may see of the card. Saving the same method again changes nothing (a retried payment).
export const walletDecider: Decider<WalletState, WalletCommand, WalletEvent> = {
  initialState: () => ({ cards: new Map() }),

  evolve(state, event) {
    switch (event.type) {
      case 'CardSaved': {
        const { paymentMethodId, providerToken, brand, last4, expMonth, expYear } = event.data;
        return { cards: new Map(state.cards).set(paymentMethodId, { providerToken, brand, last4, expMonth, expYear }) };
      }
      case 'CardRemoved': {
        const cards = new Map(state.cards);
        cards.delete(event.data.paymentMethodId);
        return { cards };
      }
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state) {
    const { clientId, paymentMethodId } = command;
    switch (command.type) {
      case 'SaveCard': {
        if (state.cards.has(paymentMethodId)) return [];
        const { brand, last4, expMonth, expYear } = command.card;
        return [
          { type: 'CardSaved', data: { clientId, paymentMethodId, providerToken: command.providerToken, brand, last4, expMonth, expYear } },
        ];
      }
      case 'RemoveCard':
        if (!state.cards.has(paymentMethodId)) throw new DomainError('That saved card is not on file', 404);
        return [{ type: 'CardRemoved', data: { clientId, paymentMethodId } }];
      default:
        return unhandled(command);
    }
  },
};
