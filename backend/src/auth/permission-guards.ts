import type { Request, RequestHandler, Response } from 'express';
import { meetsRequirement, type PermissionRequirement } from '@chairside/shared/identity/permissions';
import { getUserPermissions } from '@chairside/projections/identity/identity-queries';
import type { ReadDb } from '@chairside/projections/database';
import type { Principal } from './principal';

export type PermissionGuards = {
  // Staff routes: admin passes everything, staff need the requirement, clients never pass.
  requirePermission(requirement: PermissionRequirement): RequestHandler;
  // Routes on /users/:id: the user themself, an admin, or (when given) staff meeting the requirement.
  requireSelfOr(requirement: PermissionRequirement | null): RequestHandler;
  // Only the user themself (changing one's own password, one's own colors).
  requireSelf: RequestHandler;
};

const denied = (res: Response) => res.status(403).json({ error: 'You do not have permission to do this' });
const unauthenticated = (res: Response) => res.status(401).json({ error: 'Authentication required' });

// Permissions are read from the read model on every check, so a change applies to the next request.
export function permissionGuards(readDb: ReadDb): PermissionGuards {
  async function staffMeets(principal: Principal, requirement: PermissionRequirement): Promise<boolean> {
    if (principal.role === 'client') return false;
    if (principal.role === 'admin') return true;
    const permissions = (await getUserPermissions(readDb, principal.userId))?.permissions ?? [];
    return meetsRequirement({ role: principal.role, permissions }, requirement);
  }

  const guard =
    (allowed: (principal: Principal, req: Request) => Promise<boolean> | boolean): RequestHandler =>
    async (req, res, next) => {
      const principal = res.locals.principal;
      if (!principal) return void unauthenticated(res);
      if (!(await allowed(principal, req))) return void denied(res);
      next();
    };

  return {
    requirePermission: (requirement) => guard((principal) => staffMeets(principal, requirement)),
    requireSelfOr: (requirement) =>
      guard((principal, req) => req.params.id === principal.userId || principal.role === 'admin' || (requirement !== null && staffMeets(principal, requirement))),
    requireSelf: guard((principal, req) => req.params.id === principal.userId),
  };
}
