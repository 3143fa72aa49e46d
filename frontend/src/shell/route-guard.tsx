import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { meetsRequirement, type PermissionRequirement } from '@chairside/shared/identity/permissions';
import { usePermissions } from '../access/use-permissions';

type RouteGuardProps = { requirement?: PermissionRequirement; redirectTo?: string; children: ReactNode };

// SPEC §6.2: nothing renders while permissions load; a denied user goes to /dashboard silently, replacing the entry.
export function RouteGuard({ requirement, redirectTo = '/dashboard', children }: RouteGuardProps) {
  const { loading, isAdmin, permissions } = usePermissions();
  if (!requirement) return <>{children}</>;
  if (loading) return null;
  if (!meetsRequirement({ role: isAdmin ? 'admin' : 'staff', permissions }, requirement)) return <Navigate to={redirectTo} replace />;
  return <>{children}</>;
}
