import { z } from 'zod';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import { cardTokenReplySchema, type CardTokenInput, type CardTokenReply } from '@chairside/shared/card-payments/card-payment-dto';
import { generatedGiftCardCodeSchema } from '@chairside/shared/gift-cards/gift-card-dto';
import { saleSchema, type OpenSaleInput, type PaymentInput, type RefundInput } from '@chairside/shared/sales/sale-dto';
import { useCommand, type CommandRequest } from '../../../commands/use-command';
import { attemptFor, attemptKeys } from '../pos-attempts';

// The point of sale's commands. Every charge, refund and void carries an Idempotency-Key kept until the
// server answers (pos-attempts.ts): a double-click or a retry after a lost reply never charges twice.

const saleReplySchema = commandReplySchema.extend({ sale: saleSchema });
export type SaleReply = z.infer<typeof saleReplySchema>;

const salePath = (saleId: string, action?: string) => `/api/sales/${encodeURIComponent(saleId)}${action ? `/${action}` : ''}`;

// One attempt's request carries its kept key; the key is forgotten once the server has answered.
function attempt(purpose: string, request: Omit<CommandRequest, 'headers'>): CommandRequest {
  return { ...request, headers: { 'Idempotency-Key': attemptFor(attemptKeys, purpose).key() } };
}
const settle = (purpose: string) => ({
  onSuccess: () => attemptFor(attemptKeys, purpose).settled(),
  onError: (error: Error) => attemptFor(attemptKeys, purpose).settled(error),
});

export const openSalePurpose = (saleId: string) => `open:${saleId}`;
export const paymentPurpose = (saleId: string) => `payment:${saleId}`;

// "Charge $X": opens the sale with its cart (the sale's id is the browser's: a retry finds the same sale).
export const useOpenSale = () =>
  useCommand<OpenSaleInput, SaleReply>({
    request: (input) => attempt(openSalePurpose(input.saleId), { path: '/api/sales', method: 'POST', body: input }),
    reply: saleReplySchema,
    topics: ['sales'],
    onSuccess: (_reply, input) => settle(openSalePurpose(input.saleId)).onSuccess(),
    onError: (error, input) => settle(openSalePurpose(input.saleId)).onError(error),
  });

// Changes an open sale's cart, before anything is paid.
export const useChangeCart = () =>
  useCommand<{ saleId: string; cart: OpenSaleInput['cart'] }, SaleReply>({
    request: ({ saleId, cart }) => attempt(`cart:${saleId}`, { path: salePath(saleId, 'cart'), method: 'PUT', body: { cart } }),
    reply: saleReplySchema,
    topics: ['sales'],
    onSuccess: (_reply, { saleId }) => settle(`cart:${saleId}`).onSuccess(),
    onError: (error, { saleId }) => settle(`cart:${saleId}`).onError(error),
  });

// One payment of a sale. A card on the terminal answers once the terminal has finished (402 when declined,
// timed out or cancelled: nothing charged).
export const useTakePayment = () =>
  useCommand<{ saleId: string; payment: PaymentInput }, SaleReply>({
    request: ({ saleId, payment }) =>
      attempt(paymentPurpose(saleId), { path: salePath(saleId, 'payments'), method: 'POST', body: payment }),
    reply: saleReplySchema,
    topics: ['sales', 'appointments'],
    refreshOn: 'settled',
    onSuccess: (_reply, { saleId }) => settle(paymentPurpose(saleId)).onSuccess(),
    onError: (error, { saleId }) => settle(paymentPurpose(saleId)).onError(error),
  });

export const useRefundPayment = () =>
  useCommand<{ saleId: string; refund: RefundInput }, SaleReply>({
    request: ({ saleId, refund }) =>
      attempt(`refund:${saleId}:${refund.paymentId}`, { path: salePath(saleId, 'refunds'), method: 'POST', body: refund }),
    reply: saleReplySchema,
    topics: ['sales'],
    onSuccess: (_reply, { saleId, refund }) => settle(`refund:${saleId}:${refund.paymentId}`).onSuccess(),
    onError: (error, { saleId, refund }) => settle(`refund:${saleId}:${refund.paymentId}`).onError(error),
  });

export const useVoidSale = () =>
  useCommand<{ saleId: string; reason: string }, SaleReply>({
    request: ({ saleId, reason }) => attempt(`void:${saleId}`, { path: salePath(saleId, 'void'), method: 'POST', body: { reason } }),
    reply: saleReplySchema,
    topics: ['sales'],
    onSuccess: (_reply, { saleId }) => settle(`void:${saleId}`).onSuccess(),
    onError: (error, { saleId }) => settle(`void:${saleId}`).onError(error),
  });

// Sends the receipt (again) to an address.
export const useEmailReceipt = () =>
  useCommand<{ saleId: string; email: string }, unknown>({
    request: ({ saleId, email }) => ({ path: salePath(saleId, 'receipt'), method: 'POST', body: { email } }),
    reply: z.unknown(),
    topics: [],
  });

// A fresh unused gift card code for a "Sell a gift card" line.
export const useNewGiftCardCode = () =>
  useCommand<void, { code: string }>({
    request: () => ({ path: '/api/gift-cards/codes', method: 'POST' }),
    reply: generatedGiftCardCodeSchema,
    topics: [],
  });

export type KeyedCard = CardTokenInput;
export type CardToken = CardTokenReply;

// The card provider's dialog stands in here: the number goes to the provider's token endpoint only, and
// the payment carries the token.
export const useCardToken = () =>
  useCommand<KeyedCard, CardToken>({
    request: (card) => ({ path: '/api/card-provider/tokens', method: 'POST', body: card }),
    reply: cardTokenReplySchema,
    topics: [],
  });

// The simulated terminal: a test card tapped on the location's terminal.
export const usePresentCard = () =>
  useCommand<{ locationId: string; cardNumber: string }, unknown>({
    request: (body) => ({ path: '/api/card-terminal/present', method: 'POST', body }),
    reply: z.unknown(),
    topics: [],
  });

// Stops what the terminal is waiting for; the waiting payment then answers "cancelled".
export const useCancelTerminal = () =>
  useCommand<{ locationId: string }, unknown>({
    request: (body) => ({ path: '/api/card-terminal/cancel', method: 'POST', body }),
    reply: z.unknown(),
    topics: [],
  });
