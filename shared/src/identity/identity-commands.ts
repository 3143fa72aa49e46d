import type { ColorPreferences } from './identity-dto';
import type { UserProfile, UserRegistration } from './identity-events';

// Commands are built by the server from validated requests (identity-dto.ts); password hashes are
// computed before the command reaches the decider.

export type RegisterUser = { type: 'RegisterUser' } & UserRegistration;

export type UpdateUserProfile = { type: 'UpdateUserProfile' } & UserProfile;

export type ChangeUserPassword = { type: 'ChangeUserPassword'; passwordHash: string; reason: 'changed' | 'reset' };

export type SetUserColorPreferences = { type: 'SetUserColorPreferences'; preferences: ColorPreferences };

export type SetUserGroups = { type: 'SetUserGroups'; groupIds: string[] };

export type SetUserDirectPermissions = { type: 'SetUserDirectPermissions'; permissions: string[] };

export type DeactivateUser = { type: 'DeactivateUser' };

export type ReactivateUser = { type: 'ReactivateUser' };

export type AnonymiseUser = { type: 'AnonymiseUser' };

export type UserCommand =
  | RegisterUser
  | UpdateUserProfile
  | ChangeUserPassword
  | SetUserColorPreferences
  | SetUserGroups
  | SetUserDirectPermissions
  | DeactivateUser
  | ReactivateUser
  | AnonymiseUser;

export type CreatePermissionGroup = {
  type: 'CreatePermissionGroup';
  groupId: string;
  name: string;
  description: string;
  permissions: string[];
};

export type UpdatePermissionGroup = { type: 'UpdatePermissionGroup'; name: string; description: string; permissions: string[] };

export type DeletePermissionGroup = { type: 'DeletePermissionGroup' };

export type PermissionGroupCommand = CreatePermissionGroup | UpdatePermissionGroup | DeletePermissionGroup;

export type ClaimUniqueValue = { type: 'ClaimUniqueValue'; ownerId: string };
export type ReleaseUniqueValue = { type: 'ReleaseUniqueValue'; ownerId: string };
export type UniqueValueCommand = ClaimUniqueValue | ReleaseUniqueValue;
