import { formatMoneyFromCents } from '@chairside/shared/format/money-format';
import type { Cart } from '@chairside/shared/sales/sale-dto';
import type { PaymentDeclined, PaymentRefunded, PaymentTaken, SaleEvent } from '@chairside/shared/sales/sale-events';
import { discountProblem, priceSale, type PricedLineInput, type SaleTotals } from '@chairside/shared/sales/sale-math';
import { type Decider, unhandled, unknownEvent } from '../commands/decider';
import { DomainError } from '../commands/domain-error';
import { patch } from '../state-maps';

// One sale (`sale-<saleId>`): its cart and totals, the payments taken for it and what was refunded of each.
// The money rule it keeps: what was collected (payments − refunds) never exceeds the total, and no payment
// is refunded beyond what it took.

type PaymentData = Omit<PaymentTaken['data'], 'saleId'>;
export type SaleCommand =
  | {
      type: 'OpenSale';
      saleId: string;
      number: string;
      locationId: string;
      clientId: string | null;
      appointmentId: string | null;
      cart: Cart;
      taxRateBasisPoints: number;
    }
  | { type: 'ChangeCart'; cart: Cart }
  | ({ type: 'TakePayment' } & PaymentData)
  | ({ type: 'DeclinePayment' } & Omit<PaymentDeclined['data'], 'saleId'>)
  | ({ type: 'RefundPayment' } & Omit<PaymentRefunded['data'], 'saleId' | 'locationId' | 'method'>)
  | { type: 'VoidSale'; reason: string };

export type SalePaymentState = {
  method: PaymentTaken['data']['method'];
  amountCents: number;
  refundedCents: number;
  providerTransactionId: string | null;
  giftCardId: string | null;
};

export type SaleState = {
  exists: boolean;
  saleId: string;
  locationId: string;
  clientId: string | null;
  appointmentId: string | null;
  status: 'open' | 'paid' | 'voided';
  cart: Cart | null;
  totals: SaleTotals | null;
  paidCents: number;
  refundedCents: number;
  payments: Map<string, SalePaymentState>;
  declined: Set<string>;
  refunds: Set<string>;
};

export const initialSaleState = (): SaleState => ({
  exists: false,
  saleId: '',
  locationId: '',
  clientId: null,
  appointmentId: null,
  status: 'open',
  cart: null,
  totals: null,
  paidCents: 0,
  refundedCents: 0,
  payments: new Map(),
  declined: new Set(),
  refunds: new Set(),
});

// What the cart's lines price as (a service's or free amount's price × quantity, a gift card's amount).
export function pricedLines(cart: Cart): PricedLineInput[] {
  return cart.lines.map((line) =>
    line.kind === 'gift_card'
      ? { lineId: line.lineId, kind: line.kind, unitPriceCents: line.amountCents, quantity: 1, taxable: false, discount: null }
      : {
          lineId: line.lineId,
          kind: line.kind,
          unitPriceCents: line.unitPriceCents,
          quantity: line.quantity,
          taxable: line.kind === 'service' ? true : line.taxable,
          discount: line.discount,
        },
  );
}

export function priceCart(cart: Cart, taxRateBasisPoints: number): SaleTotals {
  const problem = discountProblem(pricedLines(cart), cart.cartDiscount);
  if (problem) throw new DomainError(problem, 400);
  const tipCents = cart.tips.reduce((sum, tip) => sum + tip.amountCents, 0);
  return priceSale(pricedLines(cart), cart.cartDiscount, taxRateBasisPoints, tipCents).totals;
}

// What is still to pay: the total less what was collected and kept (a refund while the sale is open is owed again).
export const collectedCents = (state: Pick<SaleState, 'paidCents' | 'refundedCents'>) => state.paidCents - state.refundedCents;
export const balanceCents = (state: SaleState) =>
  state.status === 'open' && state.totals ? state.totals.totalCents - collectedCents(state) : 0;

// The checks a payment must pass, before the service asks a card provider or a gift card for the money and
// again when it is recorded (another desk may have paid in between).
export function refusePayment(state: SaleState, amountCents: number): void {
  if (!state.exists) throw new DomainError('Sale not found', 404);
  if (state.status === 'voided') throw new DomainError('This sale was voided', 409);
  if (state.status === 'paid') throw new DomainError('This sale is already paid', 409);
  const left = balanceCents(state);
  if (amountCents > left) throw new DomainError(`The payment is more than the ${formatMoneyFromCents(left)} left to pay`, 409);
}

export function refuseRefund(state: SaleState, paymentId: string, amountCents: number): SalePaymentState {
  const payment = state.payments.get(paymentId);
  if (!state.exists || !payment) throw new DomainError('Payment not found', 404);
  const left = payment.amountCents - payment.refundedCents;
  if (amountCents > left)
    throw new DomainError(
      left === 0 ? 'This payment is already refunded in full' : `Only ${formatMoneyFromCents(left)} of this payment is left to refund`,
      409,
    );
  return payment;
}

export const saleDecider: Decider<SaleState, SaleCommand, SaleEvent> = {
  initialState: initialSaleState,

  evolve(state, event) {
    switch (event.type) {
      case 'SaleOpened':
        return {
          ...state,
          exists: true,
          saleId: event.data.saleId,
          locationId: event.data.locationId,
          clientId: event.data.clientId,
          appointmentId: event.data.appointmentId,
          cart: event.data.cart,
          totals: event.data.totals,
        };
      case 'SaleCartChanged':
        return { ...state, cart: event.data.cart, totals: event.data.totals };
      case 'PaymentTaken':
        return {
          ...state,
          paidCents: state.paidCents + event.data.amountCents,
          payments: new Map(state.payments).set(event.data.paymentId, {
            method: event.data.method,
            amountCents: event.data.amountCents,
            refundedCents: 0,
            providerTransactionId: event.data.providerTransactionId,
            giftCardId: event.data.giftCardId,
          }),
        };
      case 'PaymentDeclined':
        return { ...state, declined: new Set(state.declined).add(event.data.paymentId) };
      case 'SalePaid':
        return { ...state, status: 'paid' };
      case 'PaymentRefunded':
        return {
          ...state,
          refundedCents: state.refundedCents + event.data.amountCents,
          refunds: new Set(state.refunds).add(event.data.refundId),
          payments: patch(state.payments, event.data.paymentId, (payment) => ({
            ...payment,
            refundedCents: payment.refundedCents + event.data.amountCents,
          })),
        };
      case 'SaleVoided':
        return { ...state, status: 'voided' };
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'OpenSale': {
        if (state.exists) throw new DomainError('That sale already exists', 409);
        const { type: _type, taxRateBasisPoints, ...opened } = command;
        const totals = priceCart(command.cart, taxRateBasisPoints);
        const events: SaleEvent[] = [{ type: 'SaleOpened', data: { ...opened, totals } }];
        // A cart discounted to nothing is settled as it opens.
        if (totals.totalCents === 0)
          events.push({
            type: 'SalePaid',
            data: {
              saleId: command.saleId,
              locationId: command.locationId,
              clientId: command.clientId,
              appointmentId: command.appointmentId,
              totalCents: 0,
            },
          });
        return events;
      }
      case 'ChangeCart': {
        if (!state.exists || !state.totals) throw new DomainError('Sale not found', 404);
        if (state.status !== 'open')
          throw new DomainError(state.status === 'paid' ? 'This sale is already paid' : 'This sale was voided', 409);
        if (state.payments.size > 0) throw new DomainError('A payment was taken: refund it before changing the cart', 409);
        const totals = priceCart(command.cart, state.totals.taxRateBasisPoints);
        return [{ type: 'SaleCartChanged', data: { saleId: state.saleId, cart: command.cart, totals } }];
      }
      case 'TakePayment': {
        // The same payment recorded twice (a retry after a lost reply) is recorded once.
        if (state.payments.has(command.paymentId)) return [];
        refusePayment(state, command.amountCents);
        const { type: _type, ...payment } = command;
        const events: SaleEvent[] = [{ type: 'PaymentTaken', data: { saleId: state.saleId, ...payment } }];
        if (balanceCents(state) === command.amountCents && state.totals)
          events.push({
            type: 'SalePaid',
            data: {
              saleId: state.saleId,
              locationId: state.locationId,
              clientId: state.clientId,
              appointmentId: state.appointmentId,
              totalCents: state.totals.totalCents,
            },
          });
        return events;
      }
      case 'DeclinePayment': {
        if (!state.exists) throw new DomainError('Sale not found', 404);
        if (state.payments.has(command.paymentId) || state.declined.has(command.paymentId)) return [];
        const { type: _type, ...declined } = command;
        return [{ type: 'PaymentDeclined', data: { saleId: state.saleId, ...declined } }];
      }
      case 'RefundPayment': {
        if (state.refunds.has(command.refundId)) return [];
        const payment = refuseRefund(state, command.paymentId, command.amountCents);
        const { type: _type, ...refund } = command;
        return [
          { type: 'PaymentRefunded', data: { saleId: state.saleId, locationId: state.locationId, method: payment.method, ...refund } },
        ];
      }
      case 'VoidSale': {
        if (!state.exists) throw new DomainError('Sale not found', 404);
        if (state.status === 'voided') return [];
        if (state.status === 'paid') throw new DomainError('A paid sale cannot be voided; refund its payments instead', 409);
        if (collectedCents(state) > 0) throw new DomainError('Refund the payments taken before voiding the sale', 409);
        return [{ type: 'SaleVoided', data: { saleId: state.saleId, reason: command.reason } }];
      }
      default:
        return unhandled(command);
    }
  },
};
