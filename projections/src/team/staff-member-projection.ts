import { sql, type Transaction } from 'kysely';
import type { UserEvent } from '@chairside/shared/identity/identity-events';
import type { StaffEvent } from '@chairside/shared/team/staff-events';
import type { Projection } from '../engine/projection';
import type { ReadModels } from '../database';

// A staff member's name, e-mail, phone and groups live on their user account: when those change, every
// staff screen showing the person must refetch too, so the user events of hired people are announced here.
const userEventsShownOnStaff = ['UserProfileUpdated', 'UserGroupsSet', 'UserDeactivated', 'UserReactivated'] as const;

export const staffMemberProjection: Projection = {
  name: 'staff_members',
  version: 1,
  eventTypes: ['StaffHired', 'StaffProfileUpdated', 'StaffDeactivated', 'StaffReactivated', ...userEventsShownOnStaff],
  topics: ['staff'],
  tables: {
    staff_members: (schema) => sql`
      create table ${sql.id(schema, 'staff_members')} (
        id text primary key,
        title text not null,
        bio text not null,
        photo text,
        color text not null,
        location_ids text[] not null,
        pay jsonb not null,
        is_active boolean not null,
        hired_at timestamptz not null,
        updated_at timestamptz not null default now()
      );
      create index on ${sql.id(schema, 'staff_members')} using gin (location_ids)`,
  },
  async apply(trx, events, context) {
    const db = (trx as unknown as Transaction<ReadModels>).withSchema(context.schema);
    for (const recorded of events) {
      const event = recorded as unknown as StaffEvent | UserEvent;
      const at = new Date(recorded.metadata.occurredAt);
      let staffId: string;
      switch (event.type) {
        case 'StaffHired': {
          const { data } = event;
          staffId = data.staffId;
          await db
            .insertInto('staff_members')
            .values({
              id: staffId,
              title: data.title,
              bio: data.bio,
              photo: data.photo,
              color: data.color,
              location_ids: data.locationIds,
              pay: JSON.stringify(data.pay),
              is_active: true,
              hired_at: at,
              updated_at: at,
            })
            .onConflict((oc) => oc.column('id').doNothing())
            .execute();
          break;
        }
        case 'StaffProfileUpdated': {
          const { data } = event;
          staffId = recorded.stream.slice('staff-'.length);
          await db
            .updateTable('staff_members')
            .set({ title: data.title, bio: data.bio, photo: data.photo, color: data.color, location_ids: data.locationIds, pay: JSON.stringify(data.pay), updated_at: at })
            .where('id', '=', staffId)
            .execute();
          break;
        }
        case 'StaffDeactivated':
        case 'StaffReactivated':
          staffId = recorded.stream.slice('staff-'.length);
          await db
            .updateTable('staff_members')
            .set({ is_active: event.type === 'StaffReactivated', updated_at: at })
            .where('id', '=', staffId)
            .execute();
          break;
        default: {
          // A user event: announced only when the user is on the team.
          staffId = recorded.stream.slice('user-'.length);
          const member = await db.selectFrom('staff_members').select('id').where('id', '=', staffId).executeTakeFirst();
          if (!member) continue;
        }
      }
      context.change({ topic: 'staff', rooms: ['staff', `user:${staffId}`], ids: [staffId] }, recorded);
    }
  },
};
