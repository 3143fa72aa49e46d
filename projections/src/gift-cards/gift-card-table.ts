import { column, defineTable, type TableRow } from '../engine/table-definition';

// Every gift card as /gift-certificates lists it: looked up by code, listed by latest activity, and summed
// (the balances of cards still usable) for the gift-card liability.
export const giftCardTable = defineTable(
  'gift_cards',
  {
    id: column.text(),
    code: column.text(),
    initial_cents: column.integer(),
    balance_cents: column.integer(),
    issued_at: column.timestamptz(),
    expires_at: column.timestamptz().nullable(),
    location_id: column.text(),
    sale_id: column.text(),
    last_activity_at: column.timestamptz(),
  },
  { primaryKey: ['id'], indexes: [['code'], ['last_activity_at']] },
);
export type GiftCardTable = TableRow<typeof giftCardTable>;
export const createGiftCardTable = giftCardTable.create;

// What happened to each card, one row per event: a sale, reloads, redemptions and refunds put back.
export const giftCardHistoryTable = defineTable(
  'gift_card_history',
  {
    id: column.text(),
    gift_card_id: column.text(),
    // The event's place in the card's stream: the history's order (several events may share a moment).
    revision: column.integer(),
    kind: column.text<'issued' | 'reloaded' | 'redeemed' | 'restored'>(),
    amount_cents: column.integer(),
    balance_cents: column.integer(),
    sale_id: column.text(),
    location_id: column.text().nullable(),
    at: column.timestamptz(),
  },
  { primaryKey: ['id'], indexes: [['gift_card_id', 'revision']] },
);
export type GiftCardHistoryTable = TableRow<typeof giftCardHistoryTable>;
export const createGiftCardHistoryTable = giftCardHistoryTable.create;

// The business's expiry policy for cards sold from now on (one row).
export const giftCardPolicyTable = defineTable(
  'gift_card_policy',
  { business_id: column.text(), expiry_months: column.integer().nullable(), updated_at: column.timestamptz() },
  { primaryKey: ['business_id'] },
);
export type GiftCardPolicyTable = TableRow<typeof giftCardPolicyTable>;
export const createGiftCardPolicyTable = giftCardPolicyTable.create;
