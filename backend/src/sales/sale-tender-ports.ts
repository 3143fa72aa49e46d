// The sales module's ways of collecting money, from the modules that own them (each through its public entry).
export { chargeCardToken, chargeOnTerminal, chargeSavedCard, refundCardPayment, saveCard, type CardOutcome } from '../card-payments/index';
export { giftCardLineProblem, issueGiftCard, redeemGiftCard, reloadGiftCard, restoreGiftCardRedemption } from '../gift-cards/index';
