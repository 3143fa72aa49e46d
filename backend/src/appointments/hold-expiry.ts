import type { EventStore } from '@chairside/platform/event-store/event-store';
import { createDb } from '@chairside/platform/database';
import { listLapsedHolds } from '@chairside/projections/appointments/appointment-queries';
import type { ReadModels } from '@chairside/projections/database';
import { decideOnDay } from './daybook-api';

// What the hold-expiry worker does, as the appointments module's public service API: expire a lapsed hold
// on its day stream, and find the lapsed holds whose job was lost (the sweep).

// A lapsed hold still in the read model: what the sweep finds.
export type LapsedHold = { holdId: string; locationId: string; date: string };

// ExpireHold on the hold's day stream, a no-op for a hold that was booked, released or already expired;
// `via` tells in the events' metadata which path expired it. True when HoldExpired was appended.
export async function expireHold(store: EventStore, hold: LapsedHold, via: 'job' | 'sweep', now: () => Date): Promise<boolean> {
  const result = await decideOnDay(
    store,
    hold,
    { type: 'ExpireHold', holdId: hold.holdId },
    { userId: null, locationId: hold.locationId, source: 'worker', correlationId: `hold-expiry-${via}:${hold.holdId}`, now },
  );
  return result.events.length > 0;
}

// The holds the read model still lists although they lapsed before `before`, through the appointments read
// model's own query, on the caller's pool.
export function lapsedHoldsFinder(pool: Parameters<typeof createDb>[0], limit = 500): (before: Date) => Promise<LapsedHold[]> {
  const readDb = createDb<ReadModels>(pool);
  return (before) => listLapsedHolds(readDb, before, limit);
}
