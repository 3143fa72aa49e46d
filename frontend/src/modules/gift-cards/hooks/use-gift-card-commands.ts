import { generatedGiftCardCodeSchema, type GiftCardPolicyInput } from '@chairside/shared/gift-cards/gift-card-dto';
import { useCommand } from '../../../commands/use-command';

// The expiry of cards sold from now on (/gift-certificates' policy form).
export const useSetGiftCardPolicy = () =>
  useCommand({
    request: (input: GiftCardPolicyInput) => ({ path: '/api/gift-cards/policy', method: 'PUT', body: input }),
    topics: ['gift-cards'],
  });

// A fresh unused code for a card about to be sold (the point of sale's sell line); it changes nothing.
export const useGenerateGiftCardCode = () =>
  useCommand({
    request: (_input: void) => ({ path: '/api/gift-cards/codes', method: 'POST' }),
    reply: generatedGiftCardCodeSchema,
    topics: [],
  });
