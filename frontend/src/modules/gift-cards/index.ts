// The gift-cards module's public entry: what the point of sale uses (a balance lookup, a fresh code to sell).
export { giftCardQueries } from './gift-cards-queries';
export { useGenerateGiftCardCode } from './hooks/use-gift-card-commands';
