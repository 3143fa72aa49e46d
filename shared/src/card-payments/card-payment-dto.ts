import { z } from 'zod';
import { cardSummarySchema } from '../sales/sale-dto';

// Request and reply shapes of the card provider's dialog, the card terminal and the saved cards. A card
// number only ever travels in the token request (the stand-in for a provider's hosted card field) and the
// simulated terminal's "tap": neither is logged nor kept.

export { cardSummarySchema, type CardSummary } from '../sales/sale-dto';

const cardNumberSchema = z.string('Enter the card number').trim().min(1, 'Enter the card number').max(30, 'The card number is not valid');

// POST /api/card-provider/tokens
export const cardTokenInputSchema = z.object({
  number: cardNumberSchema,
  expMonth: z
    .number('Enter the expiry month')
    .int('The expiry month is a number from 1 to 12')
    .min(1, 'The expiry month is a number from 1 to 12')
    .max(12, 'The expiry month is a number from 1 to 12'),
  expYear: z
    .number('Enter the expiry year')
    .int('The expiry year is a four-digit year')
    .min(2000, 'The expiry year is a four-digit year')
    .max(2100, 'The expiry year is a four-digit year'),
  cvc: z
    .string('Enter the security code')
    .trim()
    .regex(/^\d{3,4}$/, 'The security code is 3 or 4 digits'),
});
export type CardTokenInput = z.input<typeof cardTokenInputSchema>;
export const cardTokenReplySchema = z.object({ token: z.string(), card: cardSummarySchema });
export type CardTokenReply = z.infer<typeof cardTokenReplySchema>;

export const terminalStates = ['idle', 'waiting', 'card_presented', 'approved', 'declined', 'timed_out', 'cancelled'] as const;
export type TerminalState = (typeof terminalStates)[number];

// GET /api/card-terminal?locationId=
export const cardTerminalQuerySchema = z.object({ locationId: z.uuid('Choose a location') });
export const cardTerminalSchema = z.object({
  state: z.enum(terminalStates),
  amountCents: z.number(),
  paymentKey: z.string().nullable(),
  message: z.string().nullable(),
  // True for the built-in simulator: the POS shows its "tap a test card" panel.
  simulated: z.boolean(),
});
export type CardTerminal = z.infer<typeof cardTerminalSchema>;

// POST /api/card-terminal/cancel
export const cancelTerminalSchema = z.object({ locationId: z.uuid('Choose a location') });
// POST /api/card-terminal/present (simulator only)
export const presentCardSchema = z.object({ locationId: z.uuid('Choose a location'), cardNumber: cardNumberSchema });

// The live `card-terminal` notice's patch, on every state change of a location's terminal.
export const terminalStatePatchSchema = z.object({
  kind: z.literal('terminal_state'),
  locationId: z.string(),
  paymentKey: z.string().nullable(),
  state: z.enum(terminalStates),
  amountCents: z.number(),
  message: z.string().nullable(),
});
export type TerminalStatePatch = z.infer<typeof terminalStatePatchSchema>;

// GET /api/saved-payment-methods?clientId=
export const savedPaymentMethodsQuerySchema = z.object({ clientId: z.uuid('Choose a client') });
export const savedPaymentMethodSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number(),
  expYear: z.number(),
  savedAt: z.string(),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;
