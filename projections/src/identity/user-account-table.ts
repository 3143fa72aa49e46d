import type { ColorPreferences } from '@chairside/shared/identity/identity-dto';
import { column, defineTable, type TableRow } from '../engine/table-definition';

// Users as sign-in, permission checks and the staff screens read them.
// Sign-in looks users up by lowercased username or e-mail, recovery by the digits of the phone number.
export const userAccountTable = defineTable(
  'users',
  {
    id: column.text(),
    role: column.text(),
    username: column.text(),
    email: column.text(),
    phone: column.text().nullable(),
    first_name: column.text(),
    last_name: column.text(),
    profile_picture: column.text().nullable(),
    password_hash: column.text(),
    is_active: column.boolean(),
    // Null until the user saves colors.
    color_preferences: column.jsonb<ColorPreferences>().nullable(),
    direct_permissions: column.textArray().default(`'{}'`),
    created_at: column.timestamptz(),
    updated_at: column.timestamptz().default('now()'),
  },
  {
    primaryKey: ['id'],
    indexes: [
      { expression: 'lower(username)' },
      { expression: 'lower(email)' },
      { expression: `regexp_replace(phone, '[^0-9]', '', 'g')` },
    ],
  },
);

export type UserAccountTable = TableRow<typeof userAccountTable>;
export const createUserAccountTable = userAccountTable.create;
