import { callerMay, callerMayAny, type Caller } from '../auth/caller';

// What a caller sees of the team and may do with working hours, beyond what the route's guard let through.

// Pay is shown to those who set it (edit_staff) or pay it (view_payroll).
export const seesPay = (caller: Caller) => callerMayAny(caller, ['edit_staff', 'view_payroll']);

// A colleague's username, e-mail, phone and groups: for those who manage or look up the team, not for
// everyone who books with them.
export const seesContact = (caller: Caller) => callerMayAny(caller, ['view_staff', 'edit_staff']);

// Edits everyone's working hours and decides on time off (edit_schedules).
export const managesSchedules = (caller: Caller) => callerMay(caller, 'edit_schedules');

// Sees everyone's working hours (view_schedules).
export const seesAllSchedules = (caller: Caller) => callerMayAny(caller, ['view_schedules', 'edit_schedules']);
