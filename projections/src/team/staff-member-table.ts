import type { StaffPay } from '@chairside/shared/team/staff-dto';
import { column, defineTable, type TableRow } from '../engine/table-definition';

// The team member side of a person; names, e-mail, phone and groups are read from `users`.
export const staffMemberTable = defineTable(
  'staff_members',
  {
    id: column.text(),
    title: column.text(),
    bio: column.text(),
    photo: column.text().nullable(),
    color: column.text(),
    location_ids: column.textArray(),
    pay: column.jsonb<StaffPay>(),
    is_active: column.boolean(),
    hired_at: column.timestamptz(),
    updated_at: column.timestamptz().default('now()'),
  },
  { primaryKey: ['id'], indexes: [{ using: 'gin', columns: ['location_ids'] }] },
);

export type StaffMemberTable = TableRow<typeof staffMemberTable>;
export const createStaffMemberTable = staffMemberTable.create;
