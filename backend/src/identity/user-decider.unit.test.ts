import { describe, it } from 'vitest';
import type { UserCommand } from '@chairside/shared/identity/identity-commands';
import type { UserEvent } from '@chairside/shared/identity/identity-events';
import { userDecider } from './user-decider';
import { deciderSpec } from '../../testing/decider-spec';

const now = new Date('2026-11-22T15:00:00Z');
const userId = '0b7a3c52-1d4e-4f6a-9b8c-7d6e5f4a3b2c';

const { given } = deciderSpec(userDecider, { now });

const register: UserCommand = {
  type: 'RegisterUser',
  userId,
  username: ' frontdesk ',
  email: 'Fran@Chairside.test',
  phone: '+13125550101',
  firstName: 'Fran',
  lastName: 'Desk',
  role: 'staff',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA',
};
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId,
    username: 'frontdesk',
    email: 'fran@chairside.test',
    phone: '+13125550101',
    firstName: 'Fran',
    lastName: 'Desk',
    role: 'staff',
    passwordHash: register.passwordHash,
  },
};
const colors = {
  primaryColor: '#112233',
  isDarkMode: true,
  primaryTextColor: '#111827',
  secondaryTextColor: '#6b7280',
  savedBrandColors: ['#112233'],
  savedTextColors: [],
};

describe('user decider', () => {
  it('registers a user once, trimming names and lowercasing the e-mail address', () => {
    given([]).when(register).then([registered]);
    given([registered]).when(register).thenThrows('That user already exists');
  });

  it('refuses usernames that could be mistaken for an e-mail address', () => {
    given([])
      .when({ ...register, username: 'fran@chairside.test' })
      .thenThrows('Usernames are 3 to 40 letters, digits, dots, hyphens or underscores');
    given([])
      .when({ ...register, username: 'ab' })
      .thenThrows(/3 to 40/);
  });

  it('refuses every change to a user that does not exist', () => {
    given([]).when({ type: 'DeactivateUser' }).thenThrows('User not found');
    given([]).when({ type: 'SetUserGroups', groupIds: [] }).thenThrows('User not found');
  });

  it('records a profile change, and nothing when nothing changed', () => {
    const profile = { firstName: 'Fran', lastName: 'Desk', email: 'fran@chairside.test', phone: '+13125550101', profilePicture: null };
    given([registered])
      .when({ type: 'UpdateUserProfile', ...profile })
      .then([]);
    given([registered])
      .when({ type: 'UpdateUserProfile', ...profile, lastName: ' Deskworth ', email: 'FRAN@desk.test' })
      .then([{ type: 'UserProfileUpdated', data: { ...profile, lastName: 'Deskworth', email: 'fran@desk.test' } }]);
  });

  it('records password changes with their reason', () => {
    given([registered])
      .when({ type: 'ChangeUserPassword', passwordHash: 'new-hash', reason: 'reset' })
      .then([{ type: 'UserPasswordChanged', data: { passwordHash: 'new-hash', reason: 'reset' } }]);
  });

  it('sets color preferences only when they differ from the saved ones', () => {
    const set: UserEvent = { type: 'UserColorPreferencesSet', data: colors };
    given([registered]).when({ type: 'SetUserColorPreferences', preferences: colors }).then([set]);
    given([registered, set])
      .when({ type: 'SetUserColorPreferences', preferences: { ...colors } })
      .then([]);
  });

  it('sets groups without repeats, and nothing when the set is the same', () => {
    const groups: UserEvent = { type: 'UserGroupsSet', data: { groupIds: ['g1', 'g2'] } };
    given([registered])
      .when({ type: 'SetUserGroups', groupIds: ['g1', 'g2', 'g1'] })
      .then([groups]);
    given([registered, groups])
      .when({ type: 'SetUserGroups', groupIds: ['g2', 'g1'] })
      .then([]);
    given([registered, groups])
      .when({ type: 'SetUserGroups', groupIds: [] })
      .then([{ type: 'UserGroupsSet', data: { groupIds: [] } }]);
  });

  it('sets direct permissions from the catalogue only, naming the unknown one', () => {
    given([registered])
      .when({ type: 'SetUserDirectPermissions', permissions: ['view_reports', 'view_reports'] })
      .then([{ type: 'UserDirectPermissionsSet', data: { permissions: ['view_reports'] } }]);
    given([registered])
      .when({ type: 'SetUserDirectPermissions', permissions: ['view_reports', 'launch_rockets'] })
      .thenThrows('Unknown permission "launch_rockets"');
  });

  it('deactivates and reactivates, idempotently', () => {
    const deactivated: UserEvent = { type: 'UserDeactivated', data: {} };
    given([registered]).when({ type: 'DeactivateUser' }).then([deactivated]);
    given([registered, deactivated]).when({ type: 'DeactivateUser' }).then([]);
    given([registered, deactivated])
      .when({ type: 'ReactivateUser' })
      .then([{ type: 'UserReactivated', data: {} }]);
    given([registered]).when({ type: 'ReactivateUser' }).then([]);
  });
});
