import type { ColorPreferences } from './identity-dto';

// Event type names are a permanent contract: change a shape by adding a new version, never by editing history.
// User streams are `user-<id>`, permission group streams `permission-group-<id>`.

// An account as registered; the RegisterUser command carries the same fields.
export type UserRegistration = {
  userId: string;
  username: string;
  email: string;
  phone: string | null;
  firstName: string;
  lastName: string;
  role: string;
  // argon2id, hashed before the command is decided (deciders do no I/O and no randomness).
  passwordHash: string;
};
export type UserRegistered = { type: 'UserRegistered'; data: UserRegistration };

// The fields a user edits on their own profile (UpdateUserProfile carries the same).
export type UserProfile = { firstName: string; lastName: string; email: string; phone: string | null; profilePicture: string | null };
export type UserProfileUpdated = { type: 'UserProfileUpdated'; data: UserProfile };

export type UserPasswordChanged = {
  type: 'UserPasswordChanged';
  data: { passwordHash: string; reason: 'changed' | 'reset' };
};

export type UserColorPreferencesSet = { type: 'UserColorPreferencesSet'; data: ColorPreferences };

export type UserGroupsSet = { type: 'UserGroupsSet'; data: { groupIds: string[] } };

export type UserDirectPermissionsSet = { type: 'UserDirectPermissionsSet'; data: { permissions: string[] } };

export type UserDeactivated = { type: 'UserDeactivated'; data: Record<string, never> };

export type UserReactivated = { type: 'UserReactivated'; data: Record<string, never> };

// A client's own sign-in account erased with the client: deactivated for good, its name, username, e-mail
// and phone gone (its earlier events are unreadable too: their key is destroyed).
export type UserAnonymised = { type: 'UserAnonymised'; data: Record<string, never> };
export const anonymisedUsername = (userId: string) => `anonymised-${userId.slice(0, 8)}`;

export type UserEvent =
  | UserRegistered
  | UserProfileUpdated
  | UserPasswordChanged
  | UserColorPreferencesSet
  | UserGroupsSet
  | UserDirectPermissionsSet
  | UserDeactivated
  | UserReactivated
  | UserAnonymised;

export const userEventTypes = [
  'UserRegistered',
  'UserProfileUpdated',
  'UserPasswordChanged',
  'UserColorPreferencesSet',
  'UserGroupsSet',
  'UserDirectPermissionsSet',
  'UserDeactivated',
  'UserReactivated',
  'UserAnonymised',
] as const satisfies readonly UserEvent['type'][];

export type PermissionGroupCreated = {
  type: 'PermissionGroupCreated';
  data: { groupId: string; name: string; description: string; permissions: string[] };
};

export type PermissionGroupUpdated = {
  type: 'PermissionGroupUpdated';
  data: { name: string; description: string; permissions: string[] };
};

export type PermissionGroupDeleted = { type: 'PermissionGroupDeleted'; data: Record<string, never> };

export type PermissionGroupEvent = PermissionGroupCreated | PermissionGroupUpdated | PermissionGroupDeleted;

export const permissionGroupEventTypes = [
  'PermissionGroupCreated',
  'PermissionGroupUpdated',
  'PermissionGroupDeleted',
] as const satisfies readonly PermissionGroupEvent['type'][];

// A value that must be unique (a username, an e-mail address, a group name) is claimed in a stream of
// its own, `unique-<kind>-<HMAC-SHA256 of the lowercased value under a secret key>`; the owner is a user,
// group or client id.
export type UniqueValueClaimed = { type: 'UniqueValueClaimed'; data: { ownerId: string } };
export type UniqueValueReleased = { type: 'UniqueValueReleased'; data: { ownerId: string } };
export type UniqueValueEvent = UniqueValueClaimed | UniqueValueReleased;

// Sign-ins, failed sign-ins and sign-outs, for the audit history. They are kept apart from the account's
// own stream (`signins-<userId>`, or `signins-unknown-<yyyy-mm-dd>` in UTC for a name that matched nobody)
// and appended whatever the stream's revision, so signing in never contends with an edit of the user.
// The metadata says from where (ip) and who acted: the user on a sign-in and a sign-out, nobody
// (userId null) on a failure, where no one proved who they are; the account a failure named is in its data.
export type SignInMethod = 'password';
export type SignedIn = { type: 'SignedIn'; data: { userId: string; method: SignInMethod } };

// What the sign-in itself tells apart. 'unknown-user' answers the person the same as 'wrong-password'
// (the reply never says whether an account exists); 'inactive' comes only with the right password.
export type SignInFailureReason = 'wrong-password' | 'unknown-user' | 'rate-limited' | 'inactive';
export type SignInFailed = {
  type: 'SignInFailed';
  // username: the username or e-mail address as typed (trimmed, at most SIGN_IN_USERNAME_MAX characters);
  // userId: the account it named, when it named one. Never the password.
  data: { username: string; userId?: string; reason: SignInFailureReason };
};

export type SignedOut = { type: 'SignedOut'; data: { userId: string } };

export type SignInEvent = SignedIn | SignInFailed | SignedOut;

export const signInEventTypes = ['SignedIn', 'SignInFailed', 'SignedOut'] as const satisfies readonly SignInEvent['type'][];

export const SIGN_IN_USERNAME_MAX = 120;

// The typed name as kept: trimmed, a lone surrogate half (which no JSON column takes) replaced, and cut
// at SIGN_IN_USERNAME_MAX characters without splitting one.
// Example: signInUsername('  Frontdesk ') === 'Frontdesk'
export function signInUsername(typed: string): string {
  const wellFormed = typed.trim().replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
  return Array.from(wellFormed).slice(0, SIGN_IN_USERNAME_MAX).join('');
}
