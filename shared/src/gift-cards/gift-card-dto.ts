import { z } from 'zod';
import { giftCardCodeSchema } from '../sales/sale-dto';

export { giftCardCodeSchema };

// The US federal minimum (the CARD Act): a gift card may not expire within five years of being sold.
export const GIFT_CARD_MIN_EXPIRY_MONTHS = 60;
export const GIFT_CARD_MAX_EXPIRY_MONTHS = 600;

// Codes the system generates: 16 characters without the look-alikes 0/O and 1/I, so one read over the
// phone or copied from a printed certificate is typed right.
export const GIFT_CARD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GIFT_CARD_CODE_LENGTH = 16;

// A code as typed or printed, as stored: upper case without spaces or dashes; null when it is not a code.
// Example: normaliseGiftCardCode(' abcd-efgh 2345 ') === 'ABCDEFGH2345'
export function normaliseGiftCardCode(input: string): string | null {
  const parsed = giftCardCodeSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

// A code in groups of four, as shown and printed. Example: formatGiftCardCode('ABCDEFGH2345') === 'ABCD-EFGH-2345'
export function formatGiftCardCode(code: string): string {
  return (
    code
      .replace(/[\s-]/g, '')
      .toUpperCase()
      .match(/.{1,4}/g) ?? []
  ).join('-');
}

export const giftCardStatuses = ['active', 'expired', 'empty'] as const;
export type GiftCardStatus = (typeof giftCardStatuses)[number];
export const giftCardStatusLabels: Record<GiftCardStatus, string> = { active: 'Active', expired: 'Expired', empty: 'Used up' };

// GET /api/gift-cards/lookup?code=
export const giftCardLookupQuerySchema = z.object({ code: giftCardCodeSchema });
export const giftCardBalanceSchema = z.object({
  id: z.string(),
  code: z.string(),
  balanceCents: z.number(),
  status: z.enum(giftCardStatuses),
  expiresAt: z.string().nullable(),
});
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>;

// POST /api/gift-cards/codes: a fresh code nobody holds (claimed only when a sale issues the card).
export const generatedGiftCardCodeSchema = z.object({ code: z.string() });

// GET /api/gift-cards?search=&status=: newest activity first.
export const giftCardListQuerySchema = z.object({
  search: z.string().trim().max(40, 'Search with at most 40 characters').optional(),
  status: z.enum(giftCardStatuses, 'The status is active, expired or empty').optional(),
});
export type GiftCardListQuery = z.infer<typeof giftCardListQuerySchema>;
export const GIFT_CARD_LIST_LIMIT = 200;

export const giftCardSummarySchema = giftCardBalanceSchema.extend({
  initialCents: z.number(),
  issuedAt: z.string(),
  locationId: z.string(),
  locationName: z.string().nullable(),
  saleId: z.string(),
  lastActivityAt: z.string(),
});
export type GiftCardSummary = z.infer<typeof giftCardSummarySchema>;

export const giftCardListSchema = z.object({
  cards: z.array(giftCardSummarySchema),
  // Money owed on every card still usable (not expired), whatever the search: the gift-card liability.
  outstandingCents: z.number(),
  activeCount: z.number(),
});
export type GiftCardList = z.infer<typeof giftCardListSchema>;

export const giftCardActivityKinds = ['issued', 'reloaded', 'redeemed', 'restored'] as const;
export type GiftCardActivityKind = (typeof giftCardActivityKinds)[number];
export const giftCardActivityLabels: Record<GiftCardActivityKind, string> = {
  issued: 'Sold',
  reloaded: 'Reloaded',
  redeemed: 'Redeemed',
  restored: 'Refunded to card',
};
export const giftCardActivitySchema = z.object({
  id: z.string(),
  kind: z.enum(giftCardActivityKinds),
  // Money onto the card is positive, money off it negative.
  amountCents: z.number(),
  balanceCents: z.number(),
  saleId: z.string(),
  locationId: z.string().nullable(),
  at: z.string(),
});
export type GiftCardActivity = z.infer<typeof giftCardActivitySchema>;

// GET /api/gift-cards/:id: the card with its history, oldest first.
export const giftCardDetailSchema = giftCardSummarySchema.extend({ history: z.array(giftCardActivitySchema) });
export type GiftCardDetail = z.infer<typeof giftCardDetailSchema>;

// GET and PUT /api/gift-cards/policy: cards sold from now on expire this many whole months after their sale
// (null: never). Cards already sold keep the expiry they were sold with.
export const giftCardPolicyInputSchema = z.object({
  expiryMonths: z
    .number('The expiry is a number of months, or none')
    .int('The expiry is in whole months')
    .min(GIFT_CARD_MIN_EXPIRY_MONTHS, `A gift card may not expire within five years (${GIFT_CARD_MIN_EXPIRY_MONTHS} months) of its sale`)
    .max(GIFT_CARD_MAX_EXPIRY_MONTHS, `The expiry is at most ${GIFT_CARD_MAX_EXPIRY_MONTHS} months`)
    .nullable(),
});
export type GiftCardPolicyInput = z.infer<typeof giftCardPolicyInputSchema>;
export const giftCardPolicySchema = z.object({ expiryMonths: z.number().nullable(), updatedAt: z.string().nullable() });
export type GiftCardPolicy = z.infer<typeof giftCardPolicySchema>;

// A card's status at `now`: an expired card is expired whatever it holds.
export function giftCardStatus(card: { balanceCents: number; expiresAt: string | null }, now: Date): GiftCardStatus {
  if (card.expiresAt !== null && Date.parse(card.expiresAt) <= now.getTime()) return 'expired';
  return card.balanceCents > 0 ? 'active' : 'empty';
}

// The moment a card sold at `issuedAt` expires under a policy of `months` (null: never): the same day of
// the month, `months` later (the month's last day when that day does not exist).
export function giftCardExpiry(issuedAt: Date, months: number | null): string | null {
  if (months === null) return null;
  const expires = new Date(issuedAt.getTime());
  const day = expires.getUTCDate();
  expires.setUTCDate(1);
  expires.setUTCMonth(expires.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(expires.getUTCFullYear(), expires.getUTCMonth() + 1, 0)).getUTCDate();
  expires.setUTCDate(Math.min(day, lastDay));
  return expires.toISOString();
}
