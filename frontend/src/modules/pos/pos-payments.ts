import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import { cashChange } from '@chairside/shared/sales/sale-math';

// The arithmetic of the payment panel: what is left to pay, the change due, and what each payment may be.

export type PaymentTab = 'cash' | 'card_terminal' | 'card_keyed' | 'saved_card' | 'gift_card';

// Example: changeDue(5000, 4250) === 750; cash short of the amount gives no change (the panel says why).
export function changeDue(tenderedCents: number | undefined, amountCents: number | undefined): number {
  if (tenderedCents === undefined || amountCents === undefined || !Number.isFinite(tenderedCents) || !Number.isFinite(amountCents))
    return 0;
  return cashChange(tenderedCents, amountCents);
}

// What is left to pay once this payment goes through.
export function balanceAfter(balanceCents: number, amountCents: number | undefined): number {
  if (amountCents === undefined || !Number.isFinite(amountCents)) return balanceCents;
  return Math.max(balanceCents - amountCents, 0);
}

// The amount a new payment starts with: the whole balance, or what a gift card can still cover.
export function suggestedAmount(balanceCents: number, giftCardBalanceCents?: number | null): number {
  if (giftCardBalanceCents === undefined || giftCardBalanceCents === null) return balanceCents;
  return Math.max(Math.min(balanceCents, giftCardBalanceCents), 0);
}

// Why this payment cannot be sent as typed, or null. Cents come from centsFromDollarText (undefined: empty).
export function paymentProblem(
  method: PaymentTab,
  balanceCents: number,
  amountCents: number | undefined,
  tenderedCents?: number | undefined,
): string | null {
  if (balanceCents <= 0) return 'Nothing is left to pay';
  if (amountCents === undefined) return 'Enter the amount';
  if (!Number.isInteger(amountCents) || amountCents <= 0) return 'Enter the amount in dollars, like 20.00';
  if (amountCents > balanceCents) return `That is more than the ${formatMoneyFromCents(balanceCents)} left to pay`;
  if (method === 'cash') {
    if (tenderedCents === undefined) return 'Enter the cash given';
    if (!Number.isInteger(tenderedCents) || tenderedCents <= 0) return 'Enter the cash given in dollars, like 50.00';
    if (tenderedCents < amountCents) return 'The cash given is less than the amount';
  }
  return null;
}

// What a payment's refund may still be: its amount less what was refunded already.
export function refundableCents(payment: { amountCents: number; refundedCents: number }): number {
  return Math.max(payment.amountCents - payment.refundedCents, 0);
}

export function refundProblem(
  payment: { amountCents: number; refundedCents: number },
  amountCents: number | undefined,
  reason: string,
): string | null {
  const left = refundableCents(payment);
  if (left === 0) return 'This payment has been refunded in full';
  if (amountCents === undefined) return 'Enter the amount to refund';
  if (!Number.isInteger(amountCents) || amountCents <= 0) return 'Enter the refund in dollars, like 10.00';
  if (amountCents > left) return `At most ${formatMoneyFromCents(left)} of this payment can be refunded`;
  if (reason.trim() === '') return 'Give a reason for the refund';
  return null;
}

// What was left to pay after each payment of a split, in order. Example: 10000 paid 3000 then 7000 → [7000, 0]
export function balancesAfterPayments(totalCents: number, payments: readonly { amountCents: number }[]): number[] {
  const left: number[] = [];
  for (const payment of payments) left.push(Math.max((left.at(-1) ?? totalCents) - payment.amountCents, 0));
  return left;
}
