import { sql, type RawBuilder } from 'kysely';

// Which permission groups a user is in (kept by the user accounts projection).
export interface UserGroupMembershipTable {
  user_id: string;
  group_id: string;
}

export function createUserGroupMembershipTable(schema: string): RawBuilder<unknown> {
  return sql`
    create table ${sql.id(schema, 'user_group_memberships')} (
      user_id text not null,
      group_id text not null,
      primary key (user_id, group_id)
    );
    create index on ${sql.id(schema, 'user_group_memberships')} (group_id)`;
}
