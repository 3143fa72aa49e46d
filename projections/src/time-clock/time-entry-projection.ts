import { timeClockEventTypes, type TimeClockEvent } from '@chairside/shared/time-clock/time-clock-events';
import { rowsById } from '../engine/batch-rows';
import { defineProjection, unfoldable } from '../engine/projection';
import { createTimeEntryTable } from './time-entry-table';

// Time clock entries, open and closed, with their breaks, the missed clock-out alert and the edits' history.
export const timeEntryProjection = defineProjection<TimeClockEvent>({
  name: 'time_entries',
  version: 1,
  eventTypes: timeClockEventTypes,
  topics: ['time-clock'],
  tables: { time_entries: createTimeEntryTable },
  async apply(_trx, events, context) {
    const rows = rowsById(
      await context.tables.select(
        'time_entries',
        'id',
        events.map((event) => event.data.entryId),
      ),
    );
    for (const event of events) {
      const { entryId, staffId } = event.data;
      switch (event.type) {
        case 'ClockedIn':
          rows.insert(entryId, {
            id: entryId,
            staff_id: staffId,
            location_id: event.data.locationId,
            clocked_in_at: new Date(event.data.at),
            clocked_out_at: null,
            breaks: [],
            on_break_since: null,
            clock_out_missed_at: null,
            edits: [],
          });
          break;
        case 'BreakStarted':
          rows.update(entryId, (row) => ({
            ...row,
            breaks: [...row.breaks, { start: event.data.at, end: null }],
            on_break_since: new Date(event.data.at),
          }));
          break;
        case 'BreakEnded':
          rows.update(entryId, (row) => ({
            ...row,
            breaks: row.breaks.map((pause) => (pause.end === null ? { ...pause, end: event.data.at } : pause)),
            on_break_since: null,
          }));
          break;
        case 'ClockedOut':
          rows.update(entryId, (row) => ({ ...row, clocked_out_at: new Date(event.data.at), on_break_since: null }));
          break;
        case 'ClockOutMissed':
          rows.update(entryId, (row) => ({ ...row, clock_out_missed_at: new Date(event.data.dueAt) }));
          break;
        case 'TimeEntryEdited':
          rows.update(entryId, (row) => ({
            ...row,
            clocked_in_at: new Date(event.data.clockedInAt),
            clocked_out_at: new Date(event.data.clockedOutAt),
            breaks: event.data.breaks,
            on_break_since: null,
            clock_out_missed_at: null,
            edits: [...row.edits, { at: event.metadata.occurredAt, by: event.data.by, reason: event.data.reason }],
          }));
          break;
        case 'TimeEntryAdded':
          rows.insert(entryId, {
            id: entryId,
            staff_id: staffId,
            location_id: event.data.locationId,
            clocked_in_at: new Date(event.data.clockedInAt),
            clocked_out_at: new Date(event.data.clockedOutAt),
            breaks: event.data.breaks,
            on_break_since: null,
            clock_out_missed_at: null,
            edits: [{ at: event.metadata.occurredAt, by: event.data.by, reason: event.data.reason, added: true }],
          });
          break;
        default:
          unfoldable('time_entries', event);
      }
      const locationId = rows.get(entryId)?.location_id;
      // The location's board and the person's own clock; the notice names ids only, the reads are guarded.
      context.change(
        { topic: 'time-clock', rooms: [...(locationId ? [`location:${locationId}`] : []), `user:${staffId}`], ids: [entryId] },
        event,
      );
    }
    await rows.write(context.tables.rows('time_entries', 'id'));
  },
});
