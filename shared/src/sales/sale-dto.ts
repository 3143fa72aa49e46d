import { z } from 'zod';
import { localDateSchema } from '../team/working-hours-dto';

// Request and reply shapes of the point of sale (/pos). Money is integer cents.

export const MAX_LINE_CENTS = 10_000_000; // $100,000.00: far above any one line
export const MAX_CART_LINES = 50;
export const MAX_TIP_STAFF = 10;
export const MAX_TAX_RATE_BASIS_POINTS = 2500; // 25%

const centsSchema = (what: string) =>
  z
    .number(`${what} is an amount in cents`)
    .int(`${what} is in whole cents`)
    .min(0, `${what} cannot be negative`)
    .max(MAX_LINE_CENTS, `${what} is at most $100,000.00`);
const positiveCentsSchema = (what: string) => centsSchema(what).min(1, `${what} must be more than $0.00`);
const reasonSchema = z.string().trim().min(1, 'Give a reason for the discount').max(200, 'A reason is at most 200 characters');

export const discountSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('percent'),
      // 1550 = 15.5%
      basisPoints: z
        .number()
        .int('A percentage has at most two decimals')
        .min(1, 'A discount is more than 0%')
        .max(10000, 'A discount is at most 100%'),
      reason: reasonSchema,
    }),
    z.object({ kind: z.literal('amount'), amountCents: positiveCentsSchema('A discount'), reason: reasonSchema }),
  ],
  'A discount is a percentage or an amount',
);
export type DiscountInput = z.infer<typeof discountSchema>;

const lineIdSchema = z.uuid('Each line has an id');
const descriptionSchema = z.string().trim().min(1, 'Describe the item').max(120, 'A description is at most 120 characters');
const quantitySchema = z.number().int('Quantity is a whole number').min(1, 'Quantity is at least 1').max(99, 'Quantity is at most 99');

// A gift card's code: letters and digits, grouped by dashes or spaces as printed (normalised to upper case without them).
export const giftCardCodeSchema = z
  .string()
  .trim()
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{8,20}$/, 'A gift card code is 8 to 20 letters and digits'));

export const serviceLineSchema = z.object({
  kind: z.literal('service'),
  lineId: lineIdSchema,
  serviceId: z.uuid('Choose a service'),
  staffId: z.uuid('Choose who performed it').nullable().default(null),
  description: descriptionSchema,
  unitPriceCents: centsSchema('A price'),
  quantity: quantitySchema.default(1),
  discount: discountSchema.nullable().default(null),
});
export const giftCardLineSchema = z.object({
  kind: z.literal('gift_card'),
  lineId: lineIdSchema,
  // sell: a new card with this code (generated, or a printed certificate's); reload: more on an existing card
  mode: z.enum(['sell', 'reload'], 'A gift card is sold or reloaded'),
  code: giftCardCodeSchema,
  amountCents: positiveCentsSchema('A gift card amount').max(200_000, 'A gift card holds at most $2,000.00'),
});
export const customLineSchema = z.object({
  kind: z.literal('custom'),
  lineId: lineIdSchema,
  description: descriptionSchema,
  unitPriceCents: positiveCentsSchema('An amount'),
  quantity: quantitySchema.default(1),
  taxable: z.boolean().default(true),
  discount: discountSchema.nullable().default(null),
});
export const cartLineSchema = z.discriminatedUnion(
  'kind',
  [serviceLineSchema, giftCardLineSchema, customLineSchema],
  'A line is a service, a gift card or an amount',
);
export type CartLine = z.infer<typeof cartLineSchema>;
export type CartLineInput = z.input<typeof cartLineSchema>;

export const tipSchema = z.object({ staffId: z.uuid('Choose who the tip is for'), amountCents: positiveCentsSchema('A tip') });
export type Tip = z.infer<typeof tipSchema>;

export const cartSchema = z
  .object({
    lines: z.array(cartLineSchema).min(1, 'Add something to the cart').max(MAX_CART_LINES, `A sale has at most ${MAX_CART_LINES} lines`),
    cartDiscount: discountSchema.nullable().default(null),
    tips: z.array(tipSchema).max(MAX_TIP_STAFF, `Tips are split among at most ${MAX_TIP_STAFF} people`).default([]),
  })
  .refine((cart) => new Set(cart.lines.map((line) => line.lineId)).size === cart.lines.length, {
    message: 'Each line has its own id',
    path: ['lines'],
  })
  .refine((cart) => new Set(cart.tips.map((tip) => tip.staffId)).size === cart.tips.length, {
    message: 'Give each person one tip',
    path: ['tips'],
  })
  .refine(
    (cart) => {
      const codes = cart.lines.flatMap((line) => (line.kind === 'gift_card' ? [line.code] : []));
      return new Set(codes).size === codes.length;
    },
    { message: 'A gift card appears once in a sale', path: ['lines'] },
  );
export type Cart = z.infer<typeof cartSchema>;
export type CartInput = z.input<typeof cartSchema>;

// POST /api/sales: the id is the browser's, so a repeated "Charge" finds the sale it opened.
export const openSaleSchema = z.object({
  saleId: z.uuid('A sale has an id'),
  locationId: z.uuid('Choose a location'),
  clientId: z.uuid('Choose a client').nullable().default(null),
  appointmentId: z.uuid('Choose an appointment').nullable().default(null),
  cart: cartSchema,
});
export type OpenSaleInput = z.input<typeof openSaleSchema>;

// PUT /api/sales/:saleId/cart, while nothing has been paid.
export const changeCartSchema = z.object({ cart: cartSchema });

export const paymentMethods = ['cash', 'card_terminal', 'card_keyed', 'saved_card', 'gift_card'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card_terminal: 'Card (terminal)',
  card_keyed: 'Card (keyed)',
  saved_card: 'Saved card',
  gift_card: 'Gift card',
};

// POST /api/sales/:saleId/payments (send an Idempotency-Key: a retry never charges twice).
export const paymentInputSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('cash'),
      amountCents: positiveCentsSchema('The amount'),
      tenderedCents: positiveCentsSchema('The cash given'),
    }),
    z.object({ method: z.literal('card_terminal'), amountCents: positiveCentsSchema('The amount') }),
    // The card's token from the card provider's dialog: the number itself never reaches this server's API.
    z.object({
      method: z.literal('card_keyed'),
      amountCents: positiveCentsSchema('The amount'),
      token: z.string().trim().min(8, 'The card token is missing').max(200, 'The card token is not valid'),
      saveCard: z.boolean().default(false),
    }),
    z.object({
      method: z.literal('saved_card'),
      amountCents: positiveCentsSchema('The amount'),
      paymentMethodId: z.uuid('Choose a saved card'),
    }),
    z.object({ method: z.literal('gift_card'), amountCents: positiveCentsSchema('The amount'), code: giftCardCodeSchema }),
  ],
  'Choose how the client pays',
);
export type PaymentInput = z.input<typeof paymentInputSchema>;

// POST /api/sales/:saleId/refunds: back to the original method of one payment, partly or whole.
export const refundInputSchema = z.object({
  paymentId: z.uuid('Choose the payment to refund'),
  amountCents: positiveCentsSchema('The refund'),
  reason: z.string().trim().min(1, 'Give a reason for the refund').max(200, 'A reason is at most 200 characters'),
});
export type RefundInput = z.input<typeof refundInputSchema>;

// POST /api/sales/:saleId/void, before anything is paid.
export const voidSaleSchema = z.object({
  reason: z.string().trim().min(1, 'Give a reason for voiding the sale').max(200, 'A reason is at most 200 characters'),
});

// POST /api/sales/:saleId/receipt: send (again) to this address.
export const receiptInputSchema = z.object({ email: z.email('Enter an e-mail address like name@example.com').max(254) });

// GET /api/sales-history?locationId=&date= (the location's day, on its clock; today by default)
export const salesListQuerySchema = z.object({
  locationId: z.uuid('Choose a location'),
  date: localDateSchema.optional(),
});

// GET /api/pos/checkout?appointmentId=: the cart an appointment's "Checkout" opens with.
export const checkoutQuerySchema = z.object({ appointmentId: z.uuid('Choose an appointment') });

export const cardSummarySchema = z.object({ brand: z.string(), last4: z.string(), expMonth: z.number(), expYear: z.number() });
export type CardSummary = z.infer<typeof cardSummarySchema>;

export const saleStatuses = ['open', 'paid', 'voided'] as const;
export type SaleStatus = (typeof saleStatuses)[number];

export const pricedLineSchema = z.object({
  lineId: z.string(),
  kind: z.enum(['service', 'gift_card', 'custom']),
  description: z.string(),
  serviceId: z.string().nullable(),
  staffId: z.string().nullable(),
  staffName: z.string().nullable(),
  giftCardCode: z.string().nullable(),
  giftCardMode: z.enum(['sell', 'reload']).nullable(),
  unitPriceCents: z.number(),
  quantity: z.number(),
  discount: discountSchema.nullable(),
  grossCents: z.number(),
  lineDiscountCents: z.number(),
  cartDiscountCents: z.number(),
  netCents: z.number(),
  taxable: z.boolean(),
});
export type PricedSaleLine = z.infer<typeof pricedLineSchema>;

export const salePaymentSchema = z.object({
  id: z.string(),
  method: z.enum(paymentMethods),
  amountCents: z.number(),
  tenderedCents: z.number().nullable(),
  changeCents: z.number().nullable(),
  card: cardSummarySchema.nullable(),
  giftCardCode: z.string().nullable(),
  refundedCents: z.number(),
  takenAt: z.string(),
  takenBy: z.string().nullable(),
});
export type SalePayment = z.infer<typeof salePaymentSchema>;

export const saleRefundSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  method: z.enum(paymentMethods),
  amountCents: z.number(),
  reason: z.string(),
  refundedAt: z.string(),
  refundedBy: z.string().nullable(),
});

export const saleSchema = z.object({
  id: z.string(),
  number: z.string(),
  locationId: z.string(),
  locationName: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  clientEmail: z.string().nullable(),
  appointmentId: z.string().nullable(),
  status: z.enum(saleStatuses),
  lines: z.array(pricedLineSchema),
  cartDiscount: discountSchema.nullable(),
  tips: z.array(z.object({ staffId: z.string(), staffName: z.string().nullable(), amountCents: z.number() })),
  subtotalCents: z.number(),
  discountCents: z.number(),
  taxRateBasisPoints: z.number(),
  taxCents: z.number(),
  tipCents: z.number(),
  totalCents: z.number(),
  paidCents: z.number(),
  refundedCents: z.number(),
  balanceCents: z.number(),
  payments: z.array(salePaymentSchema),
  refunds: z.array(saleRefundSchema),
  openedAt: z.string(),
  paidAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  voidReason: z.string().nullable(),
});
export type Sale = z.infer<typeof saleSchema>;

// GET /api/sales/summary?locationId=&date=: the dashboard's figures for a day.
export const salesSummarySchema = z.object({ date: z.string(), count: z.number(), totalCents: z.number(), refundedCents: z.number() });
export type SalesSummary = z.infer<typeof salesSummarySchema>;

export const checkoutSchema = z.object({
  locationId: z.string(),
  appointmentId: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string().nullable(),
  // An appointment already has a sale: open it instead of starting another.
  saleId: z.string().nullable(),
  lines: z.array(serviceLineSchema),
});
export type Checkout = z.infer<typeof checkoutSchema>;

// What the live "sales" notice carries when a payment for an appointment succeeds: every open session at
// the location that can use the point of sale shows the payment-success overlay (SPEC §4.3).
export const paymentSucceededPatchSchema = z.object({
  kind: z.literal('payment_succeeded'),
  saleId: z.string(),
  appointmentId: z.string().nullable(),
  amountCents: z.number(),
});
export type PaymentSucceededPatch = z.infer<typeof paymentSucceededPatchSchema>;
