import type { Kysely, Transaction } from 'kysely';
import type { BusinessSettingsTable } from './business/business-settings-table';
import type { LocationListTable } from './business/location-list-table';
import type { PermissionGroupTable } from './identity/permission-group-table';
import type { UserAccountTable, UserGroupMembershipTable } from './identity/user-account-table';

// Read models as the queries see them (public views over the active generation).
export type ReadModels = {
  business_settings: BusinessSettingsTable;
  locations: LocationListTable;
  users: UserAccountTable;
  user_group_memberships: UserGroupMembershipTable;
  permission_groups: PermissionGroupTable;
};

export type ReadDb = Kysely<ReadModels>;
export type ReadTransaction = Transaction<ReadModels>;
