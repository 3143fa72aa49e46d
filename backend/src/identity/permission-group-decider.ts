import type { PermissionGroupCommand } from '@chairside/shared/identity/identity-commands';
import type { PermissionGroupEvent } from '@chairside/shared/identity/identity-events';
import { type Decider, unhandled, unknownEvent } from '../commands/decider';
import { DomainError } from '../commands/domain-error';
import { checkedPermissions, sameMembers } from './permission-names';

export type PermissionGroupState = { exists: boolean; deleted: boolean; name: string; description: string; permissions: string[] };

function checkedName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw new DomainError('Group name is required', 400);
  return trimmed;
}

export const permissionGroupDecider: Decider<PermissionGroupState, PermissionGroupCommand, PermissionGroupEvent> = {
  initialState: () => ({ exists: false, deleted: false, name: '', description: '', permissions: [] }),

  evolve(state, event) {
    switch (event.type) {
      case 'PermissionGroupCreated':
        return {
          exists: true,
          deleted: false,
          name: event.data.name,
          description: event.data.description,
          permissions: event.data.permissions,
        };
      case 'PermissionGroupUpdated':
        return { ...state, ...event.data };
      case 'PermissionGroupDeleted':
        return { ...state, deleted: true };
      default:
        return unknownEvent(event, state);
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'CreatePermissionGroup':
        if (state.exists) throw new DomainError('That permission group already exists', 409);
        return [
          {
            type: 'PermissionGroupCreated',
            data: {
              groupId: command.groupId,
              name: checkedName(command.name),
              description: command.description.trim(),
              permissions: checkedPermissions(command.permissions),
            },
          },
        ];
      case 'UpdatePermissionGroup': {
        if (!state.exists || state.deleted) throw new DomainError('Permission group not found', 404);
        const data = {
          name: checkedName(command.name),
          description: command.description.trim(),
          permissions: checkedPermissions(command.permissions),
        };
        const unchanged =
          data.name === state.name && data.description === state.description && sameMembers(data.permissions, state.permissions);
        return unchanged ? [] : [{ type: 'PermissionGroupUpdated', data }];
      }
      case 'DeletePermissionGroup':
        if (!state.exists) throw new DomainError('Permission group not found', 404);
        return state.deleted ? [] : [{ type: 'PermissionGroupDeleted', data: {} }];
      default:
        return unhandled(command);
    }
  },
};
