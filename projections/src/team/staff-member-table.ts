import type { StaffPay } from '@chairside/shared/team/staff-dto';
import type { PayRate } from '@chairside/shared/team/pay-rates';
import { column, defineTable, type TableRow } from '../engine/table-definition';

// The team member side of a person. For someone with a sign-in account (has_account) names, e-mail, phone
// and groups are read from `users`; for someone without one, the name and contact columns here hold them.
export const staffMemberTable = defineTable(
  'staff_members',
  {
    id: column.text(),
    has_account: column.boolean(),
    first_name: column.text().nullable(),
    last_name: column.text().nullable(),
    email: column.text().nullable(),
    phone: column.text().nullable(),
    title: column.text(),
    bio: column.text(),
    photo: column.text().nullable(),
    color: column.text(),
    location_ids: column.textArray(),
    // The pay last saved with the profile, and the pay over time (the rate in force today is shown).
    pay: column.jsonb<StaffPay>(),
    pay_rates: column.jsonb<PayRate[]>(),
    is_active: column.boolean(),
    hired_at: column.timestamptz(),
    updated_at: column.timestamptz().default('now()'),
  },
  { primaryKey: ['id'], indexes: [{ using: 'gin', columns: ['location_ids'] }] },
);

export type StaffMemberTable = TableRow<typeof staffMemberTable>;
export const createStaffMemberTable = staffMemberTable.create;
