import type { Response } from 'express';
import {
  hasAnyPermission,
  hasPermission,
  meetsRequirement,
  type PermissionRequirement,
  type PermissionSubject,
} from '@chairside/shared/identity/permissions';
import { getUserPermissions } from '@chairside/projections/identity/identity-queries';
import type { ReadDb } from '@chairside/projections/database';
import type { Role } from './principal';

// Who is asking, with their effective permissions: what every guard, route and service of one request
// asks about the caller. Staff permissions come from the read model (groups ∪ direct), so a change
// applies to the next request; admins hold every permission and clients none that staff routes check.
export type Caller = { userId: string; role: Role; permissions: ReadonlySet<string> };

declare module 'express-serve-static-core' {
  interface Locals {
    // Resolved once per request, on first use (see callerOf).
    caller?: Promise<Caller | null>;
  }
}

const subject = (caller: Caller): PermissionSubject => ({ role: caller.role, permissions: [...caller.permissions] });

export const callerMay = (caller: Caller, permission: string) => hasPermission(subject(caller), permission);
export const callerMayAny = (caller: Caller, permissions: readonly string[]) => hasAnyPermission(subject(caller), permissions);
// Staff routes: admin passes everything, staff need the requirement, clients never pass.
export const callerMeets = (caller: Caller, requirement: PermissionRequirement) =>
  caller.role !== 'client' && (caller.role === 'admin' || meetsRequirement(subject(caller), requirement));

async function resolve(readDb: ReadDb, res: Response): Promise<Caller | null> {
  const principal = res.locals.principal;
  if (!principal) return null;
  if (principal.role !== 'staff') return { userId: principal.userId, role: principal.role, permissions: new Set() };
  const permissions = (await getUserPermissions(readDb, principal.userId))?.permissions ?? [];
  return { userId: principal.userId, role: principal.role, permissions: new Set(permissions) };
}

// The request's caller, read from the read model at most once per request however many guards and
// services ask; null when nobody signed in.
export function callerOf(readDb: ReadDb, res: Response): Promise<Caller | null> {
  res.locals.caller ??= resolve(readDb, res);
  return res.locals.caller;
}
