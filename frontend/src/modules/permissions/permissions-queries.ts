import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  permissionCatalogueReplySchema,
  permissionGroupSchema,
  userPermissionsReplySchema,
  userSummarySchema,
} from '@chairside/shared/identity/identity-dto';
import { apiRequest } from '../../api/api-client';

export type PermissionCatalogueEntry = z.infer<typeof permissionCatalogueReplySchema>[number];

// Reads of the permissions admin screen (role admin only on the server).
export const permissionAdminQueries = {
  catalogue: () =>
    queryOptions({
      queryKey: ['permission-catalogue'],
      queryFn: () => apiRequest('/api/permissions', { schema: permissionCatalogueReplySchema }),
      // The catalogue ships with the server build; it does not change while the page is open.
      staleTime: Infinity,
    }),
  groups: () =>
    queryOptions({
      queryKey: ['permission-groups'],
      queryFn: () => apiRequest('/api/permission-groups', { schema: z.array(permissionGroupSchema) }),
    }),
  users: () => queryOptions({ queryKey: ['users'], queryFn: () => apiRequest('/api/users', { schema: z.array(userSummarySchema) }) }),
  // Another user's effective permissions, read fresh: the signed-in user's own permission query keeps a
  // local cache (SPEC §6.4) that must not serve an administrator's view of someone else.
  effective: (userId: string) =>
    queryOptions({
      queryKey: ['users', userId, 'permissions', 'effective'],
      queryFn: async () =>
        (await apiRequest(`/api/users/${encodeURIComponent(userId)}/permissions`, { schema: userPermissionsReplySchema })).data,
    }),
};
