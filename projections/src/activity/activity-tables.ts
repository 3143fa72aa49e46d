import type { ActivityKind } from '@chairside/shared/activity/activity-dto';
import { column, defineTable, type TableRow } from '../engine/table-definition';

// The dashboard's recent activity: the newest items of each kind at each location (older ones are dropped
// as new ones arrive, ACTIVITY_KEPT_PER_KIND), so a viewer allowed only some kinds still finds a full feed.
// Names are looked up when read, so a renamed or anonymised client reads as they are now.
// location_id null: the whole business (a new client).
export const activityItemTable = defineTable(
  'activity_items',
  {
    id: column.text(),
    location_id: column.text().nullable(),
    kind: column.text<ActivityKind>(),
    occurred_at: column.timestamptz(),
    // Who did it (the signed-in user), null for the system or the client themself online.
    actor_id: column.text().nullable(),
    online: column.boolean(),
    appointment_id: column.text().nullable(),
    client_id: column.text().nullable(),
    staff_id: column.text().nullable(),
    amount_cents: column.integer().nullable(),
  },
  { primaryKey: ['id'], indexes: [['location_id', 'occurred_at']] },
);
export type ActivityItemTable = TableRow<typeof activityItemTable>;

// Open time clock entries' locations: a clock-out names only its entry.
export const activityOpenEntryTable = defineTable(
  'activity_open_entries',
  { id: column.text(), location_id: column.text() },
  { primaryKey: ['id'] },
);
export type ActivityOpenEntryTable = TableRow<typeof activityOpenEntryTable>;
