import type { BackendModule } from '../http/backend-module';
import { seedDemoGiftCards } from './demo-gift-cards';
import { giftCardRoutes } from './gift-card-routes';
import { giftCardCodeDecider, giftCardDecider, giftCardPolicyDecider } from './gift-card-decider';

export const giftCardsModule: BackendModule = {
  name: 'gift-cards',
  routers: (deps) => [giftCardRoutes(deps)],
  streams: [
    { category: 'giftcard', entity: 'gift card', decider: giftCardDecider },
    { category: 'giftcardcode', entity: 'gift card code', decider: giftCardCodeDecider },
    { category: 'giftcardpolicy', entity: 'gift card policy', decider: giftCardPolicyDecider },
  ],
  // Cards sold at the demo's locations.
  demo: {
    stage: 'diary',
    after: ['business'],
    seed: seedDemoGiftCards,
    summary: (step) => (step.seeded ? `seeded ${step.commands} demo gift card sales and uses` : 'demo gift cards already exist'),
  },
};
