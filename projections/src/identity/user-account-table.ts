import type { ColumnType, Generated } from 'kysely';
import type { ColorPreferences } from '@chairside/shared/identity/identity-dto';

export interface UserAccountTable {
  id: string;
  role: string;
  username: string;
  email: string;
  phone: string | null;
  first_name: string;
  last_name: string;
  profile_picture: string | null;
  password_hash: string;
  is_active: boolean;
  // jsonb: written as JSON text, read back parsed; null until the user saves colors.
  color_preferences: ColumnType<ColorPreferences | null, string | null, string | null>;
  direct_permissions: string[];
  created_at: Date;
  updated_at: Generated<Date>;
}

export interface UserGroupMembershipTable {
  user_id: string;
  group_id: string;
}
