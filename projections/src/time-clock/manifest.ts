import type { ProjectionModule } from '../engine/projection-module';
import { timeEntryProjection } from './time-entry-projection';
import type { TimeEntryTable } from './time-entry-table';

export type TimeClockTables = { time_entries: TimeEntryTable };

export const timeClockProjections: ProjectionModule<TimeClockTables> = {
  name: 'time-clock',
  projections: [timeEntryProjection],
};
