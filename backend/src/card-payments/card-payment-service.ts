import type { Kysely } from 'kysely';
import type { CardProvider, ChargeOutcome } from '@chairside/platform/payments/card-provider-port';
import type { EventStore } from '@chairside/platform/event-store/event-store';
import type { CardSummary } from '@chairside/shared/card-payments/card-payment-dto';
import { walletStream } from '@chairside/shared/card-payments/wallet-events';
import { derivedUuid } from '../commands/command-ids';
import { DomainError } from '../commands/domain-error';
import { handleCommand, type CommandContext } from '../commands/handle-command';
import { loadState } from '../commands/load-state';
import { askProvider, announceTerminalChanges } from './card-provider-calls';
import { walletDecider } from './wallet-decider';

// What the card payment functions need: the card provider, the database its live notices go through, and
// the event store of the clients' wallets. The backend's module deps have them all.
export type CardPaymentDeps = { cardProvider: CardProvider; db: Kysely<unknown>; store: EventStore };

export type CardOutcome =
  | { status: 'approved'; providerTransactionId: string; card: CardSummary }
  | { status: 'declined' | 'timed_out' | 'cancelled'; message: string };

const withoutToken = (outcome: ChargeOutcome): CardOutcome =>
  outcome.status === 'approved'
    ? { status: 'approved', providerTransactionId: outcome.providerTransactionId, card: outcome.card }
    : { status: outcome.status, message: outcome.message };

// Starts the location's terminal and waits for it to finish. Asked again with the same key (a retry, another
// process, one restarted after a crash) it waits for the same payment, and answers an approval already made
// without charging again.
export async function chargeOnTerminal(
  deps: CardPaymentDeps,
  input: { paymentKey: string; locationId: string; amountCents: number },
): Promise<CardOutcome> {
  const started = await askProvider(() => deps.cardProvider.startTerminalPayment(input));
  await announceTerminalChanges(deps.db, started.changes);
  const outcome = await askProvider(() =>
    deps.cardProvider.awaitTerminalPayment(input.paymentKey, (changes) => announceTerminalChanges(deps.db, changes)),
  );
  return withoutToken(outcome);
}

// A card keyed in the provider's dialog (its single-use token). An approval also answers a reusable token of
// the card, for saveCard.
export async function chargeCardToken(
  deps: CardPaymentDeps,
  input: { paymentKey: string; token: string; amountCents: number },
): Promise<CardOutcome & { reusableToken?: string }> {
  const outcome = await askProvider(() => deps.cardProvider.chargeToken(input));
  return outcome.status === 'approved' && outcome.reusableToken
    ? { ...withoutToken(outcome), reusableToken: outcome.reusableToken }
    : withoutToken(outcome);
}

// A card the client keeps on file, charged by its reusable token.
export async function chargeSavedCard(
  deps: CardPaymentDeps,
  input: { paymentKey: string; paymentMethodId: string; clientId: string; amountCents: number },
): Promise<CardOutcome> {
  const wallet = await loadState(deps.store, walletStream(input.clientId), walletDecider);
  const card = wallet.state.cards.get(input.paymentMethodId);
  if (!card) throw new DomainError('That saved card is not on file for this client', 404);
  return withoutToken(
    await askProvider(() =>
      deps.cardProvider.chargeToken({ paymentKey: input.paymentKey, token: card.providerToken, amountCents: input.amountCents }),
    ),
  );
}

// Back to the card; idempotent by refundKey; the provider refuses more than is left of the capture.
export async function refundCardPayment(
  deps: Pick<CardPaymentDeps, 'cardProvider'>,
  input: { refundKey: string; providerTransactionId: string; amountCents: number },
): Promise<{ providerRefundId: string }> {
  return askProvider(() => deps.cardProvider.refund(input));
}

// Keeps a card on the client's file: its provider token (reusable), brand, last four and expiry. The same
// token saves once, under an id derived from it, so a retried payment saves nothing more.
export async function saveCard(
  deps: Pick<CardPaymentDeps, 'store'>,
  input: { clientId: string; token: string; card: CardSummary },
  context: CommandContext,
): Promise<{ paymentMethodId: string }> {
  const paymentMethodId = derivedUuid(`wallet:${input.clientId}:${input.token}`);
  const { brand, last4, expMonth, expYear } = input.card;
  await handleCommand(
    deps.store,
    walletStream(input.clientId),
    walletDecider,
    { type: 'SaveCard', clientId: input.clientId, paymentMethodId, providerToken: input.token, card: { brand, last4, expMonth, expYear } },
    context,
  );
  return { paymentMethodId };
}
