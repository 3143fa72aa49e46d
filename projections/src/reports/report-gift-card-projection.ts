import type { Selectable } from 'kysely';
import { giftCardEventTypes, type GiftCardEvent } from '@chairside/shared/gift-cards/gift-card-events';
import { rowsById } from '../engine/batch-rows';
import { defineProjection, unfoldable } from '../engine/projection';
import { BucketDeltas, localDates, ReportNotices } from './report-buckets';
import { reportGiftCardDayTable, reportGiftCardRedemptionTable, type ReportGiftCardDayTable } from './report-tables';

type Counter = 'issued_cents' | 'reloaded_cents' | 'redeemed_cents' | 'restored_cents';

// Gift-card money per location and day: what cards took in (sold, reloaded) and gave out (redeemed, put
// back). The liability at the end of a day is the running sum of these up to it.
export const reportGiftCardProjection = defineProjection<GiftCardEvent>({
  name: 'report_gift_cards',
  version: 1,
  eventTypes: giftCardEventTypes,
  topics: ['reports'],
  tables: { report_gift_card_days: reportGiftCardDayTable.create, report_gift_card_redemptions: reportGiftCardRedemptionTable.create },
  async apply(_trx, events, context) {
    const redemptions = rowsById(
      await context.tables.select(
        'report_gift_card_redemptions',
        'id',
        events.flatMap((event) => (event.type === 'GiftCardRedemptionRestored' ? [event.data.redemptionId] : [])),
      ),
    );
    const dayOf = await localDates(context.readModels);
    const days = new BucketDeltas<Selectable<ReportGiftCardDayTable>>([
      'issued_cents',
      'reloaded_cents',
      'redeemed_cents',
      'restored_cents',
    ]);
    const notices = new ReportNotices();
    const add = (
      locationId: string,
      at: string,
      counter: Counter,
      cents: number,
      cause: { position: (typeof events)[number]['position'] },
    ) => {
      const date = dayOf(locationId, at);
      const id = `${locationId}:${date}`;
      days.add(
        id,
        () => ({ id, location_id: locationId, local_date: date, issued_cents: 0, reloaded_cents: 0, redeemed_cents: 0, restored_cents: 0 }),
        { [counter]: cents },
      );
      notices.touch(locationId, cause);
    };
    for (const event of events) {
      const at = event.metadata.occurredAt;
      switch (event.type) {
        case 'GiftCardIssued':
          add(event.data.locationId, at, 'issued_cents', event.data.amountCents, event);
          break;
        case 'GiftCardReloaded':
          add(event.data.locationId, at, 'reloaded_cents', event.data.amountCents, event);
          break;
        case 'GiftCardRedeemed':
          redemptions.put(event.data.redemptionId, { id: event.data.redemptionId, location_id: event.data.locationId });
          add(event.data.locationId, at, 'redeemed_cents', event.data.amountCents, event);
          break;
        case 'GiftCardRedemptionRestored': {
          const locationId = redemptions.get(event.data.redemptionId)?.location_id;
          if (locationId) add(locationId, at, 'restored_cents', event.data.amountCents, event);
          break;
        }
        default:
          unfoldable('report_gift_cards', event);
      }
    }
    await redemptions.write(context.tables.rows('report_gift_card_redemptions', 'id'));
    await context.tables.addSums('report_gift_card_days', 'id', days);
    notices.send(context);
  },
});
