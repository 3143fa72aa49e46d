import { queryOptions } from '@tanstack/react-query';
import { userPermissionsReplySchema, type GroupRef } from '@chairside/shared/identity/identity-dto';
import { ApiError, apiRequest } from '../api/api-client';
import {
  mayCachePermissions,
  parsePermissionCache,
  permissionCacheKey,
  serializePermissionCache,
  type CachedPermissions,
} from './permission-cache';

export const PERMISSIONS_UNKNOWN_ERROR = 'Unknown error fetching permissions';

export function permissionsErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return `Failed to fetch user permissions: ${error.statusText || error.message}`;
  return PERMISSIONS_UNKNOWN_ERROR;
}

async function fetchPermissions(userId: string, knownGroups: readonly GroupRef[]): Promise<CachedPermissions> {
  const key = permissionCacheKey(userId);
  if (mayCachePermissions(knownGroups)) {
    const cached = parsePermissionCache(localStorage.getItem(key), Date.now());
    if (cached) return cached;
  }
  localStorage.removeItem(key);
  let reply;
  try {
    reply = await apiRequest(`/api/users/${encodeURIComponent(userId)}/permissions`, { schema: userPermissionsReplySchema });
  } catch (error) {
    throw new Error(permissionsErrorMessage(error), { cause: error });
  }
  const value: CachedPermissions = reply.data;
  if (mayCachePermissions(knownGroups) && mayCachePermissions(value.groups))
    localStorage.setItem(key, serializePermissionCache(value, Date.now()));
  return value;
}

export const permissionQueries = {
  forUser: (userId: string, knownGroups: readonly GroupRef[] = []) =>
    queryOptions({ queryKey: ['users', userId, 'permissions'], queryFn: () => fetchPermissions(userId, knownGroups) }),
};
