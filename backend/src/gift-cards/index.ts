// The gift-cards module's public entry: what the point of sale calls when a sale with gift-card lines is paid,
// when a client pays with a gift card, and when such a payment is refunded. Everything else here is the module's own.
export {
  generateGiftCardCode,
  giftCardLineProblem,
  issueGiftCard,
  redeemGiftCard,
  reloadGiftCard,
  restoreGiftCardRedemption,
} from './gift-card-service';
