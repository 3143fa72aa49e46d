import type { TimeBreak } from '@chairside/shared/time-clock/time-clock-events';
import { column, defineTable, type TableRow } from '../engine/table-definition';

export type TimeEntryEditRecord = { at: string; by: string | null; reason: string; added?: boolean };

// Every time clock entry: the board lists the open ones per location, timesheets read a person's entries by
// the instant they started (the local day is worked out on the location's clock when read).
export const timeEntryTable = defineTable(
  'time_entries',
  {
    id: column.text(),
    staff_id: column.text(),
    location_id: column.text(),
    clocked_in_at: column.timestamptz(),
    clocked_out_at: column.timestamptz().nullable(),
    breaks: column.jsonb<TimeBreak[]>(),
    on_break_since: column.timestamptz().nullable(),
    // When the missed clock-out was due (the alert), until an edit closes the entry.
    clock_out_missed_at: column.timestamptz().nullable(),
    edits: column.jsonb<TimeEntryEditRecord[]>(),
  },
  { primaryKey: ['id'], indexes: [['location_id', 'clocked_out_at'], ['clocked_in_at'], ['staff_id', 'clocked_in_at']] },
);

export type TimeEntryTable = TableRow<typeof timeEntryTable>;
export const createTimeEntryTable = timeEntryTable.create;
