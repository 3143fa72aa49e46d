import { cashDrawerEventTypes, type CashDrawerEvent } from '@chairside/shared/cash-drawer/cash-drawer-events';
import type { PaymentRefunded, PaymentTaken } from '@chairside/shared/sales/sale-events';
import { rowsById } from '../engine/batch-rows';
import { defineProjection, unfoldable } from '../engine/projection';
import { createCashDrawerSessionTable } from './cash-drawer-table';

type DrawerFold = CashDrawerEvent | PaymentTaken | PaymentRefunded;
const add = (cents: string, amount: number) => String(Number(cents) + amount);

// The drawer's sessions, and the cash that went through the drawer while one was open: cash payments at the
// location (what stays in the drawer: the change is already off PaymentTaken's amount) in, cash refunds out.
export const cashDrawerProjection = defineProjection<DrawerFold>({
  name: 'cash_drawer_sessions',
  version: 1,
  eventTypes: [...cashDrawerEventTypes, 'PaymentTaken', 'PaymentRefunded'],
  topics: ['cash-drawer'],
  tables: { cash_drawer_sessions: createCashDrawerSessionTable },
  async apply(trx, events, context) {
    const locationIds = [...new Set(events.map((event) => event.data.locationId))];
    const open = await trx
      .selectFrom('cash_drawer_sessions')
      .selectAll()
      .where('status', '=', 'open')
      .where('location_id', 'in', locationIds)
      .execute();
    const rows = rowsById(open);
    const openAt = new Map(open.map((row) => [row.location_id, row.id]));
    for (const event of events) {
      const { locationId } = event.data;
      let sessionId: string | undefined;
      switch (event.type) {
        case 'CashDrawerOpened':
          sessionId = event.data.sessionId;
          rows.insert(sessionId, {
            id: sessionId,
            location_id: locationId,
            status: 'open',
            opened_at: new Date(event.metadata.occurredAt),
            opened_by: event.data.openedBy,
            float_cents: String(event.data.floatCents),
            cash_in_cents: '0',
            cash_out_cents: '0',
            closed_at: null,
            expected_cents: null,
            counted_cents: null,
            difference_cents: null,
            counted_by: null,
            note: null,
          });
          openAt.set(locationId, sessionId);
          break;
        case 'CashDrawerClosed': {
          const { expectedCents, countedCents, differenceCents, countedBy, note } = event.data;
          sessionId = event.data.sessionId;
          rows.update(sessionId, (row) => ({
            ...row,
            status: 'closed',
            closed_at: new Date(event.metadata.occurredAt),
            expected_cents: String(expectedCents),
            counted_cents: String(countedCents),
            difference_cents: String(differenceCents),
            counted_by: countedBy,
            note,
          }));
          openAt.delete(locationId);
          break;
        }
        case 'PaymentTaken':
        case 'PaymentRefunded': {
          if (event.data.method !== 'cash') break;
          sessionId = openAt.get(locationId);
          const amount = event.data.amountCents;
          if (sessionId)
            rows.update(sessionId, (row) =>
              event.type === 'PaymentTaken'
                ? { ...row, cash_in_cents: add(row.cash_in_cents, amount) }
                : { ...row, cash_out_cents: add(row.cash_out_cents, amount) },
            );
          break;
        }
        default:
          unfoldable('cash_drawer_sessions', event);
      }
      if (sessionId)
        context.change(
          { topic: 'cash-drawer', rooms: [`location:${locationId}`, `pos:${locationId}`], locationId, ids: [sessionId] },
          event,
        );
    }
    await rows.write(context.tables.rows('cash_drawer_sessions', 'id'));
  },
});
