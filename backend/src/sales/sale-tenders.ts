import type { Cart, CardSummary, PaymentMethod, paymentInputSchema } from '@chairside/shared/sales/sale-dto';
import type { z } from 'zod';
import type { Position } from '@chairside/platform/event-store/event-store';
import { DomainError } from '../commands/domain-error';
import type { CommandContext } from '../commands/handle-command';
import type { SaleState } from './sale-decider';
import type { SaleDeps } from './sale-service';
import {
  chargeCardToken,
  chargeOnTerminal,
  chargeSavedCard,
  giftCardLineProblem,
  issueGiftCard,
  redeemGiftCard,
  refundCardPayment,
  reloadGiftCard,
  restoreGiftCardRedemption,
  saveCard,
  type CardOutcome,
} from './sale-tender-ports';

// How the money of one payment was collected: where it came from, so it can be recorded, and given back.
export type Tender =
  | {
      status: 'collected';
      card: CardSummary | null;
      providerTransactionId: string | null;
      paymentMethodId: string | null;
      giftCardId: string | null;
      giftCardCode: string | null;
      // After the payment is recorded (a card kept on file for the client).
      afterRecorded?: () => Promise<void>;
    }
  | { status: 'refused'; outcome: 'declined' | 'timed_out' | 'cancelled'; message: string }
  // The payment was already recorded by an earlier run of the same request.
  | { status: 'recorded' };

const collected = (fields: Partial<Extract<Tender, { status: 'collected' }>> = {}): Tender => ({
  status: 'collected',
  card: null,
  providerTransactionId: null,
  paymentMethodId: null,
  giftCardId: null,
  giftCardCode: null,
  ...fields,
});

const fromCard = (outcome: CardOutcome, extra: Partial<Extract<Tender, { status: 'collected' }>> = {}): Tender =>
  outcome.status === 'approved'
    ? collected({ card: outcome.card, providerTransactionId: outcome.providerTransactionId, ...extra })
    : { status: 'refused', outcome: outcome.status, message: outcome.message };

export async function collectTender(
  deps: SaleDeps,
  sale: SaleState,
  { paymentId, input }: { paymentId: string; input: z.output<typeof paymentInputSchema> },
  context: CommandContext,
): Promise<Tender> {
  const paymentKey = `payment:${paymentId}`;
  switch (input.method) {
    case 'cash':
      return collected();
    case 'gift_card': {
      const redeemed = await redeemGiftCard(
        deps,
        { code: input.code, amountCents: input.amountCents, redemptionId: paymentId, saleId: sale.saleId, locationId: sale.locationId },
        context,
      );
      return collected({ giftCardId: redeemed.giftCardId, giftCardCode: redeemed.code });
    }
    case 'card_terminal':
      return fromCard(await chargeOnTerminal(deps, { paymentKey, locationId: sale.locationId, amountCents: input.amountCents }));
    case 'card_keyed': {
      if (input.saveCard && !sale.clientId) throw new DomainError('Choose a client for the sale to keep their card on file', 422);
      const outcome = await chargeCardToken(deps, { paymentKey, token: input.token, amountCents: input.amountCents });
      const clientId = sale.clientId;
      const keep =
        input.saveCard && clientId && outcome.status === 'approved'
          ? async () => {
              await saveCard(deps, { clientId, token: outcome.reusableToken ?? input.token, card: outcome.card }, context);
            }
          : undefined;
      return fromCard(outcome, keep ? { afterRecorded: keep } : {});
    }
    case 'saved_card': {
      if (!sale.clientId) throw new DomainError('A saved card is used for the sale’s client; choose the client first', 422);
      const outcome = await chargeSavedCard(deps, {
        paymentKey,
        paymentMethodId: input.paymentMethodId,
        clientId: sale.clientId,
        amountCents: input.amountCents,
      });
      return fromCard(outcome, { paymentMethodId: input.paymentMethodId });
    }
    default:
      throw new DomainError('Choose how the client pays', 400);
  }
}

// Gives money back to where it came from: a refund, or a payment that could not be recorded. Answers the
// provider's refund id for cards. Keyed by the refund (or the payment), so a retry never gives back twice.
export async function giveBackTender(
  deps: SaleDeps,
  sale: SaleState,
  payment: {
    paymentId: string;
    method: PaymentMethod;
    amountCents: number;
    refundId?: string;
    providerTransactionId: string | null;
    giftCardId: string | null;
  },
  context: CommandContext,
): Promise<string | null> {
  const refundId = payment.refundId ?? `unrecorded-${payment.paymentId}`;
  switch (payment.method) {
    case 'cash':
      return null;
    case 'gift_card':
      if (!payment.giftCardId) return null;
      await restoreGiftCardRedemption(
        deps,
        {
          giftCardId: payment.giftCardId,
          redemptionId: payment.paymentId,
          refundId,
          amountCents: payment.amountCents,
          saleId: sale.saleId,
        },
        context,
      );
      return null;
    case 'card_terminal':
    case 'card_keyed':
    case 'saved_card': {
      if (!payment.providerTransactionId) return null;
      const { providerRefundId } = await refundCardPayment(deps, {
        refundKey: `refund:${refundId}`,
        providerTransactionId: payment.providerTransactionId,
        amountCents: payment.amountCents,
      });
      return providerRefundId;
    }
    default:
      return null;
  }
}

// Gift card lines: a code sold must be free, a card reloaded must be active.
export async function cartLineProblems(deps: SaleDeps, cart: Cart): Promise<string | null> {
  for (const line of cart.lines) {
    if (line.kind !== 'gift_card') continue;
    const problem = await giftCardLineProblem(deps, { code: line.code, mode: line.mode });
    if (problem) return problem;
  }
  return null;
}

// A paid sale's gift cards are issued (sold) or topped up (reloaded), once each; answers where the last landed.
export async function settleGiftCardLines(deps: SaleDeps, sale: SaleState, cart: Cart, context: CommandContext): Promise<Position | null> {
  let last: Position | null = null;
  for (const line of cart.lines) {
    if (line.kind !== 'gift_card') continue;
    const request = {
      code: line.code,
      amountCents: line.amountCents,
      saleId: sale.saleId,
      lineId: line.lineId,
      locationId: sale.locationId,
    };
    const settled = line.mode === 'sell' ? await issueGiftCard(deps, request, context) : await reloadGiftCard(deps, request, context);
    last = settled.position ?? last;
  }
  return last;
}
