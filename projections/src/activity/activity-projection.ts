import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import type { ActivityKind } from '@chairside/shared/activity/activity-dto';
import {
  parseDaybookStream,
  type AppointmentBooked,
  type AppointmentCancelled,
  type AppointmentStatusChanged,
} from '@chairside/shared/appointments/appointment-events';
import type { ClientRegistered } from '@chairside/shared/clients/client-events';
import type { PaymentRefunded, SalePaid } from '@chairside/shared/sales/sale-events';
import type { ClockedIn, ClockedOut, TimeEntryEdited } from '@chairside/shared/time-clock/time-clock-events';
import { rowsById } from '../engine/batch-rows';
import { defineProjection, unfoldable } from '../engine/projection';
import { activityItemTable, activityOpenEntryTable, type ActivityItemTable } from './activity-tables';

type ActivityEvent =
  | AppointmentBooked
  | AppointmentStatusChanged
  | AppointmentCancelled
  | SalePaid
  | PaymentRefunded
  | ClockedIn
  | ClockedOut
  | TimeEntryEdited
  | ClientRegistered;

type Item = Selectable<ActivityItemTable>;

// The newest items kept per location and kind: more than the dashboard shows, so a viewer who may see only
// some kinds still gets a full feed.
export const ACTIVITY_KEPT_PER_KIND = 20;

const statusKinds: Partial<Record<AppointmentStatusChanged['data']['to'], ActivityKind>> = {
  checked_in: 'check_in',
  completed: 'completed',
  no_show: 'no_show',
};

const groupOf = (item: Pick<Item, 'location_id' | 'kind'>) => `${item.location_id ?? ''}|${item.kind}`;

// The newest ACTIVITY_KEPT_PER_KIND of a batch's items per location and kind, by when they happened (the
// table's own order): a long batch (a rebuild, an import) writes no more than the table keeps, and what stays
// does not depend on how the log was cut into batches (back-dated events come later in the log).
export function newestPerGroup(items: readonly Item[], keep: number): Item[] {
  const byTime = [...items].sort((a, b) => a.occurred_at.getTime() - b.occurred_at.getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const counts = new Map<string, number>();
  const kept: Item[] = [];
  for (let index = byTime.length - 1; index >= 0; index -= 1) {
    const item = byTime[index] as Item;
    const count = counts.get(groupOf(item)) ?? 0;
    if (count >= keep) continue;
    counts.set(groupOf(item), count + 1);
    kept.push(item);
  }
  return kept.reverse();
}

// The dashboard's recent activity (activity-tables.ts): bookings, check-ins, completions, no-shows,
// cancellations, sales, refunds, clock-ins and -outs, new clients.
export const activityProjection = defineProjection<ActivityEvent>({
  name: 'activity',
  version: 2,
  eventTypes: [
    'AppointmentBooked',
    'AppointmentStatusChanged',
    'AppointmentCancelled',
    'SalePaid',
    'PaymentRefunded',
    'ClockedIn',
    'ClockedOut',
    'TimeEntryEdited',
    'ClientRegistered',
  ],
  topics: ['activity'],
  tables: { activity_items: activityItemTable.create, activity_open_entries: activityOpenEntryTable.create },
  async apply(trx, events, context) {
    const entryIds = events.flatMap((event) => ('entryId' in event.data ? [event.data.entryId] : []));
    const openEntries = rowsById(await context.tables.select('activity_open_entries', 'id', entryIds));
    const items: Item[] = [];
    for (const event of events) {
      const base = {
        id: event.id,
        occurred_at: new Date(event.metadata.occurredAt),
        actor_id: event.metadata.userId,
        online: event.metadata.channel === 'online',
        appointment_id: null,
        client_id: null,
        staff_id: null,
        amount_cents: null,
      };
      const daybookLocation = parseDaybookStream(event.stream)?.locationId ?? null;
      let item: Item | null = null;
      switch (event.type) {
        case 'AppointmentBooked':
          item = {
            ...base,
            kind: 'booking',
            location_id: event.data.locationId,
            online: base.online || event.data.online === true,
            appointment_id: event.data.appointmentId,
            client_id: event.data.clientId,
          };
          break;
        case 'AppointmentStatusChanged': {
          const kind = statusKinds[event.data.to];
          if (kind) item = { ...base, kind, location_id: daybookLocation, appointment_id: event.data.appointmentId };
          break;
        }
        case 'AppointmentCancelled':
          item = { ...base, kind: 'cancellation', location_id: daybookLocation, appointment_id: event.data.appointmentId };
          break;
        case 'SalePaid':
          item = {
            ...base,
            kind: 'sale',
            location_id: event.data.locationId,
            client_id: event.data.clientId,
            amount_cents: event.data.totalCents,
          };
          break;
        case 'PaymentRefunded':
          item = { ...base, kind: 'refund', location_id: event.data.locationId, amount_cents: event.data.amountCents };
          break;
        case 'ClockedIn':
          openEntries.put(event.data.entryId, { id: event.data.entryId, location_id: event.data.locationId });
          item = { ...base, kind: 'clock_in', location_id: event.data.locationId, staff_id: event.data.staffId };
          break;
        case 'ClockedOut': {
          const entry = openEntries.remove(event.data.entryId);
          if (entry) item = { ...base, kind: 'clock_out', location_id: entry.location_id, staff_id: event.data.staffId };
          break;
        }
        case 'TimeEntryEdited':
          // An edit closes the entry; it is a correction, not something that happened on the floor now.
          openEntries.remove(event.data.entryId);
          break;
        case 'ClientRegistered':
          // An import's clients are not news one by one.
          if (event.metadata.source !== 'import') item = { ...base, kind: 'new_client', location_id: null, client_id: event.data.clientId };
          break;
        default:
          unfoldable('activity', event);
      }
      if (!item) continue;
      items.push(item);
      // The notice names the item only; the feed's read filters by the reader's permissions.
      context.change({ topic: 'activity', rooms: item.location_id ? [`location:${item.location_id}`] : ['staff'], ids: [item.id] }, event);
    }
    await openEntries.write(context.tables.rows('activity_open_entries', 'id'));
    const written = newestPerGroup(items, ACTIVITY_KEPT_PER_KIND);
    if (written.length === 0) return;
    await context.tables.insert('activity_items', written, { unlessPresent: ['id'] });
    // Only the newest items of each location and kind the batch touched stay.
    const kinds = [...new Set(written.map((item) => item.kind))];
    await sql`
      delete from ${sql.id(context.schema, 'activity_items')} where id in (
        select id from (
          select id, row_number() over (partition by location_id, kind order by occurred_at desc, id desc) as newness
          from ${sql.id(context.schema, 'activity_items')} where kind = any(${kinds}::text[])
        ) ranked where newness > ${ACTIVITY_KEPT_PER_KIND}
      )`.execute(trx);
  },
});
