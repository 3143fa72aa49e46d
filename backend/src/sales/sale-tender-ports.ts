import type { CardSummary } from '@chairside/shared/sales/sale-dto';
import { DomainError } from '../commands/domain-error';

// Placeholder until the gift card and card payment modules land: every non-cash tender is refused.
export type CardOutcome =
  | { status: 'approved'; providerTransactionId: string; card: CardSummary; reusableToken?: string }
  | { status: 'declined' | 'timed_out' | 'cancelled'; message: string };
const unavailable = (): never => {
  throw new DomainError('This way of paying is not available yet', 422);
};
export const chargeOnTerminal = async (..._args: unknown[]): Promise<CardOutcome> => unavailable();
export const chargeCardToken = async (..._args: unknown[]): Promise<CardOutcome & { reusableToken?: string }> => unavailable();
export const chargeSavedCard = async (..._args: unknown[]): Promise<CardOutcome> => unavailable();
export const refundCardPayment = async (..._args: unknown[]): Promise<{ providerRefundId: string }> => unavailable();
export const saveCard = async (..._args: unknown[]): Promise<{ paymentMethodId: string }> => unavailable();
export { giftCardLineProblem, issueGiftCard, redeemGiftCard, reloadGiftCard, restoreGiftCardRedemption } from '../gift-cards/index';
