import type { AppointmentItemRecord } from '@chairside/shared/appointments/appointment-events';
import { column, defineTable, type TableRow } from '../engine/table-definition';

// The waitlist's own memory of what each appointment occupies on each day, so a cancellation, a no-show
// or a move away (whose events carry only the id) tells which time it freed. One row per day book.
export const waitlistAppointmentTable = defineTable(
  'waitlist_appointments',
  {
    appointment_id: column.text(),
    location_id: column.text(),
    date: column.text(),
    items: column.jsonb<AppointmentItemRecord[]>(),
  },
  { primaryKey: ['appointment_id', 'location_id', 'date'] },
);

export type WaitlistAppointmentTable = TableRow<typeof waitlistAppointmentTable>;
export const createWaitlistAppointmentTable = waitlistAppointmentTable.create;
