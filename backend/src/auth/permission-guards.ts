import type { Request, RequestHandler, Response } from 'express';
import type { PermissionRequirement } from '@chairside/shared/identity/permissions';
import type { ReadDb } from '@chairside/projections/database';
import { callerMeets, callerOf, type Caller } from './caller';

export type PermissionGuards = {
  // Staff routes: admin passes everything, staff need the requirement, clients never pass.
  requirePermission(requirement: PermissionRequirement): RequestHandler;
  // Routes on /users/:id: the user themself, an admin, or (when given) staff meeting the requirement.
  requireSelfOr(requirement: PermissionRequirement | null): RequestHandler;
  // Only the user themself (changing one's own password, one's own colors).
  requireSelf: RequestHandler;
  // The signed-in caller of a request that passed a guard, resolved once per request (caller.ts).
  caller(res: Response): Promise<Caller>;
};

const denied = (res: Response) => res.status(403).json({ error: 'You do not have permission to do this' });
const unauthenticated = (res: Response) => res.status(401).json({ error: 'Authentication required' });

export function permissionGuards(readDb: ReadDb): PermissionGuards {
  const guard =
    (allowed: (caller: Caller, req: Request) => boolean): RequestHandler =>
    async (req, res, next) => {
      const caller = await callerOf(readDb, res);
      if (!caller) return void unauthenticated(res);
      if (!allowed(caller, req)) return void denied(res);
      next();
    };

  return {
    requirePermission: (requirement) => guard((caller) => callerMeets(caller, requirement)),
    requireSelfOr: (requirement) =>
      guard(
        (caller, req) =>
          req.params.id === caller.userId || caller.role === 'admin' || (requirement !== null && callerMeets(caller, requirement)),
      ),
    requireSelf: guard((caller, req) => req.params.id === caller.userId),
    async caller(res) {
      const caller = await callerOf(readDb, res);
      if (!caller) throw new Error('guards.caller() is only called behind a guard');
      return caller;
    },
  };
}
