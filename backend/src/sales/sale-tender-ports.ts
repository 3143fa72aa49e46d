// The sales module's ways of collecting money, from the modules that own them (each through its public entry).
export { chargeCardToken, chargeOnTerminal, chargeSavedCard, refundCardPayment, saveCard, type CardOutcome } from '../card-payments/index';
import { DomainError } from '../commands/domain-error';

// Placeholder until the gift card module lands.
const unavailable = (): never => {
  throw new DomainError('This way of paying is not available yet', 422);
};
export const giftCardLineProblem = async (..._args: unknown[]): Promise<string | null> => 'Gift cards are not available yet';
export const issueGiftCard = async (..._args: unknown[]): Promise<{ giftCardId: string }> => unavailable();
export const reloadGiftCard = async (..._args: unknown[]): Promise<{ giftCardId: string; balanceCents: number }> => unavailable();
export const redeemGiftCard = async (..._args: unknown[]): Promise<{ giftCardId: string; code: string; balanceCents: number }> => unavailable();
export const restoreGiftCardRedemption = async (..._args: unknown[]): Promise<{ balanceCents: number }> => unavailable();
