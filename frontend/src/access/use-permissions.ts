import { useCallback, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GroupRef } from '@chairside/shared/identity/identity-dto';
import {
  hasAllPermissions,
  hasAnyPermission,
  hasPermission,
  isAdmin as isAdminRole,
  resourcePermission,
} from '@chairside/shared/identity/permissions';
import { useSession } from '../session/use-session';
import { permissionQueries } from './permission-queries';

export type Permissions = {
  loading: boolean;
  isAdmin: boolean;
  permissions: string[];
  groups: GroupRef[];
  error: string | null;
  can(permission: string): boolean;
  canAny(list: readonly string[]): boolean;
  canAll(list: readonly string[]): boolean;
  canDo(action: string, resource: string): boolean;
};

const none: string[] = [];
const noGroups: GroupRef[] = [];

export function usePermissions(): Permissions {
  const { user, status } = useSession();
  const query = useQuery({
    ...permissionQueries.forUser(user?.id ?? '', user?.permissionGroups ?? noGroups),
    enabled: status === 'authenticated' && Boolean(user),
  });
  const role = user?.role ?? '';
  // SPEC §8: a failed read leaves the user with no permissions.
  const permissions = query.data?.permissions ?? none;
  const groups = query.data?.groups ?? user?.permissionGroups ?? noGroups;
  const subject = useMemo(() => ({ role, permissions }), [role, permissions]);
  const can = useCallback((permission: string) => hasPermission(subject, permission), [subject]);
  const canAny = useCallback((list: readonly string[]) => hasAnyPermission(subject, list), [subject]);
  const canAll = useCallback((list: readonly string[]) => hasAllPermissions(subject, list), [subject]);
  const canDo = useCallback((action: string, resource: string) => hasPermission(subject, resourcePermission(action, resource)), [subject]);
  return {
    loading: status === 'loading' || (Boolean(user) && query.isPending),
    isAdmin: isAdminRole({ role }),
    permissions,
    groups,
    error: query.error ? query.error.message : null,
    can,
    canAny,
    canAll,
    canDo,
  };
}
