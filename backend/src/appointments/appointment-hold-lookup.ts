import { daybookCategories, type SlotHeld } from '@chairside/shared/appointments/appointment-events';
import { HOUR_MS } from '@chairside/shared/format/durations';
import type { EventStore, Position } from '@chairside/platform/event-store/event-store';

const batch = 200;
// Holds live minutes (HOLD_MINUTES); one older than an hour is long expired and is answered as unknown.
const lookBackMs = HOUR_MS;

// Which day book holds a hold (`daybook-`, or `schedule-` written before the rename): its SlotHeld event, searched newest first among the last hour's
// holds (the event-type index makes this a short scan).
export async function findHoldDay(
  store: EventStore,
  holdId: string,
  now = Date.now(),
): Promise<{ locationId: string; date: string } | null> {
  let from: Position | undefined;
  for (;;) {
    const events = await store.readAll({
      direction: 'backwards',
      fromPosition: from,
      maxCount: batch,
      filter: { categories: [...daybookCategories], eventTypes: ['SlotHeld'] },
    });
    for (const event of events) {
      const data = event.data as SlotHeld['data'];
      if (data.holdId === holdId) return { locationId: data.locationId, date: data.date };
    }
    const oldest = events[events.length - 1];
    if (!oldest || events.length < batch || Date.parse(oldest.recordedAt) < now - lookBackMs) return null;
    from = oldest.position;
  }
}
