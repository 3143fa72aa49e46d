import type { ProjectionModule } from '../engine/projection-module';
import { giftCardPolicyProjection, giftCardProjection } from './gift-card-projection';
import type { GiftCardHistoryTable, GiftCardPolicyTable, GiftCardTable } from './gift-card-table';

export type GiftCardsTables = { gift_cards: GiftCardTable; gift_card_history: GiftCardHistoryTable; gift_card_policy: GiftCardPolicyTable };

export const giftCardsProjections: ProjectionModule<GiftCardsTables> = {
  name: 'gift-cards',
  projections: [giftCardProjection, giftCardPolicyProjection],
};
