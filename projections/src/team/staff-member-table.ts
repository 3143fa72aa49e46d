import type { ColumnType, Generated } from 'kysely';
import type { StaffPay } from '@chairside/shared/team/staff-dto';

// The team member side of a person; names, e-mail, phone and groups are read from `users`.
export interface StaffMemberTable {
  id: string;
  title: string;
  bio: string;
  photo: string | null;
  color: string;
  location_ids: string[];
  // jsonb: written as JSON text, read back parsed.
  pay: ColumnType<StaffPay, string, string>;
  is_active: boolean;
  hired_at: Date;
  updated_at: Generated<Date>;
}
