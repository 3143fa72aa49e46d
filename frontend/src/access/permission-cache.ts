import { PERMISSION_CACHE_MS } from '@chairside/shared/constants';
import { bypassesPermissionCache } from '@chairside/shared/identity/permissions';
import type { GroupRef } from '@chairside/shared/identity/identity-dto';

// SPEC §6.4: effective permissions are kept in localStorage per user for 5 minutes, except for anyone
// in a group whose name contains "basic", whose permissions are always read fresh.

export type CachedPermissions = { permissions: string[]; groups: GroupRef[]; directPermissions: string[] };
type CacheEntry = CachedPermissions & { storedAt: number };

export const PERMISSION_CACHE_PREFIX = 'chairside_permissions_';

export function permissionCacheKey(userId: string): string {
  return `${PERMISSION_CACHE_PREFIX}${userId}`;
}

export function mayCachePermissions(groups: readonly { name: string }[]): boolean {
  return !bypassesPermissionCache(groups);
}

export function serializePermissionCache(value: CachedPermissions, now: number): string {
  const entry: CacheEntry = { ...value, storedAt: now };
  return JSON.stringify(entry);
}

// Returns the cached value when it is younger than 5 minutes and well formed, else null.
export function parsePermissionCache(raw: string | null, now: number): CachedPermissions | null {
  if (!raw) return null;
  let entry: unknown;
  try {
    entry = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!entry || typeof entry !== 'object') return null;
  const { permissions, groups, directPermissions, storedAt } = entry as Partial<CacheEntry>;
  if (typeof storedAt !== 'number' || !Array.isArray(permissions) || !Array.isArray(groups) || !Array.isArray(directPermissions))
    return null;
  const age = now - storedAt;
  if (age < 0 || age >= PERMISSION_CACHE_MS) return null;
  if (!permissions.every((name) => typeof name === 'string')) return null;
  if (!groups.every((group) => group && typeof group.id === 'string' && typeof group.name === 'string')) return null;
  // A cached value that says the user is in a "basic" group must never be trusted (the group may have just changed).
  if (!mayCachePermissions(groups)) return null;
  return { permissions, groups, directPermissions: directPermissions.filter((name) => typeof name === 'string') };
}
