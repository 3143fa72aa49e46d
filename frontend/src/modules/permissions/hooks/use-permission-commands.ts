import type { SavePermissionGroupInput } from '@chairside/shared/identity/identity-dto';
import { entityPath, useCommand, useDeleteCommand, useSaveCommand } from '../../../commands/use-command';

// Groups feed member counts, user summaries (group names) and every member's effective permissions: the
// 'permission-groups' topic refreshes the groups and everything under ['users'].

export function useSavePermissionGroup() {
  return useSaveCommand<SavePermissionGroupInput>('/api/permission-groups', ['permission-groups']);
}

export function useDeletePermissionGroup() {
  return useDeleteCommand('/api/permission-groups', ['permission-groups']);
}

export type UserAccessChange = { userId: string; groupIds?: string[]; permissions?: string[] };

// PUT /api/users/{id}/groups and /api/users/{id}/direct-permissions, only for what changed.
export function useSaveUserAccess() {
  return useCommand({
    request: ({ userId, groupIds, permissions }: UserAccessChange) => [
      ...(groupIds ? [{ path: entityPath('/api/users', userId, 'groups'), method: 'PUT' as const, body: { groupIds } }] : []),
      ...(permissions
        ? [{ path: entityPath('/api/users', userId, 'direct-permissions'), method: 'PUT' as const, body: { permissions } }]
        : []),
    ],
    topics: ['users', 'permission-groups'],
    // Even a half-done save (groups stored, direct permissions refused) must show what the server now holds.
    refreshOn: 'settled',
  });
}
