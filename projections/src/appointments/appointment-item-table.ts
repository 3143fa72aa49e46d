import { column, defineTable, type TableRow } from '../engine/table-definition';

// The services of an appointment in their order (sort_order), each with who, where and when.
// Availability reads a staff member's items by start.
export const appointmentItemTable = defineTable(
  'appointment_items',
  {
    appointment_id: column.text(),
    item_id: column.text(),
    sort_order: column.integer(),
    service_id: column.text(),
    staff_id: column.text(),
    room_id: column.text().nullable(),
    device_id: column.text().nullable(),
    starts_at: column.timestamptz(),
    duration_minutes: column.integer(),
    processing_minutes: column.integer(),
    buffer_minutes: column.integer(),
    price_cents: column.integer(),
  },
  { primaryKey: ['appointment_id', 'item_id'], indexes: [['staff_id', 'starts_at']] },
);

export type AppointmentItemTable = TableRow<typeof appointmentItemTable>;
export const createAppointmentItemTable = appointmentItemTable.create;
