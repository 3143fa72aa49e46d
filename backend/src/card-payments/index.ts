// Card payments as the sales module takes them: on a location's terminal, keyed in the provider's dialog, or
// a saved card; refunds back to the card; cards kept on a client's file.
export {
  chargeCardToken,
  chargeOnTerminal,
  chargeSavedCard,
  refundCardPayment,
  saveCard,
  type CardOutcome,
  type CardPaymentDeps,
} from './card-payment-service';
