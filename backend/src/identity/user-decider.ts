import { ANONYMISED_CLIENT_NAME } from '@chairside/shared/clients/client-events';
import type { ColorPreferences } from '@chairside/shared/identity/identity-dto';
import { USERNAME_PATTERN } from '@chairside/shared/identity/identity-dto';
import type { UserCommand } from '@chairside/shared/identity/identity-commands';
import type { UserEvent } from '@chairside/shared/identity/identity-events';
import { type Decider, unhandled, unknownEvent } from '../commands/decider';
import { DomainError } from '../commands/domain-error';
import { checkedPermissions, sameMembers } from './permission-names';

export type UserState = {
  exists: boolean;
  username: string;
  email: string;
  phone: string | null;
  firstName: string;
  lastName: string;
  profilePicture: string | null;
  role: string;
  passwordHash: string;
  isActive: boolean;
  colorPreferences: ColorPreferences | null;
  groupIds: string[];
  directPermissions: string[];
  anonymised: boolean;
};

const anonymisedAccount = { username: '', email: '', phone: null, firstName: ANONYMISED_CLIENT_NAME, lastName: '', profilePicture: null };

const sameColors = (a: ColorPreferences | null, b: ColorPreferences) => a !== null && JSON.stringify(a) === JSON.stringify(b);

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({
    exists: false,
    username: '',
    email: '',
    phone: null,
    firstName: '',
    lastName: '',
    profilePicture: null,
    role: '',
    passwordHash: '',
    isActive: false,
    colorPreferences: null,
    groupIds: [],
    directPermissions: [],
    anonymised: false,
  }),

  evolve(state, event) {
    switch (event.type) {
      case 'UserRegistered': {
        const { userId: _userId, ...data } = event.data;
        return { ...state, ...data, exists: true, isActive: true };
      }
      case 'UserProfileUpdated':
        return { ...state, ...event.data };
      case 'UserPasswordChanged':
        return { ...state, passwordHash: event.data.passwordHash };
      case 'UserColorPreferencesSet':
        return { ...state, colorPreferences: event.data };
      case 'UserGroupsSet':
        return { ...state, groupIds: event.data.groupIds };
      case 'UserDirectPermissionsSet':
        return { ...state, directPermissions: event.data.permissions };
      case 'UserDeactivated':
        return { ...state, isActive: false };
      case 'UserReactivated':
        return { ...state, isActive: true };
      case 'UserAnonymised':
        return { ...state, ...anonymisedAccount, isActive: false, anonymised: true };
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state) {
    if (command.type === 'RegisterUser') {
      if (state.exists) throw new DomainError('That user already exists', 409);
      const username = command.username.trim();
      if (!USERNAME_PATTERN.test(username))
        throw new DomainError('Usernames are 3 to 40 letters, digits, dots, hyphens or underscores', 400);
      return [
        {
          type: 'UserRegistered',
          data: {
            userId: command.userId,
            username,
            email: command.email.trim().toLowerCase(),
            phone: command.phone,
            firstName: command.firstName.trim(),
            lastName: command.lastName.trim(),
            role: command.role,
            passwordHash: command.passwordHash,
          },
        },
      ];
    }
    if (!state.exists) throw new DomainError('User not found', 404);
    switch (command.type) {
      case 'UpdateUserProfile': {
        const data = {
          firstName: command.firstName.trim(),
          lastName: command.lastName.trim(),
          email: command.email.trim().toLowerCase(),
          phone: command.phone,
          profilePicture: command.profilePicture,
        };
        const unchanged =
          data.firstName === state.firstName &&
          data.lastName === state.lastName &&
          data.email === state.email &&
          data.phone === state.phone &&
          data.profilePicture === state.profilePicture;
        return unchanged ? [] : [{ type: 'UserProfileUpdated', data }];
      }
      case 'ChangeUserPassword':
        return [{ type: 'UserPasswordChanged', data: { passwordHash: command.passwordHash, reason: command.reason } }];
      case 'SetUserColorPreferences':
        return sameColors(state.colorPreferences, command.preferences)
          ? []
          : [{ type: 'UserColorPreferencesSet', data: command.preferences }];
      case 'SetUserGroups': {
        const groupIds = [...new Set(command.groupIds)];
        return sameMembers(groupIds, state.groupIds) ? [] : [{ type: 'UserGroupsSet', data: { groupIds } }];
      }
      case 'SetUserDirectPermissions': {
        const permissions = checkedPermissions(command.permissions);
        return sameMembers(permissions, state.directPermissions) ? [] : [{ type: 'UserDirectPermissionsSet', data: { permissions } }];
      }
      case 'DeactivateUser':
        return state.isActive ? [{ type: 'UserDeactivated', data: {} }] : [];
      case 'ReactivateUser':
        if (state.anonymised) throw new DomainError('This account was anonymised and cannot be used again', 409);
        return state.isActive ? [] : [{ type: 'UserReactivated', data: {} }];
      case 'AnonymiseUser':
        if (!state.exists) throw new DomainError('User not found', 404);
        return state.anonymised ? [] : [{ type: 'UserAnonymised', data: {} }];
      default:
        return unhandled(command);
    }
  },
};
