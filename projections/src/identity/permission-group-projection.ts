import { sql, type Transaction } from 'kysely';
import type { PermissionGroupEvent } from '@chairside/shared/identity/identity-events';
import type { Projection } from '../engine/projection';
import type { ReadModels } from '../database';

export const permissionGroupProjection: Projection = {
  name: 'permission_groups',
  version: 1,
  eventTypes: ['PermissionGroupCreated', 'PermissionGroupUpdated', 'PermissionGroupDeleted'],
  topics: ['permission-groups', 'users'],
  tables: {
    permission_groups: (schema) => sql`
      create table ${sql.id(schema, 'permission_groups')} (
        id text primary key,
        name text not null,
        description text not null,
        permissions text[] not null,
        deleted boolean not null default false,
        created_at timestamptz not null
      )`,
  },
  async apply(trx, events, context) {
    const db = (trx as unknown as Transaction<ReadModels>).withSchema(context.schema);
    for (const recorded of events) {
      const event = recorded as unknown as PermissionGroupEvent;
      const groupId = recorded.stream.slice('permission-group-'.length);
      switch (event.type) {
        case 'PermissionGroupCreated':
          await db
            .insertInto('permission_groups')
            .values({ id: groupId, name: event.data.name, description: event.data.description, permissions: event.data.permissions, deleted: false, created_at: new Date(recorded.metadata.occurredAt) })
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
          break;
        case 'PermissionGroupUpdated':
          await db.updateTable('permission_groups').set({ name: event.data.name, description: event.data.description, permissions: event.data.permissions }).where('id', '=', groupId).execute();
          break;
        case 'PermissionGroupDeleted':
          await db.updateTable('permission_groups').set({ deleted: true }).where('id', '=', groupId).execute();
          break;
        default: {
          const unknown: never = event;
          throw new Error(`permission_groups cannot fold ${(unknown as { type: string }).type}`);
        }
      }
      context.change({ topic: 'permission-groups', rooms: ['staff'], ids: [groupId] }, recorded);
      // Members' effective permissions and group names changed with it: staff screens refetch users.
      if (event.type !== 'PermissionGroupCreated') context.change({ topic: 'users', rooms: ['staff'], ids: [] }, recorded);
    }
  },
};
