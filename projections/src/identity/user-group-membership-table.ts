import { column, defineTable, type TableRow } from '../engine/table-definition';

// Which permission groups a user is in (kept by the user accounts projection).
export const userGroupMembershipTable = defineTable(
  'user_group_memberships',
  { user_id: column.text(), group_id: column.text() },
  { primaryKey: ['user_id', 'group_id'], indexes: [['group_id']] },
);

export type UserGroupMembershipTable = TableRow<typeof userGroupMembershipTable>;
export const createUserGroupMembershipTable = userGroupMembershipTable.create;
