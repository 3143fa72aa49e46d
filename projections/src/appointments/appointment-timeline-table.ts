import { column, defineTable, type TableRow } from '../engine/table-definition';

// One line per event that touched an appointment; summaries are written when the event is folded, so they
// read as things were then. Its log position names the line.
// One index, which is also the key: the drawer reads an appointment's lines in log order, and an event
// folded again finds its line there (an event's position is unique in the log).
export const appointmentTimelineTable = defineTable(
  'appointment_timeline',
  {
    appointment_id: column.text(),
    commit_position: column.bigint(),
    prepare_position: column.bigint(),
    type: column.text(),
    summary: column.text(),
    at: column.timestamptz(),
    user_id: column.text().nullable(),
    // Done by the client on the booking page (a booking, or a change through "My appointments" or a
    // manage link): an anonymous client has no user id, and the line must not read as the software's.
    by_client: column.boolean().default('false'),
  },
  { primaryKey: ['appointment_id', 'commit_position', 'prepare_position'] },
);

export type AppointmentTimelineTable = TableRow<typeof appointmentTimelineTable>;
export const createAppointmentTimelineTable = appointmentTimelineTable.create;
