import { permissionGroupEventTypes, type PermissionGroupEvent } from '@chairside/shared/identity/identity-events';
import { rowsById } from '../engine/batch-rows';
import { defineProjection, unfoldable } from '../engine/projection';
import { createPermissionGroupTable } from './permission-group-table';

const groupIdOf = (stream: string) => stream.slice('permission-group-'.length);

export const permissionGroupProjection = defineProjection<PermissionGroupEvent>({
  name: 'permission_groups',
  version: 1,
  eventTypes: permissionGroupEventTypes,
  topics: ['permission-groups', 'users'],
  tables: { permission_groups: createPermissionGroupTable },
  async apply(_trx, events, context) {
    const groups = rowsById(
      await context.tables.select(
        'permission_groups',
        'id',
        events.map((event) => groupIdOf(event.stream)),
      ),
    );
    for (const event of events) {
      const groupId = groupIdOf(event.stream);
      switch (event.type) {
        case 'PermissionGroupCreated': {
          const { name, description, permissions } = event.data;
          groups.insert(groupId, {
            id: groupId,
            name,
            description,
            permissions,
            deleted: false,
            created_at: new Date(event.metadata.occurredAt),
          });
          break;
        }
        case 'PermissionGroupUpdated': {
          const { name, description, permissions } = event.data;
          groups.update(groupId, (row) => ({ ...row, name, description, permissions }));
          break;
        }
        case 'PermissionGroupDeleted':
          groups.update(groupId, (row) => ({ ...row, deleted: true }));
          break;
        default:
          unfoldable('permission_groups', event);
      }
      context.change({ topic: 'permission-groups', rooms: ['staff'], ids: [groupId] }, event);
      // Members' effective permissions and group names changed with it: staff screens refetch users.
      if (event.type !== 'PermissionGroupCreated') context.change({ topic: 'users', rooms: ['staff'], ids: [] }, event);
    }
    await groups.write(context.tables.rows('permission_groups', 'id'));
  },
});
