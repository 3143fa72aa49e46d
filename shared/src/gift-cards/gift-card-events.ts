// Events of the gift-card streams. A permanent contract: add versions, never edit history.
// Balances are written as the decider computed them, so the history reads what the card held at each step.

// `giftcard-<giftCardId>`: one card. `expiresAt` is fixed when it is issued (the policy in force then).
export type GiftCardIssued = {
  type: 'GiftCardIssued';
  data: {
    giftCardId: string;
    code: string;
    amountCents: number;
    saleId: string;
    lineId: string;
    locationId: string;
    expiresAt: string | null;
  };
};
export type GiftCardReloaded = {
  type: 'GiftCardReloaded';
  data: { giftCardId: string; amountCents: number; balanceCents: number; saleId: string; lineId: string; locationId: string };
};
export type GiftCardRedeemed = {
  type: 'GiftCardRedeemed';
  data: { giftCardId: string; redemptionId: string; amountCents: number; balanceCents: number; saleId: string; locationId: string };
};
// A refund (or a sale's compensation) put part or all of a redemption back on the card.
export type GiftCardRedemptionRestored = {
  type: 'GiftCardRedemptionRestored';
  data: { giftCardId: string; redemptionId: string; refundId: string; amountCents: number; balanceCents: number; saleId: string };
};
export type GiftCardEvent = GiftCardIssued | GiftCardReloaded | GiftCardRedeemed | GiftCardRedemptionRestored;
export const giftCardEventTypes = ['GiftCardIssued', 'GiftCardReloaded', 'GiftCardRedeemed', 'GiftCardRedemptionRestored'] as const;
export const giftCardStream = (giftCardId: string) => `giftcard-${giftCardId}`;

// `giftcardcode-<code>`: the code's claim, appended with `no_stream` in the same atomic append as the issue,
// so two sales can never issue one code.
export type GiftCardCodeClaimed = { type: 'GiftCardCodeClaimed'; data: { code: string; giftCardId: string } };
export type GiftCardCodeEvent = GiftCardCodeClaimed;
export const giftCardCodeStream = (code: string) => `giftcardcode-${code}`;

// `giftcardpolicy-<businessId>`: how long a card sold from now on stays valid (null: it never expires).
export type GiftCardExpiryPolicySet = { type: 'GiftCardExpiryPolicySet'; data: { months: number | null } };
export type GiftCardPolicyEvent = GiftCardExpiryPolicySet;
export const giftCardPolicyEventTypes = ['GiftCardExpiryPolicySet'] as const;
export const giftCardPolicyStream = (businessId: string) => `giftcardpolicy-${businessId}`;
