import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@chairside/backend/commands/domain-error';
import { pricedLines, saleDecider, type SaleCommand, type SaleState } from '@chairside/backend/sales/sale-decider';
import type { Cart } from '@chairside/shared/sales/sale-dto';
import type { SaleEvent } from '@chairside/shared/sales/sale-events';
import { percentOfCents, priceSale } from '@chairside/shared/sales/sale-math';

// Random carts, discounts, tax rates, tips, split payments and refunds, run through the sale decider: the
// figures add up to the cent and no money is ever collected or given back beyond what the sale allows.

const now = new Date('2026-11-27T16:00:00Z');
const uuid = (n: number) => `00000000-0000-4000-8000-${n.toString().padStart(12, '0')}`;
const reason = 'Because';

const discount = fc.option(
  fc.oneof(
    fc.record({ kind: fc.constant('percent' as const), basisPoints: fc.integer({ min: 1, max: 10000 }), reason: fc.constant(reason) }),
    fc.record({ kind: fc.constant('amount' as const), amountCents: fc.integer({ min: 1, max: 20000 }), reason: fc.constant(reason) }),
  ),
  { nil: null },
);
const line = fc.oneof(
  fc.record({
    price: fc.integer({ min: 0, max: 50000 }),
    quantity: fc.integer({ min: 1, max: 5 }),
    discount,
    kind: fc.constant('service' as const),
    taxable: fc.constant(true),
  }),
  fc.record({
    price: fc.integer({ min: 1, max: 50000 }),
    quantity: fc.integer({ min: 1, max: 3 }),
    discount,
    kind: fc.constant('custom' as const),
    taxable: fc.boolean(),
  }),
  fc.record({
    price: fc.integer({ min: 1, max: 50000 }),
    quantity: fc.constant(1),
    discount: fc.constant(null),
    kind: fc.constant('gift_card' as const),
    taxable: fc.constant(false),
  }),
);
const cartArbitrary = fc.record({
  lines: fc.array(line, { minLength: 1, maxLength: 8 }),
  cartDiscount: discount,
  tips: fc.array(fc.integer({ min: 1, max: 5000 }), { maxLength: 3 }),
  taxRate: fc.integer({ min: 0, max: 2500 }),
});
// A step at the desk: pay part of what is left (or too much), or refund part of a payment.
const step = fc.oneof(
  fc.record({ kind: fc.constant('pay' as const), share: fc.double({ min: 0.01, max: 1.2, noNaN: true }) }),
  fc.record({ kind: fc.constant('refund' as const), payment: fc.nat(), share: fc.double({ min: 0.01, max: 1.2, noNaN: true }) }),
);

type GeneratedCart = {
  lines: { price: number; quantity: number; discount: Cart['cartDiscount']; kind: 'service' | 'custom' | 'gift_card'; taxable: boolean }[];
  cartDiscount: Cart['cartDiscount'];
  tips: number[];
};

function toCart(generated: GeneratedCart): Cart {
  return {
    lines: generated.lines.map((entry, index): Cart['lines'][number] =>
      entry.kind === 'gift_card'
        ? { kind: 'gift_card', lineId: uuid(index), mode: 'sell', code: `CODE${index}XXXXXX`, amountCents: entry.price }
        : entry.kind === 'service'
          ? {
              kind: 'service',
              lineId: uuid(index),
              serviceId: uuid(99),
              staffId: null,
              description: 'Cut',
              unitPriceCents: entry.price,
              quantity: entry.quantity,
              discount: entry.discount,
            }
          : {
              kind: 'custom',
              lineId: uuid(index),
              description: 'Extra',
              unitPriceCents: entry.price,
              quantity: entry.quantity,
              taxable: entry.taxable,
              discount: entry.discount,
            },
    ),
    cartDiscount: generated.cartDiscount,
    tips: generated.tips.map((amountCents, index) => ({ staffId: uuid(200 + index), amountCents })),
  };
}

function run(state: SaleState, command: SaleCommand): SaleState {
  try {
    return saleDecider.decide(command, state, now).reduce((next: SaleState, event: SaleEvent) => saleDecider.evolve(next, event), state);
  } catch (error) {
    if (error instanceof DomainError) return state;
    throw error;
  }
}

describe('the sale decider, for any cart and any sequence of payments and refunds', () => {
  it('adds the totals up to the cent', () => {
    fc.assert(
      fc.property(cartArbitrary, (generated) => {
        const cart = toCart(generated);
        const state = run(saleDecider.initialState(), {
          type: 'OpenSale',
          saleId: uuid(1),
          number: 'N',
          locationId: uuid(2),
          clientId: null,
          appointmentId: null,
          cart,
          taxRateBasisPoints: generated.taxRate,
        });
        if (!state.exists) return; // a discount larger than its items is refused, and nothing opens
        const totals = state.totals!;
        const { lines } = priceSale(pricedLines(cart), cart.cartDiscount, generated.taxRate, totals.tipCents);
        expect(lines.every((entry) => entry.netCents >= 0 && entry.netCents <= entry.grossCents)).toBe(true);
        expect(lines.reduce((sum, entry) => sum + entry.netCents, 0)).toBe(totals.subtotalCents - totals.discountCents);
        expect(totals.taxCents).toBe(percentOfCents(totals.taxableCents, generated.taxRate));
        expect(totals.tipCents).toBe(generated.tips.reduce((sum, tip) => sum + tip, 0));
        expect(totals.totalCents).toBe(totals.subtotalCents - totals.discountCents + totals.taxCents + totals.tipCents);
        const giftCards = lines.filter((_, index) => cart.lines[index]!.kind === 'gift_card');
        expect(giftCards.every((entry) => entry.lineDiscountCents === 0 && entry.cartDiscountCents === 0 && !entry.taxable)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('never collects more than the total nor refunds more than a payment took', () => {
    fc.assert(
      fc.property(cartArbitrary, fc.array(step, { maxLength: 12 }), (generated, steps) => {
        const cart = toCart({ ...generated, cartDiscount: null, lines: generated.lines.map((entry) => ({ ...entry, discount: null })) });
        let state = run(saleDecider.initialState(), {
          type: 'OpenSale',
          saleId: uuid(1),
          number: 'N',
          locationId: uuid(2),
          clientId: null,
          appointmentId: null,
          cart,
          taxRateBasisPoints: generated.taxRate,
        });
        const total = state.totals!.totalCents;
        const paymentIds: string[] = [];
        steps.forEach((next, index) => {
          if (next.kind === 'pay') {
            const left = state.status === 'open' ? total - (state.paidCents - state.refundedCents) : 1;
            const paymentId = uuid(1000 + index);
            state = run(state, {
              type: 'TakePayment',
              paymentId,
              locationId: uuid(2),
              method: 'cash',
              amountCents: Math.max(1, Math.round(left * next.share)),
              tenderedCents: null,
              changeCents: null,
              card: null,
              providerTransactionId: null,
              paymentMethodId: null,
              giftCardId: null,
              giftCardCode: null,
            });
            if (state.payments.has(paymentId)) paymentIds.push(paymentId);
          } else if (paymentIds.length > 0) {
            const paymentId = paymentIds[next.payment % paymentIds.length]!;
            const payment = state.payments.get(paymentId)!;
            state = run(state, {
              type: 'RefundPayment',
              refundId: uuid(5000 + index),
              paymentId,
              amountCents: Math.max(1, Math.round(payment.amountCents * next.share)),
              reason,
              providerRefundId: null,
            });
          }
          expect(state.paidCents - state.refundedCents).toBeLessThanOrEqual(total);
          expect(state.refundedCents).toBeLessThanOrEqual(state.paidCents);
          for (const payment of state.payments.values()) expect(payment.refundedCents).toBeLessThanOrEqual(payment.amountCents);
          if (state.status === 'paid') expect(state.paidCents - state.refundedCents).toBeGreaterThanOrEqual(0);
        });
        const sumOfPayments = [...state.payments.values()].reduce((sum, payment) => sum + payment.amountCents, 0);
        expect(sumOfPayments).toBe(state.paidCents);
      }),
      { numRuns: 300 },
    );
  });
});
