// What the back office asks of a card provider (Stripe, Adyen, Square…): one adapter per provider behind
// this port, chosen by CARD_PROVIDER. Every charge is keyed by the caller's idempotency key, so asking again
// with the same key (a retry, a second backend process, a restarted one) answers the first charge's outcome
// and never captures twice. Card numbers stay with the provider: we hold its tokens and what a person may
// see (brand, last four, expiry).

// What a person may see of a card.
export type CardSummary = { brand: string; last4: string; expMonth: number; expYear: number };
export type TerminalState = 'idle' | 'waiting' | 'card_presented' | 'approved' | 'declined' | 'timed_out' | 'cancelled';

export type ChargeOutcome =
  | { status: 'approved'; providerTransactionId: string; card: CardSummary; reusableToken: string | null }
  | { status: 'declined' | 'timed_out' | 'cancelled'; message: string };

// A location's terminal as the desk sees it; `changes` lists the state changes this call made, oldest first,
// so the caller announces each once (whoever makes a change announces it).
export type TerminalStatus = {
  locationId: string;
  state: TerminalState;
  paymentKey: string | null;
  amountCents: number;
  message: string | null;
  simulated: boolean;
};
export type TerminalReading = { status: TerminalStatus; changes: TerminalStatus[] };

// A refusal a person can act on ("The card number is not valid"); `status` is the HTTP status it answers.
export class CardProviderError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 404 | 409 = 409,
  ) {
    super(message);
    this.name = 'CardProviderError';
  }
}

export type CardProvider = {
  // True for the built-in simulator: the terminal accepts "taps" of test cards from the desk.
  readonly simulated: boolean;
  // The provider's card dialog: a single-use token for a number (refused: not a number, fails Luhn, expired).
  tokenize(input: { number: string; expMonth: number; expYear: number; cvc: string }): Promise<{ token: string; card: CardSummary }>;
  // Charges a single-use token from the dialog or a reusable one (a saved card). An approval of a single-use
  // token also answers a reusable token for the same card, to save it on file.
  chargeToken(input: { paymentKey: string; token: string; amountCents: number }): Promise<ChargeOutcome>;
  // Starts a payment on a location's terminal (or finds the one already started with this key); refused
  // while the terminal is busy with another payment.
  startTerminalPayment(input: { paymentKey: string; locationId: string; amountCents: number }): Promise<TerminalReading>;
  // Waits until the payment started with this key ends (polled, so any process may wait for any payment);
  // `onChange` hears each state change the waiting makes.
  awaitTerminalPayment(paymentKey: string, onChange: (changes: TerminalStatus[]) => Promise<void>): Promise<ChargeOutcome>;
  terminalStatus(locationId: string): Promise<TerminalReading>;
  // Cancels what the terminal waits for (refused once a card is being processed).
  cancelTerminal(locationId: string): Promise<TerminalReading>;
  // The simulator's stand-in for a card tapped on the terminal; a real provider answers null (no such thing).
  presentCard: ((input: { locationId: string; cardNumber: string }) => Promise<TerminalReading>) | null;
  // Refunds part or all of a capture; idempotent by refundKey; refused beyond what is left of the capture.
  refund(input: { refundKey: string; providerTransactionId: string; amountCents: number }): Promise<{ providerRefundId: string }>;
};
