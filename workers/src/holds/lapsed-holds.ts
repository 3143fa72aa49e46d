import type { createPool } from '@chairside/platform/database';
import type { LapsedHold } from './hold-expiry-worker';

type Pool = Pick<ReturnType<typeof createPool>, 'query'>;

// The holds the read model still lists although they lapsed before `before` (the appointments
// projection removes a hold's row on HoldReleased, HoldExpired and its booking). Oldest first, a bounded
// batch per sweep.
export function lapsedHoldsFinder(pool: Pool, limit = 500): (before: Date) => Promise<LapsedHold[]> {
  return async (before) => {
    const { rows } = await pool.query<{ id: string; location_id: string; date: string }>(
      'select id, location_id, date from appointment_holds where expires_at <= $1 order by expires_at limit $2',
      [before, limit],
    );
    return rows.map((row) => ({ holdId: row.id, locationId: row.location_id, date: row.date }));
  };
}
