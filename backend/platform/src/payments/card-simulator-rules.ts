import { cardBrandOf, normaliseCardNumber, passesLuhn, testCardOutcome, type TestCardOutcome } from './test-cards';
import { CardProviderError } from './card-provider-port';

// The simulator's rules, apart from its storage: what a presented card or charged token does.

export type SimulatorTimings = {
  // A terminal waiting with no card times out (CARD_TERMINAL_TIMEOUT_MS).
  terminalTimeoutMs: number;
  // How long the processor takes to answer an ordinary card on the terminal.
  processingMs: number;
  // The 0077 card: approved and captured at once, the answer delivered this much later.
  slowApprovalMs: number;
  // The 0119 card: the processor never answers; the terminal gives up after this.
  processorTimeoutMs: number;
};

export const defaultSimulatorTimings: SimulatorTimings = {
  terminalTimeoutMs: 120_000,
  processingMs: 300,
  slowApprovalMs: 4_000,
  processorTimeoutMs: 8_000,
};

export const outcomeMessages = {
  declined: 'The card was declined',
  insufficient_funds: 'The card was declined: insufficient funds',
  processor_timeout: 'The terminal timed out: the card processor did not answer',
  no_card: 'The terminal timed out: no card was presented',
  cancelled: 'The payment was cancelled at the desk',
} as const;

// What the processor does with a card: the state it reaches now and, when the answer comes later, the state
// it reaches after `dueInMs`; `captures` when the money is taken (at once, even when the answer is late).
// On the terminal every card shows "card presented" first while the processor answers; a keyed charge
// answers at once unless the processor is slow.
export type PendingAnswer = { state: 'approved' | 'declined' | 'timed_out'; message: string | null; dueInMs: number };
export type CardDecision = {
  state: 'card_presented' | 'approved' | 'declined';
  message: string | null;
  pending: PendingAnswer | null;
  captures: boolean;
};

export function decideCard(outcome: TestCardOutcome, timings: SimulatorTimings, onTerminal: boolean): CardDecision {
  const later = (pending: PendingAnswer, captures: boolean): CardDecision => ({
    state: 'card_presented',
    message: null,
    pending,
    captures,
  });
  switch (outcome) {
    case 'approved':
      return onTerminal
        ? later({ state: 'approved', message: null, dueInMs: timings.processingMs }, true)
        : { state: 'approved', message: null, pending: null, captures: true };
    case 'declined':
    case 'insufficient_funds':
      return onTerminal
        ? later({ state: 'declined', message: outcomeMessages[outcome], dueInMs: timings.processingMs }, false)
        : { state: 'declined', message: outcomeMessages[outcome], pending: null, captures: false };
    case 'slow_approval':
      return later({ state: 'approved', message: null, dueInMs: timings.slowApprovalMs }, true);
    case 'processor_timeout':
      return later({ state: 'timed_out', message: outcomeMessages.processor_timeout, dueInMs: timings.processorTimeoutMs }, false);
  }
}

// The number as typed → its digits, or the sentence that refuses it.
export function validCardNumber(input: string): string {
  const digits = normaliseCardNumber(input);
  if (!digits || !passesLuhn(digits)) throw new CardProviderError('The card number is not valid', 400);
  return digits;
}

export function cardDetails(digits: string): { brand: string; last4: string; outcome: TestCardOutcome } {
  return { brand: cardBrandOf(digits), last4: digits.slice(-4), outcome: testCardOutcome(digits) };
}

// A card is good through the last day of its expiry month.
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = now.getUTCFullYear();
  return expYear < year || (expYear === year && expMonth < now.getUTCMonth() + 1);
}
