import type { ProjectionModule } from '../engine/projection-module';
import { activityProjection } from './activity-projection';
import type { ActivityItemTable, ActivityOpenEntryTable } from './activity-tables';

export type ActivityTables = { activity_items: ActivityItemTable; activity_open_entries: ActivityOpenEntryTable };

export const activityProjections: ProjectionModule<ActivityTables> = {
  name: 'activity',
  projections: [activityProjection],
};
