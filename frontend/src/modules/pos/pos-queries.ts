import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  cardTerminalSchema,
  savedPaymentMethodSchema,
  terminalStatePatchSchema,
  type CardTerminal,
} from '@chairside/shared/card-payments/card-payment-dto';
import { giftCardBalanceSchema } from '@chairside/shared/gift-cards/gift-card-dto';
import { checkoutSchema, saleSchema, salesSummarySchema } from '@chairside/shared/sales/sale-dto';
import { apiRequest } from '../../api/api-client';
import { withQuery } from '../../api/with-query';
import { paymentRelatedQueryKeys } from '../../payments/payment-query-keys';

// Reads of the point of sale. The money reads live under the roots the payment-success overlay refreshes
// on Close (payments/payment-query-keys.ts); the 'sales' topic refreshes every key below but the terminal's.

export type {
  CardTerminal,
  SavedPaymentMethod,
  TerminalState as CardTerminalState,
} from '@chairside/shared/card-payments/card-payment-dto';

export const saleQueryRoot = ['sale'] as const;
export const salesSummaryRoot = ['sales-summary'] as const;
export const checkoutRoot = ['pos-checkout'] as const;
export const cardTerminalRoot = ['card-terminal'] as const;

export const posQueries = {
  sale: (saleId: string) =>
    queryOptions({
      queryKey: [...saleQueryRoot, saleId],
      queryFn: () => apiRequest(`/api/sales/${encodeURIComponent(saleId)}`, { schema: saleSchema }),
    }),
  // The location's day, newest first (today on its clock when no date).
  history: (locationId: string, date: string | null = null) =>
    queryOptions({
      queryKey: [...paymentRelatedQueryKeys.salesHistory, { locationId, date }],
      queryFn: () => apiRequest(withQuery('/api/sales-history', { locationId, date }), { schema: z.array(saleSchema) }),
    }),
  summary: (locationId: string) =>
    queryOptions({
      queryKey: [...salesSummaryRoot, { locationId }],
      queryFn: () => apiRequest(withQuery('/api/sales/summary', { locationId }), { schema: salesSummarySchema }),
    }),
  checkout: (appointmentId: string) =>
    queryOptions({
      queryKey: [...checkoutRoot, appointmentId],
      queryFn: () => apiRequest(withQuery('/api/pos/checkout', { appointmentId }), { schema: checkoutSchema }),
      // Read afresh each time "Checkout" opens it: the appointment may have a sale since.
      staleTime: 0,
      gcTime: 0,
    }),
  terminal: (locationId: string) =>
    queryOptions({
      queryKey: [...cardTerminalRoot, locationId],
      queryFn: () => apiRequest(withQuery('/api/card-terminal', { locationId }), { schema: cardTerminalSchema }),
    }),
  savedCards: (clientId: string) =>
    queryOptions({
      queryKey: [...paymentRelatedQueryKeys.savedPaymentMethods, { clientId }],
      queryFn: () => apiRequest(withQuery('/api/saved-payment-methods', { clientId }), { schema: z.array(savedPaymentMethodSchema) }),
    }),
  giftCard: (code: string) =>
    queryOptions({
      queryKey: ['gift-cards', 'lookup', code],
      queryFn: () => apiRequest(withQuery('/api/gift-cards/lookup', { code }), { schema: giftCardBalanceSchema }),
      retry: false,
    }),
};

// A 'card-terminal' notice carries the terminal's new state: write it into the location's terminal read
// (no read again: the desk sees "Card presented" the moment the card is tapped).
export function patchCardTerminal(queryClient: QueryClient, patch: unknown): readonly (readonly unknown[])[] | null {
  const parsed = terminalStatePatchSchema.safeParse(patch);
  if (!parsed.success) return null;
  const { locationId, kind: _kind, ...state } = parsed.data;
  const key = posQueries.terminal(locationId).queryKey;
  queryClient.setQueryData(key, (old: CardTerminal | undefined): CardTerminal => ({ simulated: old?.simulated ?? false, ...state }));
  return [cardTerminalRoot];
}
