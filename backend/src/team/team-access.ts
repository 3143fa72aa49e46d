import type { Response } from 'express';
import { hasAnyPermission, hasPermission, type PermissionSubject } from '@chairside/shared/identity/permissions';
import { getUserPermissions } from '@chairside/projections/identity/identity-queries';
import type { ReadDb } from '@chairside/projections/database';

export type Caller = { userId: string; subject: PermissionSubject };

// Routes whose answer depends on who asks (own schedule, pay): the caller's effective permissions, read
// like the guards read them, so a change applies to the next request. Only called behind a guard.
export async function loadCaller(readDb: ReadDb, res: Response): Promise<Caller> {
  const principal = res.locals.principal;
  if (!principal) throw new Error('loadCaller needs a signed-in caller');
  if (principal.role !== 'staff') return { userId: principal.userId, subject: { role: principal.role, permissions: [] } };
  const permissions = (await getUserPermissions(readDb, principal.userId))?.permissions ?? [];
  return { userId: principal.userId, subject: { role: principal.role, permissions } };
}

export const can = (caller: Caller, permission: string) => hasPermission(caller.subject, permission);
export const canAny = (caller: Caller, permissions: readonly string[]) => hasAnyPermission(caller.subject, permissions);

// Pay is shown to those who set it (edit_staff) or pay it (view_payroll).
export const seesPay = (caller: Caller) => canAny(caller, ['edit_staff', 'view_payroll']);

// A colleague's username, e-mail, phone and groups: for those who manage or look up the team, not for
// everyone who books with them.
export const seesContact = (caller: Caller) => canAny(caller, ['view_staff', 'edit_staff']);

// Edits every schedule and decides on time off.
export const managesSchedules = (caller: Caller) => can(caller, 'edit_schedules');

// Sees everyone's schedules.
export const seesAllSchedules = (caller: Caller) => canAny(caller, ['view_schedules', 'edit_schedules']);

// Sees (and asks for time off on) their own schedule.
export const seesOwnSchedule = (caller: Caller) => canAny(caller, ['view_own_schedule', 'view_schedules', 'edit_schedules']);
