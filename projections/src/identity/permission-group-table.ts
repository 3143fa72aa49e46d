import { sql, type RawBuilder } from 'kysely';

// Permission groups; a deleted group keeps its row (deleted = true) so memberships need no clean-up.
export interface PermissionGroupTable {
  id: string;
  name: string;
  description: string;
  permissions: string[];
  deleted: boolean;
  created_at: Date;
}

export function createPermissionGroupTable(schema: string): RawBuilder<unknown> {
  return sql`
    create table ${sql.id(schema, 'permission_groups')} (
      id text primary key,
      name text not null,
      description text not null,
      permissions text[] not null,
      deleted boolean not null default false,
      created_at timestamptz not null
    )`;
}
