import { APPOINTMENT_PERMISSIONS, type PermissionName } from '../identity/permissions';

// Who may do what with appointments (SPEC §6 names; the mapping is ours, see docs/decisions.md).
// The server enforces these; the calendar uses the same lists to show or hide its actions.
export const APPOINTMENT_READ_PERMISSIONS = APPOINTMENT_PERMISSIONS;
export const APPOINTMENT_BOOK_PERMISSIONS = ['create_appointments', 'edit_calendar'] as const satisfies readonly PermissionName[];
export const APPOINTMENT_CHANGE_PERMISSIONS = ['edit_appointments', 'edit_calendar'] as const satisfies readonly PermissionName[];
export const APPOINTMENT_STATUS_PERMISSIONS = [
  'update_appointments',
  'edit_appointments',
  'edit_calendar',
] as const satisfies readonly PermissionName[];
export const APPOINTMENT_CANCEL_PERMISSIONS = ['delete_appointments', 'edit_calendar'] as const satisfies readonly PermissionName[];
// Booking or moving into the past is refused unless the caller holds this.
export const APPOINTMENT_PAST_PERMISSION = 'edit_calendar' satisfies PermissionName;
// Releasing a hold someone else placed (the desk clearing a stranded online hold) needs this.
export const HOLD_RELEASE_ANY_PERMISSION = 'edit_calendar' satisfies PermissionName;
// A manager's overrides, each with a reason kept in history: booking over a staff member's conflict or
// outside their hours, checking in on another day, reverting someone else's status change.
export const APPOINTMENT_OVERRIDE_PERMISSION = 'override_appointments' satisfies PermissionName;
// Finding clients while booking; creating one inline needs create_clients.
export const CLIENT_READ_PERMISSIONS = [
  'view_clients',
  'create_clients',
  'edit_clients',
  'create_appointments',
  'edit_calendar',
] as const satisfies readonly PermissionName[];
// What a screen needs to read follows from the permission to use it: whoever may use the calendar reads
// what it shows and books with. Services, categories, rooms, devices and classes; the team without pay or
// contact details (those stay behind view_staff/edit_staff and edit_staff/view_payroll).
export const CATALOGUE_READ_PERMISSIONS = [
  'view_services',
  'edit_services',
  ...APPOINTMENT_READ_PERMISSIONS,
] as const satisfies readonly PermissionName[];
// Catalogue editors choose who performs a service and who teaches a class, so they read the team too.
export const TEAM_READ_PERMISSIONS = [
  'view_staff',
  'edit_staff',
  'view_services',
  'edit_services',
  ...APPOINTMENT_READ_PERMISSIONS,
] as const satisfies readonly PermissionName[];
export const CLIENT_CREATE_PERMISSIONS = ['create_clients'] as const satisfies readonly PermissionName[];
