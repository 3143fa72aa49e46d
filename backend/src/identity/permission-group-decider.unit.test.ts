import { describe, expect, it } from 'vitest';
import type { PermissionGroupCommand } from '@chairside/shared/identity/identity-commands';
import type { PermissionGroupEvent } from '@chairside/shared/identity/identity-events';
import { permissionGroupDecider } from './permission-group-decider';

const now = new Date('2026-11-22T15:00:00Z');
const groupId = '5c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';

const given = (events: PermissionGroupEvent[]) => ({
  when: (command: PermissionGroupCommand) => () => permissionGroupDecider.decide(command, events.reduce(permissionGroupDecider.evolve, permissionGroupDecider.initialState()), now),
});

const created: PermissionGroupEvent = { type: 'PermissionGroupCreated', data: { groupId, name: 'Front Desk', description: 'Greets clients', permissions: ['view_calendar'] } };

describe('permission group decider', () => {
  it('creates a group once, with catalogue permissions only', () => {
    const create: PermissionGroupCommand = { type: 'CreatePermissionGroup', groupId, name: ' Front Desk ', description: ' Greets clients ', permissions: ['view_calendar'] };
    expect(given([]).when(create)()).toEqual([created]);
    expect(given([created]).when(create)).toThrow('That permission group already exists');
    expect(given([]).when({ ...create, permissions: ['view_calendar', 'fly'] })).toThrow('Unknown permission "fly"');
    expect(given([]).when({ ...create, name: '  ' })).toThrow('Group name is required');
  });

  it('updates name, description and permissions, and nothing when nothing changed', () => {
    expect(given([created]).when({ type: 'UpdatePermissionGroup', name: 'Front Desk', description: 'Greets clients', permissions: ['view_calendar'] })()).toEqual([]);
    expect(given([created]).when({ type: 'UpdatePermissionGroup', name: 'Reception', description: '', permissions: ['view_calendar', 'view_clients'] })()).toEqual([
      { type: 'PermissionGroupUpdated', data: { name: 'Reception', description: '', permissions: ['view_calendar', 'view_clients'] } },
    ]);
    expect(given([]).when({ type: 'UpdatePermissionGroup', name: 'X', description: '', permissions: [] })).toThrow('Permission group not found');
  });

  it('deletes a group once; a deleted group cannot be edited', () => {
    const deleted: PermissionGroupEvent = { type: 'PermissionGroupDeleted', data: {} };
    expect(given([created]).when({ type: 'DeletePermissionGroup' })()).toEqual([deleted]);
    expect(given([created, deleted]).when({ type: 'DeletePermissionGroup' })()).toEqual([]);
    expect(given([created, deleted]).when({ type: 'UpdatePermissionGroup', name: 'X', description: '', permissions: [] })).toThrow('Permission group not found');
    expect(given([]).when({ type: 'DeletePermissionGroup' })).toThrow('Permission group not found');
  });
});
