import type { Selectable } from 'kysely';
import { normalizePhone } from '@chairside/shared/format/phone-format';
import { ANONYMISED_CLIENT_NAME } from '@chairside/shared/clients/client-events';
import { anonymisedUsername, userEventTypes, type UserEvent } from '@chairside/shared/identity/identity-events';
import { batchRows, rowsById } from '../engine/batch-rows';
import { defineProjection, unfoldable } from '../engine/projection';
import { createUserAccountTable, type UserAccountTable } from './user-account-table';
import { createUserGroupMembershipTable, type UserGroupMembershipTable } from './user-group-membership-table';

const userIdOf = (stream: string) => stream.slice('user-'.length);

// Phones are written as E.164; older events hold them as typed ('(312) 555-0142'), which
// folding normalises (a number that cannot be read as one is kept as it was).
const storedPhone = (phone: string | null) => (phone === null ? null : (normalizePhone(phone) ?? phone));

// Users as sign-in, permission checks and the staff screens read them, with group membership.
export const userAccountProjection = defineProjection<UserEvent>({
  name: 'user_accounts',
  version: 2,
  eventTypes: userEventTypes,
  topics: ['users'],
  tables: { users: createUserAccountTable, user_group_memberships: createUserGroupMembershipTable },
  async apply(_trx, events, context) {
    const users = rowsById(
      await context.tables.select(
        'users',
        'id',
        events.map((event) => userIdOf(event.stream)),
      ),
    );
    // Group lists are always replaced whole: nothing to load.
    const memberships = batchRows<Selectable<UserGroupMembershipTable>[]>([]);
    for (const event of events) {
      const userId = userIdOf(event.stream);
      const at = new Date(event.metadata.occurredAt);
      const update = (values: Partial<Selectable<UserAccountTable>>) =>
        users.update(userId, (row) => ({ ...row, ...values, updated_at: at }));
      switch (event.type) {
        case 'UserRegistered': {
          const { data } = event;
          users.insert(userId, {
            id: userId,
            role: data.role,
            username: data.username,
            email: data.email,
            phone: storedPhone(data.phone),
            first_name: data.firstName,
            last_name: data.lastName,
            profile_picture: null,
            password_hash: data.passwordHash,
            is_active: true,
            color_preferences: null,
            direct_permissions: [],
            created_at: at,
            updated_at: at,
          });
          break;
        }
        case 'UserProfileUpdated':
          update({
            first_name: event.data.firstName,
            last_name: event.data.lastName,
            email: event.data.email,
            phone: storedPhone(event.data.phone),
            profile_picture: event.data.profilePicture,
          });
          break;
        case 'UserPasswordChanged':
          update({ password_hash: event.data.passwordHash });
          break;
        case 'UserColorPreferencesSet':
          update({ color_preferences: event.data });
          break;
        case 'UserDirectPermissionsSet':
          update({ direct_permissions: event.data.permissions });
          break;
        case 'UserAnonymised':
          update({
            username: anonymisedUsername(userId),
            email: '',
            phone: null,
            first_name: ANONYMISED_CLIENT_NAME,
            last_name: '',
            profile_picture: null,
            is_active: false,
          });
          break;
        case 'UserDeactivated':
        case 'UserReactivated':
          update({ is_active: event.type === 'UserReactivated' });
          break;
        case 'UserGroupsSet':
          memberships.put(
            userId,
            [...new Set(event.data.groupIds)].map((groupId) => ({ user_id: userId, group_id: groupId })),
          );
          update({});
          break;
        default:
          unfoldable('user_accounts', event);
      }
      // The user's own screens and every staff screen showing them.
      context.change({ topic: 'users', rooms: ['staff', `user:${userId}`], ids: [userId] }, event);
    }
    await users.write(context.tables.rows('users', 'id'));
    await memberships.write(context.tables.lists('user_group_memberships', 'user_id'));
  },
});
