import { callerMay, callerMayAny, type Caller } from '../auth/caller';

// What a caller sees of the team and may do with schedules, beyond what the route's guard let through.

// Pay is shown to those who set it (edit_staff) or pay it (view_payroll).
export const seesPay = (caller: Caller) => callerMayAny(caller, ['edit_staff', 'view_payroll']);

// A colleague's username, e-mail, phone and groups: for those who manage or look up the team, not for
// everyone who books with them.
export const seesContact = (caller: Caller) => callerMayAny(caller, ['view_staff', 'edit_staff']);

// Edits every schedule and decides on time off.
export const managesSchedules = (caller: Caller) => callerMay(caller, 'edit_schedules');

// Sees everyone's schedules.
export const seesAllSchedules = (caller: Caller) => callerMayAny(caller, ['view_schedules', 'edit_schedules']);
