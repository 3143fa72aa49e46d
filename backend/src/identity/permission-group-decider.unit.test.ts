import { describe, it } from 'vitest';
import type { PermissionGroupCommand } from '@chairside/shared/identity/identity-commands';
import type { PermissionGroupEvent } from '@chairside/shared/identity/identity-events';
import { permissionGroupDecider } from './permission-group-decider';
import { deciderSpec } from '../../testing/decider-spec';

const now = new Date('2026-11-22T15:00:00Z');
const groupId = '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

const { given } = deciderSpec(permissionGroupDecider, { now });

const created: PermissionGroupEvent = {
  type: 'PermissionGroupCreated',
  data: { groupId, name: 'Front Desk', description: 'Greets clients', permissions: ['view_calendar'] },
};

describe('permission group decider', () => {
  it('creates a group once, with catalogue permissions only', () => {
    const create: PermissionGroupCommand = {
      type: 'CreatePermissionGroup',
      groupId,
      name: ' Front Desk ',
      description: ' Greets clients ',
      permissions: ['view_calendar'],
    };
    given([]).when(create).then([created]);
    given([created]).when(create).thenThrows('That permission group already exists');
    given([])
      .when({ ...create, permissions: ['view_calendar', 'fly'] })
      .thenThrows('Unknown permission "fly"');
    given([])
      .when({ ...create, name: '  ' })
      .thenThrows('Group name is required');
  });

  it('updates name, description and permissions, and nothing when nothing changed', () => {
    given([created])
      .when({ type: 'UpdatePermissionGroup', name: 'Front Desk', description: 'Greets clients', permissions: ['view_calendar'] })
      .then([]);
    given([created])
      .when({ type: 'UpdatePermissionGroup', name: 'Reception', description: '', permissions: ['view_calendar', 'view_clients'] })
      .then([
        { type: 'PermissionGroupUpdated', data: { name: 'Reception', description: '', permissions: ['view_calendar', 'view_clients'] } },
      ]);
    given([]).when({ type: 'UpdatePermissionGroup', name: 'X', description: '', permissions: [] }).thenThrows('Permission group not found');
  });

  it('deletes a group once; a deleted group cannot be edited', () => {
    const deleted: PermissionGroupEvent = { type: 'PermissionGroupDeleted', data: {} };
    given([created]).when({ type: 'DeletePermissionGroup' }).then([deleted]);
    given([created, deleted]).when({ type: 'DeletePermissionGroup' }).then([]);
    given([created, deleted])
      .when({ type: 'UpdatePermissionGroup', name: 'X', description: '', permissions: [] })
      .thenThrows('Permission group not found');
    given([]).when({ type: 'DeletePermissionGroup' }).thenThrows('Permission group not found');
  });
});
