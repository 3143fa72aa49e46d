import { queryOptions } from '@tanstack/react-query';
import {
  giftCardBalanceSchema,
  giftCardDetailSchema,
  giftCardListSchema,
  giftCardPolicySchema,
  type GiftCardStatus,
} from '@chairside/shared/gift-cards/gift-card-dto';
import { apiRequest } from '../../api/api-client';
import { withQuery } from '../../api/with-query';

// Reads of the gift cards; the 'gift-cards' topic refreshes them all. The point of sale looks a balance up
// through `lookup` (its payment panel), from this module's index.
export const giftCardQueries = {
  list: (status: GiftCardStatus | null) =>
    queryOptions({
      queryKey: ['gift-cards', 'list', { status }],
      queryFn: () => apiRequest(withQuery('/api/gift-cards', { status }), { schema: giftCardListSchema }),
    }),
  detail: (giftCardId: string) =>
    queryOptions({
      queryKey: ['gift-cards', 'card', giftCardId],
      queryFn: () => apiRequest(`/api/gift-cards/${encodeURIComponent(giftCardId)}`, { schema: giftCardDetailSchema }),
    }),
  // `code` as normalised (normaliseGiftCardCode).
  lookup: (code: string) =>
    queryOptions({
      queryKey: ['gift-cards', 'lookup', code],
      queryFn: () => apiRequest(withQuery('/api/gift-cards/lookup', { code }), { schema: giftCardBalanceSchema }),
    }),
  policy: () =>
    queryOptions({
      queryKey: ['gift-cards', 'policy'],
      queryFn: () => apiRequest('/api/gift-cards/policy', { schema: giftCardPolicySchema }),
    }),
};
