import { column, defineTable, type TableRow } from '../engine/table-definition';

// Waitlist entries with the slot last offered to them; dates are yyyy-MM-dd and times HH:mm local.
export const waitlistEntryTable = defineTable(
  'waitlist_entries',
  {
    id: column.text(),
    location_id: column.text(),
    client_id: column.text(),
    service_id: column.text(),
    staff_id: column.text().nullable(),
    from_date: column.text(),
    until_date: column.text(),
    from_time: column.text(),
    until_time: column.text(),
    notes: column.text(),
    created_at: column.timestamptz(),
    open: column.boolean(),
    removed_reason: column.text().nullable(),
    appointment_id: column.text().nullable(),
    offer_starts_at: column.timestamptz().nullable(),
    offer_staff_id: column.text().nullable(),
  },
  { primaryKey: ['id'], indexes: [['location_id', 'open', 'from_date']] },
);

export type WaitlistEntryTable = TableRow<typeof waitlistEntryTable>;
export const createWaitlistEntryTable = waitlistEntryTable.create;
