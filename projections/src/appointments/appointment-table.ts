import type { AppointmentStatus } from '@chairside/shared/appointments/appointment-dto';
import { column, defineTable, type TableRow } from '../engine/table-definition';

// One row per appointment, wherever it lives now. `date` is the yyyy-MM-dd local date (America/Chicago) of
// the day book it is in, kept as text so it compares as a string.
// Calendar reads go by location and day (or a range of days); the dashboard by location and date; the
// drawer by id; a client's history by client.
export const appointmentTable = defineTable(
  'appointments',
  {
    id: column.text(),
    location_id: column.text(),
    date: column.text(),
    series_id: column.text().nullable(),
    status: column.text<AppointmentStatus>(),
    starts_at: column.timestamptz(),
    // When the client leaves (last end of processing).
    ends_at: column.timestamptz(),
    client_id: column.text(),
    notes: column.text(),
    price_cents: column.integer(),
    cancel_reason: column.text().nullable(),
    late_cancel: column.boolean(),
    // Booked by the client on the booking page.
    booked_online: column.boolean().default('false'),
    // A walk-in's name as given ('' without one); null for every other appointment.
    walk_in_name: column.text().nullable(),
    // The sale that paid it (the calendar shows it paid).
    paid_sale_id: column.text().nullable(),
    // The status change a revert would undo, and who made it (null: not known).
    last_status_from: column.text<AppointmentStatus>().nullable(),
    last_status_to: column.text<AppointmentStatus>().nullable(),
    last_status_by: column.text().nullable(),
    created_at: column.timestamptz(),
    updated_at: column.timestamptz(),
  },
  { primaryKey: ['id'], indexes: [['location_id', 'date', 'starts_at'], ['date'], ['client_id']] },
);

export type AppointmentTable = TableRow<typeof appointmentTable>;
export const createAppointmentTable = appointmentTable.create;
