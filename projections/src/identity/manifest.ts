import type { ProjectionModule } from '../engine/projection-module';
import { permissionGroupProjection } from './permission-group-projection';
import type { PermissionGroupTable } from './permission-group-table';
import { userAccountProjection } from './user-account-projection';
import type { UserAccountTable } from './user-account-table';
import type { UserGroupMembershipTable } from './user-group-membership-table';

export type IdentityTables = {
  users: UserAccountTable;
  user_group_memberships: UserGroupMembershipTable;
  permission_groups: PermissionGroupTable;
};

export const identityProjections: ProjectionModule<IdentityTables> = {
  name: 'identity',
  projections: [userAccountProjection, permissionGroupProjection],
};
