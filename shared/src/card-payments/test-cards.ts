// The card simulator's test cards as the POS offers them to "tap" on a simulated terminal (docs/payments.md).
// The simulator's own table (backend/platform/src/payments/test-cards.ts) decides their outcomes; a unit
// test keeps the two lists equal.
export const simulatorTestCards: readonly { number: string; label: string }[] = [
  { number: '4242424242424242', label: 'Visa, approved' },
  { number: '5555555555554444', label: 'Mastercard, approved' },
  { number: '4000000000000002', label: 'Declined' },
  { number: '4000000000009995', label: 'Declined, insufficient funds' },
  { number: '4000000000000119', label: 'The processor never answers (times out)' },
  { number: '4000000000000077', label: 'Approved, the answer arrives after a few seconds' },
];
