import { describe, expect, it } from 'vitest';
import {
  balanceAfter,
  balancesAfterPayments,
  changeDue,
  paymentProblem,
  refundableCents,
  refundProblem,
  suggestedAmount,
} from './pos-payments';

describe('the payment panel’s arithmetic', () => {
  it('shows the change due from the cash given', () => {
    expect(changeDue(5000, 4250)).toBe(750);
    expect(changeDue(4250, 4250)).toBe(0);
    expect(changeDue(4000, 4250)).toBe(0);
    expect(changeDue(undefined, 4250)).toBe(0);
  });

  it('shows what is left after a split payment', () => {
    expect(balanceAfter(10000, 4000)).toBe(6000);
    expect(balanceAfter(10000, undefined)).toBe(10000);
    expect(balanceAfter(10000, 12000)).toBe(0);
  });

  it('lists what each payment of a split left to pay', () => {
    expect(balancesAfterPayments(10000, [{ amountCents: 3000 }, { amountCents: 7000 }])).toEqual([7000, 0]);
    expect(balancesAfterPayments(10000, [])).toEqual([]);
  });

  it('suggests the balance, or what a gift card can cover', () => {
    expect(suggestedAmount(10000)).toBe(10000);
    expect(suggestedAmount(10000, 2500)).toBe(2500);
    expect(suggestedAmount(1000, 2500)).toBe(1000);
  });

  it('refuses a payment beyond the balance, and cash short of the amount', () => {
    expect(paymentProblem('card_terminal', 5000, 6000)).toBe('That is more than the $50.00 left to pay');
    expect(paymentProblem('cash', 5000, 5000, 4000)).toBe('The cash given is less than the amount');
    expect(paymentProblem('cash', 5000, 5000, undefined)).toBe('Enter the cash given');
    expect(paymentProblem('cash', 5000, undefined)).toBe('Enter the amount');
    expect(paymentProblem('gift_card', 0, 100)).toBe('Nothing is left to pay');
    expect(paymentProblem('cash', 5000, 3000, 5000)).toBeNull();
    expect(paymentProblem('card_terminal', 5000, 5000)).toBeNull();
  });

  it('refunds at most what is left of a payment, with a reason', () => {
    const payment = { amountCents: 5000, refundedCents: 2000 };
    expect(refundableCents(payment)).toBe(3000);
    expect(refundProblem(payment, 3500, 'Unhappy')).toBe('At most $30.00 of this payment can be refunded');
    expect(refundProblem(payment, 3000, ' ')).toBe('Give a reason for the refund');
    expect(refundProblem({ amountCents: 5000, refundedCents: 5000 }, 1, 'x')).toBe('This payment has been refunded in full');
    expect(refundProblem(payment, 3000, 'Unhappy')).toBeNull();
  });
});
