import { column, defineTable, type TableRow } from '../engine/table-definition';

// Permission groups; a deleted group keeps its row (deleted = true) so memberships need no clean-up.
export const permissionGroupTable = defineTable(
  'permission_groups',
  {
    id: column.text(),
    name: column.text(),
    description: column.text(),
    permissions: column.textArray(),
    deleted: column.boolean().default('false'),
    created_at: column.timestamptz(),
  },
  { primaryKey: ['id'] },
);

export type PermissionGroupTable = TableRow<typeof permissionGroupTable>;
export const createPermissionGroupTable = permissionGroupTable.create;
