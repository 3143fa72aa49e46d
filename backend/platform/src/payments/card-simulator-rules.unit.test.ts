import { describe, expect, it } from 'vitest';
import { CardProviderError } from './card-provider-port';
import { testCards } from './test-cards';
import {
  cardDetails,
  decideCard,
  defaultSimulatorTimings as timings,
  isExpired,
  outcomeMessages,
  validCardNumber,
} from './card-simulator-rules';

const outcomeOf = (number: string) => cardDetails(validCardNumber(number)).outcome;

describe('the card simulator', () => {
  it('accepts numbers as people type them and refuses those that fail the Luhn check', () => {
    expect(validCardNumber('4242 4242 4242 4242')).toBe('4242424242424242');
    expect(validCardNumber('5555-5555-5555-4444')).toBe('5555555555554444');
    for (const bad of ['4242424242424241', '1234', 'abcd abcd abcd abcd', '', '4242424242424242424242'])
      expect(() => validCardNumber(bad), bad).toThrow(new CardProviderError('The card number is not valid', 400));
  });

  it('knows each test card’s brand and last four, and every test number passes Luhn', () => {
    for (const card of testCards)
      expect(cardDetails(validCardNumber(card.number))).toMatchObject({ brand: card.brand, last4: card.number.slice(-4) });
    expect(cardDetails('5555555555554444').brand).toBe('mastercard');
    // Any other valid number is approved.
    expect(outcomeOf('4111 1111 1111 1111')).toBe('approved');
  });

  it('approves 4242 and 5555 on the terminal after the processor answers, and keyed at once', () => {
    for (const number of ['4242424242424242', '5555555555554444']) {
      expect(decideCard(outcomeOf(number), timings, true)).toEqual({
        state: 'card_presented',
        message: null,
        pending: { state: 'approved', message: null, dueInMs: timings.processingMs },
        captures: true,
      });
      expect(decideCard(outcomeOf(number), timings, false)).toEqual({ state: 'approved', message: null, pending: null, captures: true });
    }
  });

  it('declines 0002 and 9995 (insufficient funds) without capturing', () => {
    expect(decideCard(outcomeOf('4000000000000002'), timings, false)).toEqual({
      state: 'declined',
      message: outcomeMessages.declined,
      pending: null,
      captures: false,
    });
    expect(decideCard(outcomeOf('4000000000009995'), timings, true)).toEqual({
      state: 'card_presented',
      message: null,
      pending: { state: 'declined', message: 'The card was declined: insufficient funds', dueInMs: timings.processingMs },
      captures: false,
    });
  });

  it('times out 0119 when the processor never answers, capturing nothing', () => {
    expect(decideCard(outcomeOf('4000000000000119'), timings, true)).toMatchObject({
      state: 'card_presented',
      pending: { state: 'timed_out', message: outcomeMessages.processor_timeout, dueInMs: timings.processorTimeoutMs },
      captures: false,
    });
  });

  it('captures 0077 at once but delivers the approval late, keyed or on the terminal', () => {
    for (const onTerminal of [true, false])
      expect(decideCard(outcomeOf('4000000000000077'), timings, onTerminal)).toEqual({
        state: 'card_presented',
        message: null,
        pending: { state: 'approved', message: null, dueInMs: timings.slowApprovalMs },
        captures: true,
      });
  });

  it('treats a card as good through the last day of its expiry month', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(isExpired(11, 2026, now)).toBe(false);
    expect(isExpired(10, 2026, now)).toBe(true);
    expect(isExpired(1, 2027, now)).toBe(false);
    expect(isExpired(12, 2025, now)).toBe(true);
  });
});
