import type { Selectable } from 'kysely';
import type { ActivityKind } from '@chairside/shared/activity/activity-dto';
import type { ReadDb } from '../database';
import type { ActivityItemTable } from './activity-tables';

export type ActivityRecord = Selectable<ActivityItemTable>;

// The newest items at a location (and the business-wide ones) of the kinds the reader may see.
export async function listActivity(
  db: ReadDb,
  query: { locationId: string; kinds: readonly ActivityKind[]; limit: number },
): Promise<ActivityRecord[]> {
  if (query.kinds.length === 0) return [];
  return db
    .selectFrom('activity_items')
    .selectAll()
    .where((where) => where.or([where('location_id', '=', query.locationId), where('location_id', 'is', null)]))
    .where('kind', 'in', [...query.kinds])
    .orderBy('occurred_at', 'desc')
    .orderBy('id', 'desc')
    .limit(query.limit)
    .execute();
}
