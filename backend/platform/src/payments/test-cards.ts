// The card simulator's test cards (docs/payments.md), in the manner of a real provider's test mode: the
// number decides what the processor answers. Any other number that passes the Luhn check is approved.
// The POS lists the same cards from shared/src/card-payments/test-cards.ts (a unit test keeps them equal).

export const cardBrands = ['visa', 'mastercard', 'amex', 'discover', 'unknown'] as const;
export type CardBrand = (typeof cardBrands)[number];

// approved: at once; slow_approval: approved and captured at once, but the answer reaches the backend only
// after a few seconds (a backend may crash in between); processor_timeout: the processor never answers.
export const testCardOutcomes = ['approved', 'declined', 'insufficient_funds', 'processor_timeout', 'slow_approval'] as const;
export type TestCardOutcome = (typeof testCardOutcomes)[number];

export const testCards: readonly { number: string; brand: CardBrand; outcome: TestCardOutcome; label: string }[] = [
  { number: '4242424242424242', brand: 'visa', outcome: 'approved', label: 'Visa, approved' },
  { number: '5555555555554444', brand: 'mastercard', outcome: 'approved', label: 'Mastercard, approved' },
  { number: '4000000000000002', brand: 'visa', outcome: 'declined', label: 'Declined' },
  { number: '4000000000009995', brand: 'visa', outcome: 'insufficient_funds', label: 'Declined, insufficient funds' },
  { number: '4000000000000119', brand: 'visa', outcome: 'processor_timeout', label: 'The processor never answers (times out)' },
  { number: '4000000000000077', brand: 'visa', outcome: 'slow_approval', label: 'Approved, the answer arrives after a few seconds' },
];

// Spaces and dashes as people type them are fine; anything else is not a card number.
export function normaliseCardNumber(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrandOf(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^6(011|5)/.test(digits)) return 'discover';
  return 'unknown';
}

export function testCardOutcome(digits: string): TestCardOutcome {
  return testCards.find((card) => card.number === digits)?.outcome ?? 'approved';
}
