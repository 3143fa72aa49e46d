import { describe, expect, it } from 'vitest';
import type { Cart } from '@chairside/shared/sales/sale-dto';
import type { SaleEvent } from '@chairside/shared/sales/sale-events';
import { deciderSpec } from '../../testing/decider-spec';
import { saleDecider, type SaleCommand } from './sale-decider';

const now = new Date('2026-11-27T16:00:00Z');
const saleId = '5a1e0000-0000-4000-8000-000000000001';
const locationId = '11111111-1111-4111-8111-111111111111';
const line = (lineId: string, unitPriceCents: number): Cart['lines'][number] => ({
  kind: 'service',
  lineId,
  serviceId: '22222222-2222-4222-8222-222222222222',
  staffId: null,
  description: 'Cut',
  unitPriceCents,
  quantity: 1,
  discount: null,
});
const cart: Cart = { lines: [line('10000000-0000-4000-8000-000000000001', 4500)], cartDiscount: null, tips: [] };
// $45.00 at 10.25%: tax 461.25 cents rounds to $4.61, total $49.61.
const totals = {
  subtotalCents: 4500,
  discountCents: 0,
  taxableCents: 4500,
  taxRateBasisPoints: 1025,
  taxCents: 461,
  tipCents: 0,
  totalCents: 4961,
};
const open: SaleCommand = {
  type: 'OpenSale',
  saleId,
  number: '5A1E0000',
  locationId,
  clientId: null,
  appointmentId: null,
  cart,
  taxRateBasisPoints: 1025,
};
const opened: SaleEvent = {
  type: 'SaleOpened',
  data: { saleId, number: '5A1E0000', locationId, clientId: null, appointmentId: null, cart, totals },
};
const payment = (paymentId: string, amountCents: number) => ({
  paymentId,
  locationId,
  method: 'cash' as const,
  amountCents,
  tenderedCents: amountCents,
  changeCents: 0,
  card: null,
  providerTransactionId: null,
  paymentMethodId: null,
  giftCardId: null,
  giftCardCode: null,
});
const taken = (paymentId: string, amountCents: number): SaleEvent => ({
  type: 'PaymentTaken',
  data: { saleId, ...payment(paymentId, amountCents) },
});
const paid: SaleEvent = { type: 'SalePaid', data: { saleId, locationId, clientId: null, appointmentId: null, totalCents: 4961 } };

const { given } = deciderSpec(saleDecider, { now });

describe('sale decider', () => {
  it('opens a sale priced with the location’s tax, once', () => {
    given([]).when(open).then([opened]);
    given([opened]).when(open).thenThrows({ status: 409, message: 'That sale already exists' });
  });

  it('refuses a discount larger than its line', () => {
    const discounted = {
      ...cart,
      lines: [
        {
          ...line('10000000-0000-4000-8000-000000000001', 4500),
          discount: { kind: 'amount' as const, amountCents: 5000, reason: 'Regular' },
        },
      ],
    };
    given([])
      .when({ ...open, cart: discounted })
      .thenThrows({ status: 400, message: 'A line discount cannot be more than the line' });
  });

  it('takes split payments and is paid when nothing is left; a repeated payment is recorded once', () => {
    given([opened])
      .when({ type: 'TakePayment', ...payment('p1', 2000) })
      .then([taken('p1', 2000)]);
    given([opened, taken('p1', 2000)])
      .when({ type: 'TakePayment', ...payment('p2', 2961) })
      .then([taken('p2', 2961), paid]);
    given([opened, taken('p1', 2000)])
      .when({ type: 'TakePayment', ...payment('p1', 2000) })
      .then([]);
  });

  it('refuses a payment over the balance, and any payment once paid or voided', () => {
    given([opened, taken('p1', 2000)])
      .when({ type: 'TakePayment', ...payment('p2', 3000) })
      .thenThrows({ status: 409, message: 'The payment is more than the $29.61 left to pay' });
    given([opened, taken('p1', 4961), paid])
      .when({ type: 'TakePayment', ...payment('p2', 1) })
      .thenThrows({ status: 409, message: 'This sale is already paid' });
    given([opened, { type: 'SaleVoided', data: { saleId, reason: 'Wrong client' } }])
      .when({ type: 'TakePayment', ...payment('p2', 1) })
      .thenThrows({ status: 409, message: 'This sale was voided' });
  });

  it('refunds a payment partly and wholly, never beyond what it took, once per refund id', () => {
    const history = [opened, taken('p1', 4961), paid];
    const refund = (refundId: string, amountCents: number): SaleCommand => ({
      type: 'RefundPayment',
      refundId,
      paymentId: 'p1',
      amountCents,
      reason: 'Unhappy',
      providerRefundId: null,
    });
    const refunded = (refundId: string, amountCents: number): SaleEvent => ({
      type: 'PaymentRefunded',
      data: { saleId, locationId, method: 'cash', refundId, paymentId: 'p1', amountCents, reason: 'Unhappy', providerRefundId: null },
    });
    given(history)
      .when(refund('r1', 1000))
      .then([refunded('r1', 1000)]);
    given([...history, refunded('r1', 1000)])
      .when(refund('r1', 1000))
      .then([]);
    given([...history, refunded('r1', 1000)])
      .when(refund('r2', 4000))
      .thenThrows({ status: 409, message: 'Only $39.61 of this payment is left to refund' });
    given([...history, refunded('r1', 4961)])
      .when(refund('r2', 1))
      .thenThrows({ status: 409, message: 'This payment is already refunded in full' });
    given(history)
      .when({ ...refund('r1', 1), paymentId: 'unknown' } as SaleCommand)
      .thenThrows({ status: 404, message: 'Payment not found' });
  });

  it('voids an unpaid sale, refuses a paid one or one with money taken, and changes the cart only before payment', () => {
    given([opened])
      .when({ type: 'VoidSale', reason: 'Wrong client' })
      .then([{ type: 'SaleVoided', data: { saleId, reason: 'Wrong client' } }]);
    given([opened, taken('p1', 4961), paid])
      .when({ type: 'VoidSale', reason: 'Oops' })
      .thenThrows({ status: 409, message: 'A paid sale cannot be voided; refund its payments instead' });
    given([opened, taken('p1', 100)])
      .when({ type: 'VoidSale', reason: 'Oops' })
      .thenThrows({ status: 409, message: 'Refund the payments taken before voiding the sale' });
    given([opened, taken('p1', 100)])
      .when({ type: 'ChangeCart', cart })
      .thenThrows({ status: 409, message: 'A payment was taken: refund it before changing the cart' });
  });

  it('records a declined card once and charges nothing', () => {
    const decline: SaleCommand = {
      type: 'DeclinePayment',
      paymentId: 'p9',
      method: 'card_terminal',
      amountCents: 4961,
      outcome: 'declined',
      message: 'The card was declined',
    };
    given([opened])
      .when(decline)
      .then([
        {
          type: 'PaymentDeclined',
          data: {
            saleId,
            paymentId: 'p9',
            method: 'card_terminal',
            amountCents: 4961,
            outcome: 'declined',
            message: 'The card was declined',
          },
        },
      ]);
    const after = saleDecider.evolve(saleDecider.evolve(saleDecider.initialState(), opened), {
      type: 'PaymentDeclined',
      data: { saleId, paymentId: 'p9', method: 'card_terminal', amountCents: 4961, outcome: 'declined', message: 'x' },
    });
    expect(after.paidCents).toBe(0);
  });
});
