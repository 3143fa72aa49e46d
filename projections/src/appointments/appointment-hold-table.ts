import type { AppointmentItemRecord } from '@chairside/shared/appointments/appointment-events';
import { column, defineTable, type TableRow } from '../engine/table-definition';

// A slot held while someone books online; reads drop it once expires_at has passed (no event says so).
export const appointmentHoldTable = defineTable(
  'appointment_holds',
  {
    id: column.text(),
    location_id: column.text(),
    date: column.text(),
    starts_at: column.timestamptz(),
    ends_at: column.timestamptz(),
    expires_at: column.timestamptz(),
    held_by: column.text().nullable(),
    items: column.jsonb<AppointmentItemRecord[]>(),
  },
  { primaryKey: ['id'], indexes: [['date', 'location_id']] },
);

export type AppointmentHoldTable = TableRow<typeof appointmentHoldTable>;
export const createAppointmentHoldTable = appointmentHoldTable.create;
