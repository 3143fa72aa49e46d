import {
  giftCardEventTypes,
  giftCardPolicyEventTypes,
  type GiftCardEvent,
  type GiftCardPolicyEvent,
} from '@chairside/shared/gift-cards/gift-card-events';
import { batchRows, rowsById } from '../engine/batch-rows';
import { defineProjection, unfoldable } from '../engine/projection';
import type { GiftCardHistoryTable } from './gift-card-table';
import { createGiftCardHistoryTable, createGiftCardPolicyTable, createGiftCardTable } from './gift-card-table';
import type { Selectable } from 'kysely';

type HistoryRow = Selectable<GiftCardHistoryTable>;

// The cards with their balances, and each card's history.
export const giftCardProjection = defineProjection<GiftCardEvent>({
  name: 'gift_cards',
  version: 1,
  eventTypes: giftCardEventTypes,
  topics: ['gift-cards'],
  tables: { gift_cards: createGiftCardTable, gift_card_history: createGiftCardHistoryTable },
  async apply(_trx, events, context) {
    const cards = rowsById(
      await context.tables.select(
        'gift_cards',
        'id',
        events.map((event) => event.data.giftCardId),
      ),
    );
    const history: HistoryRow[] = [];
    for (const event of events) {
      const { giftCardId, saleId } = event.data;
      const at = new Date(event.metadata.occurredAt);
      const entry = (kind: HistoryRow['kind'], amountCents: number, balanceCents: number, locationId: string | null) =>
        history.push({
          id: event.id,
          gift_card_id: giftCardId,
          revision: Number(event.revision),
          kind,
          amount_cents: amountCents,
          balance_cents: balanceCents,
          sale_id: saleId,
          location_id: locationId,
          at,
        });
      const moved = (balanceCents: number) =>
        cards.update(giftCardId, (row) => ({ ...row, balance_cents: balanceCents, last_activity_at: at }));
      switch (event.type) {
        case 'GiftCardIssued':
          cards.insert(giftCardId, {
            id: giftCardId,
            code: event.data.code,
            initial_cents: event.data.amountCents,
            balance_cents: event.data.amountCents,
            issued_at: at,
            expires_at: event.data.expiresAt === null ? null : new Date(event.data.expiresAt),
            location_id: event.data.locationId,
            sale_id: saleId,
            last_activity_at: at,
          });
          entry('issued', event.data.amountCents, event.data.amountCents, event.data.locationId);
          break;
        case 'GiftCardReloaded':
          moved(event.data.balanceCents);
          entry('reloaded', event.data.amountCents, event.data.balanceCents, event.data.locationId);
          break;
        case 'GiftCardRedeemed':
          moved(event.data.balanceCents);
          entry('redeemed', -event.data.amountCents, event.data.balanceCents, event.data.locationId);
          break;
        case 'GiftCardRedemptionRestored':
          moved(event.data.balanceCents);
          entry('restored', event.data.amountCents, event.data.balanceCents, event.metadata.locationId ?? null);
          break;
        default:
          unfoldable('gift_cards', event);
      }
      context.change({ topic: 'gift-cards', rooms: ['staff'], ids: [giftCardId] }, event);
    }
    await cards.write(context.tables.rows('gift_cards', 'id'));
    // Folding the same events again must leave the same rows: each event's row is written once.
    if (history.length > 0) await context.tables.insert('gift_card_history', history, { unlessPresent: ['id'] });
  },
});

const businessIdOf = (stream: string) => stream.slice('giftcardpolicy-'.length);

// The expiry policy for cards sold from now on.
export const giftCardPolicyProjection = defineProjection<GiftCardPolicyEvent>({
  name: 'gift_card_policy',
  version: 1,
  eventTypes: giftCardPolicyEventTypes,
  topics: ['gift-cards'],
  tables: { gift_card_policy: createGiftCardPolicyTable },
  async apply(_trx, events, context) {
    const loaded = await context.tables.select(
      'gift_card_policy',
      'business_id',
      events.map((event) => businessIdOf(event.stream)),
    );
    const policies = batchRows(loaded.map((row) => [row.business_id, row] as const));
    for (const event of events) {
      const businessId = businessIdOf(event.stream);
      policies.put(businessId, {
        business_id: businessId,
        expiry_months: event.data.months,
        updated_at: new Date(event.metadata.occurredAt),
      });
      context.change({ topic: 'gift-cards', rooms: ['staff'], ids: [businessId] }, event);
    }
    await policies.write(context.tables.rows('gift_card_policy', 'business_id'));
  },
});
