import { DateTime } from 'luxon';
import type { Transaction } from 'kysely';
import { DEFAULT_LOCATION_TIME_ZONE } from '@chairside/shared/business/business-dto';
import type { Position } from '@chairside/platform/event-store/event-store';
import { locationTimeZones } from '../business/business-queries';
import type { ReadModels } from '../database';
import { readIfStarted } from '../engine/other-read-models';
import type { ProjectionBatch } from '../engine/projection';

// Additions to daily buckets gathered over a batch, then added to the stored rows in one read and one write
// per table: a bucket is a sum, so the order of additions within a batch does not matter.
export class BucketDeltas<Row extends { id: string }> {
  private readonly rows = new Map<string, Row>();
  constructor(private readonly counters: readonly (keyof Row & string)[]) {}

  add(id: string, empty: () => Row, change: Partial<Record<keyof Row & string, number>>): void {
    let row = this.rows.get(id);
    if (!row) {
      row = empty();
      this.rows.set(id, row);
    }
    for (const [name, value] of Object.entries(change) as [keyof Row & string, number | undefined][])
      if (value) (row as Record<string, unknown>)[name] = ((row as Record<string, unknown>)[name] as number) + value;
  }

  get size(): number {
    return this.rows.size;
  }

  ids(): string[] {
    return [...this.rows.keys()];
  }

  // The stored rows plus what the batch added.
  merged(stored: readonly Row[]): Row[] {
    const byId = new Map(stored.map((row) => [row.id, row]));
    return [...this.rows.values()].map((delta) => {
      const before = byId.get(delta.id);
      if (!before) return delta;
      const sum: Record<string, unknown> = { ...before };
      for (const name of this.counters) sum[name] = (before[name] as number) + (delta[name] as number);
      return sum as Row;
    });
  }
}

// Each location's clock, read once per batch: a location the read model does not know yet keeps the default.
export async function localDates(readModels: Transaction<ReadModels>): Promise<(locationId: string, at: string) => string> {
  const zones = await readIfStarted(readModels, () => locationTimeZones(readModels), new Map<string, string>());
  return (locationId, at) =>
    DateTime.fromISO(at, { zone: 'utc' })
      .setZone(zones.get(locationId) ?? DEFAULT_LOCATION_TIME_ZONE)
      .toISODate() ?? at.slice(0, 10);
}

// One notice per location a batch moved, at the last event that moved it: open reports read again once
// the buckets hold the change.
export class ReportNotices {
  private readonly last = new Map<string, { position: Position }>();
  touch(locationId: string, cause: { position: Position }): void {
    this.last.set(locationId, cause);
  }
  send(context: ProjectionBatch): void {
    for (const [locationId, cause] of this.last)
      context.change({ topic: 'reports', rooms: ['staff'], locationId, ids: [locationId] }, cause);
  }
}
