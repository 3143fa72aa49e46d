import { sql, type Transaction, type Updateable } from 'kysely';
import type { UserEvent } from '@chairside/shared/identity/identity-events';
import type { Projection } from '../engine/projection';
import type { ReadModels } from '../database';
import type { UserAccountTable } from './user-account-table';

// Users as sign-in, permission checks and the staff screens read them, with group membership.
export const userAccountProjection: Projection = {
  name: 'user_accounts',
  version: 1,
  eventTypes: ['UserRegistered', 'UserProfileUpdated', 'UserPasswordChanged', 'UserColorPreferencesSet', 'UserGroupsSet', 'UserDirectPermissionsSet', 'UserDeactivated', 'UserReactivated'],
  topics: ['users'],
  tables: {
    // Sign-in looks users up by lowercased username or e-mail, recovery by the digits of the phone number.
    users: (schema) => sql`
      create table ${sql.id(schema, 'users')} (
        id text primary key,
        role text not null,
        username text not null,
        email text not null,
        phone text,
        first_name text not null,
        last_name text not null,
        profile_picture text,
        password_hash text not null,
        is_active boolean not null,
        color_preferences jsonb,
        direct_permissions text[] not null default '{}',
        created_at timestamptz not null,
        updated_at timestamptz not null default now()
      );
      create index on ${sql.id(schema, 'users')} (lower(username));
      create index on ${sql.id(schema, 'users')} (lower(email));
      create index on ${sql.id(schema, 'users')} (regexp_replace(phone, '[^0-9]', '', 'g'))`,
    user_group_memberships: (schema) => sql`
      create table ${sql.id(schema, 'user_group_memberships')} (
        user_id text not null,
        group_id text not null,
        primary key (user_id, group_id)
      );
      create index on ${sql.id(schema, 'user_group_memberships')} (group_id)`,
  },
  async apply(trx, events, context) {
    const db = (trx as unknown as Transaction<ReadModels>).withSchema(context.schema);
    for (const recorded of events) {
      const event = recorded as unknown as UserEvent;
      const userId = recorded.stream.slice('user-'.length);
      const at = new Date(recorded.metadata.occurredAt);
      const update = (values: Updateable<UserAccountTable>) => db.updateTable('users').set({ ...values, updated_at: at }).where('id', '=', userId).execute();
      switch (event.type) {
        case 'UserRegistered': {
          const { data } = event;
          await db
            .insertInto('users')
            .values({
              id: userId,
              role: data.role,
              username: data.username,
              email: data.email,
              phone: data.phone,
              first_name: data.firstName,
              last_name: data.lastName,
              profile_picture: null,
              password_hash: data.passwordHash,
              is_active: true,
              color_preferences: null,
              direct_permissions: [],
              created_at: at,
              updated_at: at,
            })
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
          break;
        }
        case 'UserProfileUpdated':
          await update({
            first_name: event.data.firstName,
            last_name: event.data.lastName,
            email: event.data.email,
            phone: event.data.phone,
            profile_picture: event.data.profilePicture,
          });
          break;
        case 'UserPasswordChanged':
          await update({ password_hash: event.data.passwordHash });
          break;
        case 'UserColorPreferencesSet':
          await update({ color_preferences: JSON.stringify(event.data) });
          break;
        case 'UserDirectPermissionsSet':
          await update({ direct_permissions: event.data.permissions });
          break;
        case 'UserDeactivated':
          await update({ is_active: false });
          break;
        case 'UserReactivated':
          await update({ is_active: true });
          break;
        case 'UserGroupsSet': {
          await db.deleteFrom('user_group_memberships').where('user_id', '=', userId).execute();
          if (event.data.groupIds.length > 0) {
            await db
              .insertInto('user_group_memberships')
              .values(event.data.groupIds.map((groupId) => ({ user_id: userId, group_id: groupId })))
              .onConflict((oc) => oc.doNothing())
              .execute();
          }
          await update({});
          break;
        }
        default: {
          const unknown: never = event;
          throw new Error(`user_accounts cannot fold ${(unknown as { type: string }).type}`);
        }
      }
      // The user's own screens and every staff screen showing them.
      context.change({ topic: 'users', rooms: ['staff', `user:${userId}`], ids: [userId] }, recorded);
    }
  },
};
