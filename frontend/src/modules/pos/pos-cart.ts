import { z } from 'zod';
import {
  discountSchema,
  type Checkout,
  type DiscountInput,
  type OpenSaleInput,
  type Sale,
  type Tip,
} from '@chairside/shared/sales/sale-dto';
import { formatGiftCardCode } from '@chairside/shared/gift-cards/gift-card-dto';
import { discountProblem, priceSale, shareInProportion, type PricedLineInput, type SaleTotals } from '@chairside/shared/sales/sale-math';

// The cart the desk builds before "Charge": pure state, kept in session storage so a reload keeps it, and
// priced with the same arithmetic as the server (shared/src/sales/sale-math.ts), so the total shown is the
// total charged.

const lineBase = { lineId: z.string(), description: z.string() };
const discount = discountSchema.nullable();
export const posLineSchema = z.discriminatedUnion('kind', [
  z.object({
    ...lineBase,
    kind: z.literal('service'),
    serviceId: z.string(),
    staffId: z.string().nullable(),
    unitPriceCents: z.number().int(),
    quantity: z.number().int(),
    discount,
  }),
  z.object({
    ...lineBase,
    kind: z.literal('gift_card'),
    mode: z.enum(['sell', 'reload']),
    code: z.string(),
    amountCents: z.number().int(),
  }),
  z.object({
    ...lineBase,
    kind: z.literal('custom'),
    unitPriceCents: z.number().int(),
    quantity: z.number().int(),
    taxable: z.boolean(),
    discount,
  }),
]);
export type PosLine = z.infer<typeof posLineSchema>;

type ServiceLine = Extract<PosLine, { kind: 'service' }>;
type CustomLine = Extract<PosLine, { kind: 'custom' }>;
// A service or free-amount line with just its own fields, from the cart, a checkout or a sale read back.
const serviceLine = (line: Omit<ServiceLine, 'kind'>): ServiceLine => ({
  kind: 'service',
  lineId: line.lineId,
  serviceId: line.serviceId,
  staffId: line.staffId,
  description: line.description,
  unitPriceCents: line.unitPriceCents,
  quantity: line.quantity,
  discount: line.discount,
});
const customLine = (line: Omit<CustomLine, 'kind'>): CustomLine => ({
  kind: 'custom',
  lineId: line.lineId,
  description: line.description,
  unitPriceCents: line.unitPriceCents,
  quantity: line.quantity,
  taxable: line.taxable,
  discount: line.discount,
});

export const posCartSchema = z.object({
  lines: z.array(posLineSchema),
  cartDiscount: discount,
  // The whole tip, shared evenly among the people it is for.
  tipCents: z.number().int().min(0),
  tipStaffIds: z.array(z.string()),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  appointmentId: z.string().nullable(),
  // Made by the browser before the first "Charge" and kept until the server answers: a second click or a
  // retry after a lost reply opens the same sale, never a second one.
  saleId: z.string().nullable(),
  // The sale is open on the server already (its cart is being changed before anything is paid): "Charge"
  // replaces its cart instead of opening it.
  saleOpened: z.boolean().default(false),
});
export type PosCart = z.infer<typeof posCartSchema>;

export const emptyCart: PosCart = {
  lines: [],
  cartDiscount: null,
  tipCents: 0,
  tipStaffIds: [],
  clientId: null,
  clientName: null,
  appointmentId: null,
  saleId: null,
  saleOpened: false,
};

export const newLineId = (): string => crypto.randomUUID();

export function addLine(cart: PosCart, line: PosLine): PosCart {
  return { ...cart, lines: [...cart.lines, line] };
}

export function removeLine(cart: PosCart, lineId: string): PosCart {
  return { ...cart, lines: cart.lines.filter((line) => line.lineId !== lineId) };
}

export function changeLine(cart: PosCart, lineId: string, change: (line: PosLine) => PosLine): PosCart {
  return { ...cart, lines: cart.lines.map((line) => (line.lineId === lineId ? change(line) : line)) };
}

// Gift cards are never discounted: a discount on one is ignored here as the server would refuse it.
export function setLineDiscount(cart: PosCart, lineId: string, value: DiscountInput | null): PosCart {
  return changeLine(cart, lineId, (line) => (line.kind === 'gift_card' ? line : { ...line, discount: value }));
}

export function setLineQuantity(cart: PosCart, lineId: string, quantity: number): PosCart {
  const whole = Math.min(Math.max(Math.round(quantity), 1), 99);
  return changeLine(cart, lineId, (line) => (line.kind === 'gift_card' ? line : { ...line, quantity: whole }));
}

export function setTip(cart: PosCart, tipCents: number, staffIds: readonly string[]): PosCart {
  return { ...cart, tipCents: Math.max(Math.round(tipCents), 0), tipStaffIds: [...new Set(staffIds)] };
}

// The tip shared evenly among its people; the cents the division leaves go to the first ones.
// Example: splitTip(1000, ['a', 'b', 'c']) → a 334, b 333, c 333
export function splitTip(tipCents: number, staffIds: readonly string[]): Tip[] {
  if (tipCents <= 0 || staffIds.length === 0) return [];
  const shares = shareInProportion(
    tipCents,
    staffIds.map(() => 1),
  );
  return staffIds.map((staffId, index) => ({ staffId, amountCents: shares[index] ?? 0 })).filter((tip) => tip.amountCents > 0);
}

function pricedInput(line: PosLine): PricedLineInput {
  if (line.kind === 'gift_card')
    return { lineId: line.lineId, kind: 'gift_card', unitPriceCents: line.amountCents, quantity: 1, taxable: false, discount: null };
  return {
    lineId: line.lineId,
    kind: line.kind,
    unitPriceCents: line.unitPriceCents,
    quantity: line.quantity,
    taxable: line.kind === 'service' ? true : line.taxable,
    discount: line.discount,
  };
}

export type PricedCart = { lines: ReturnType<typeof priceSale>['lines']; totals: SaleTotals };

export function priceCart(cart: PosCart, taxRateBasisPoints: number): PricedCart {
  return priceSale(cart.lines.map(pricedInput), cart.cartDiscount, taxRateBasisPoints, cart.tipCents);
}

// Why the cart cannot be charged yet, in the desk's words; null when it can.
export function cartProblem(cart: PosCart): string | null {
  if (cart.lines.length === 0) return 'Add something to the cart';
  const discounts = discountProblem(cart.lines.map(pricedInput), cart.cartDiscount);
  if (discounts) return discounts;
  if (cart.tipCents > 0 && cart.tipStaffIds.length === 0) return 'Choose who the tip is for';
  const codes = cart.lines.flatMap((line) => (line.kind === 'gift_card' ? [line.code] : []));
  if (new Set(codes).size !== codes.length) return 'A gift card appears once in a sale';
  return null;
}

// The body of POST /api/sales.
export function openSaleInput(cart: PosCart, saleId: string, locationId: string): OpenSaleInput {
  return {
    saleId,
    locationId,
    clientId: cart.clientId,
    appointmentId: cart.appointmentId,
    cart: {
      lines: cart.lines.map((line) => {
        if (line.kind === 'gift_card')
          return { kind: 'gift_card', lineId: line.lineId, mode: line.mode, code: line.code, amountCents: line.amountCents };
        if (line.kind === 'service') return serviceLine(line);
        return customLine(line);
      }),
      cartDiscount: cart.cartDiscount,
      tips: splitTip(cart.tipCents, cart.tipStaffIds),
    },
  };
}

// An appointment's "Checkout": its client and its services with their staff and price.
export function cartFromCheckout(checkout: Checkout): PosCart {
  return {
    ...emptyCart,
    clientId: checkout.clientId,
    clientName: checkout.clientName,
    appointmentId: checkout.appointmentId,
    lines: checkout.lines.map(serviceLine),
  };
}

// An open sale back in the cart, to change it before anything is paid.
export function cartFromSale(sale: Sale): PosCart {
  return {
    ...emptyCart,
    clientId: sale.clientId,
    clientName: sale.clientName,
    appointmentId: sale.appointmentId,
    saleId: sale.id,
    saleOpened: true,
    cartDiscount: sale.cartDiscount,
    tipCents: sale.tipCents,
    tipStaffIds: sale.tips.map((tip) => tip.staffId),
    lines: sale.lines.map((line): PosLine => {
      if (line.kind === 'gift_card')
        return {
          kind: 'gift_card',
          lineId: line.lineId,
          description: line.description,
          mode: line.giftCardMode ?? 'sell',
          code: line.giftCardCode ?? '',
          amountCents: line.unitPriceCents,
        };
      if (line.kind === 'service') return serviceLine({ ...line, serviceId: line.serviceId ?? '' });
      return customLine(line);
    }),
  };
}

// Gift card codes are shown grouped by four: ABCD-EFGH-JKLM-NPQR.
export const groupedCode = formatGiftCardCode;

export function normalisedCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

// ---- Session storage: the cart survives a reload of the tab (not a new tab: each desk tab has its own cart) ----

export const POS_CART_STORAGE_KEY = 'pos_cart';

export function parseStoredCart(raw: string | null): PosCart | null {
  if (!raw) return null;
  try {
    const parsed = posCartSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function serializeCart(cart: PosCart): string {
  return JSON.stringify(cart);
}
