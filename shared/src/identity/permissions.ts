// Permission names and the pure checks of SPEC §6, shared by the server (which enforces them) and
// the browser (whose guards are only a convenience). Names follow {action}_{resource}.

export const permissionCatalogue = [
  { name: 'view_dashboard', area: 'Dashboard', label: 'View the dashboard' },
  { name: 'view_calendar', area: 'Appointments', label: 'View the calendar' },
  { name: 'edit_calendar', area: 'Appointments', label: 'Edit the calendar' },
  { name: 'view_appointments', area: 'Appointments', label: 'View appointments' },
  { name: 'create_appointments', area: 'Appointments', label: 'Book appointments' },
  { name: 'edit_appointments', area: 'Appointments', label: 'Edit appointments' },
  { name: 'update_appointments', area: 'Appointments', label: 'Update appointment status' },
  { name: 'delete_appointments', area: 'Appointments', label: 'Cancel appointments' },
  { name: 'override_appointments', area: 'Appointments', label: 'Override booking rules with a reason' },
  { name: 'view_clients', area: 'Clients', label: 'View clients' },
  { name: 'create_clients', area: 'Clients', label: 'Add clients' },
  { name: 'edit_clients', area: 'Clients', label: 'Edit clients' },
  { name: 'delete_clients', area: 'Clients', label: 'Delete or anonymise clients' },
  { name: 'import_clients', area: 'Clients', label: 'Import clients from CSV' },
  { name: 'view_memberships', area: 'Clients', label: 'View memberships' },
  { name: 'edit_memberships', area: 'Clients', label: 'Manage memberships' },
  { name: 'view_forms', area: 'Clients', label: 'View forms' },
  { name: 'edit_forms', area: 'Clients', label: 'Edit forms' },
  { name: 'view_documents', area: 'Clients', label: 'View documents' },
  { name: 'edit_documents', area: 'Clients', label: 'Edit documents' },
  { name: 'view_note_templates', area: 'Clients', label: 'View note templates' },
  { name: 'edit_note_templates', area: 'Clients', label: 'Edit note templates' },
  { name: 'view_staff', area: 'Team', label: 'View staff' },
  { name: 'edit_staff', area: 'Team', label: 'Edit staff' },
  { name: 'view_schedules', area: 'Team', label: 'View every schedule' },
  { name: 'view_own_schedule', area: 'Team', label: 'View own schedule' },
  { name: 'edit_schedules', area: 'Team', label: 'Edit schedules' },
  { name: 'view_time_clock', area: 'Team', label: 'Use the time clock' },
  { name: 'edit_time_clock', area: 'Team', label: 'Edit time clock entries' },
  { name: 'view_services', area: 'Catalogue', label: 'View services, classes, rooms and devices' },
  { name: 'edit_services', area: 'Catalogue', label: 'Edit services, classes, rooms and devices' },
  { name: 'view_pos', area: 'Retail', label: 'Use the point of sale' },
  { name: 'create_payments', area: 'Retail', label: 'Take payments' },
  { name: 'refund_payments', area: 'Retail', label: 'Refund payments' },
  { name: 'manage_cash_drawer', area: 'Retail', label: 'Close and count the cash drawer' },
  { name: 'view_gift_certificates', area: 'Retail', label: 'View gift certificates and cards' },
  { name: 'edit_gift_certificates', area: 'Retail', label: 'Sell and adjust gift certificates and cards' },
  { name: 'view_products', area: 'Retail', label: 'View products and supplies' },
  { name: 'edit_products', area: 'Retail', label: 'Edit products, supplies and stock' },
  { name: 'view_reports', area: 'Insights', label: 'View reports' },
  { name: 'view_payroll', area: 'Insights', label: 'View payroll' },
  { name: 'edit_payroll', area: 'Insights', label: 'Run payroll' },
  { name: 'view_business_settings', area: 'Business', label: 'View business settings' },
  { name: 'edit_business_settings', area: 'Business', label: 'Edit business settings' },
  { name: 'view_locations', area: 'Business', label: 'View locations' },
  { name: 'edit_locations', area: 'Business', label: 'Create and edit locations' },
  { name: 'view_audit_log', area: 'Business', label: 'View the audit log' },
  { name: 'view_automations', area: 'SMS & Email', label: 'View automations' },
  { name: 'edit_automations', area: 'SMS & Email', label: 'Edit automations' },
  { name: 'view_marketing', area: 'SMS & Email', label: 'View marketing' },
  { name: 'edit_marketing', area: 'SMS & Email', label: 'Send campaigns' },
  { name: 'view_ai_messaging', area: 'SMS & Email', label: 'Use AI messaging' },
  { name: 'view_phone', area: 'Phone', label: 'Use the phone' },
] as const;

export type PermissionName = (typeof permissionCatalogue)[number]['name'];
export const permissionNames: readonly PermissionName[] = permissionCatalogue.map((entry) => entry.name);

export function isPermissionName(value: string): value is PermissionName {
  return (permissionNames as readonly string[]).includes(value);
}

// SPEC §6.2 table: any one of these opens /appointments and /appointments-mobile.
export const APPOINTMENT_PERMISSIONS = [
  'view_calendar',
  'edit_calendar',
  'view_appointments',
  'create_appointments',
  'edit_appointments',
  'update_appointments',
] as const satisfies readonly PermissionName[];

export const BUSINESS_SETTINGS_PERMISSIONS = [
  'view_business_settings',
  'edit_business_settings',
] as const satisfies readonly PermissionName[];

// The seeded groups. The front desk also sees every schedule: the calendar shades the hours
// nobody works, and "when is Maya in next?" is the desk's question.
export const FRONT_DESK_PERMISSIONS = [
  'view_dashboard',
  ...APPOINTMENT_PERMISSIONS,
  'delete_appointments',
  'view_schedules',
  'view_clients',
  'create_clients',
  'edit_clients',
  'view_note_templates',
  'view_pos',
  'create_payments',
  'view_gift_certificates',
  'edit_gift_certificates',
] as const satisfies readonly PermissionName[];

// A manager runs the floor: everything the desk does, plus booking over a conflict or outside hours,
// checking in on another day and reverting anyone's status change (each with a reason kept in history),
// and the team and catalogue set-up.
export const MANAGER_PERMISSIONS = [
  ...FRONT_DESK_PERMISSIONS,
  'override_appointments',
  'view_staff',
  'edit_staff',
  // Whoever hires someone also sets their working hours (hiring a staff member who never signs in).
  'edit_schedules',
  'view_services',
  'edit_services',
  // The time clock: clocking anyone in or out, and correcting entries with a reason.
  'view_time_clock',
  'edit_time_clock',
  'view_business_settings',
  'edit_note_templates',
  // Money going back: refunds and voids.
  'refund_payments',
  'manage_cash_drawer',
  // The client book's care: imports, and merging or anonymising clients.
  'import_clients',
  'delete_clients',
  // The business's figures: sales, bookings, clients, staff performance and gift-card liability.
  'view_reports',
  // Payroll to check, not to run: finalising and corrections stay with edit_payroll.
  'view_payroll',
] as const satisfies readonly PermissionName[];

export const BASIC_STAFF_PERMISSIONS = [
  'view_dashboard',
  'view_calendar',
  'view_clients',
  'view_time_clock',
  'view_own_schedule',
] as const satisfies readonly PermissionName[];

// An auditor reads the history (who did what, when and from where, sign-ins included) and nothing else.
export const AUDITOR_PERMISSIONS = ['view_audit_log', 'view_dashboard'] as const satisfies readonly PermissionName[];

// What a permission check needs to know about the caller (SPEC §6.1).
export type PermissionSubject = { role: string; permissions: readonly string[] };

// A route or menu requirement (SPEC §6.2): a single permission, any of a list, all of a list, or an action on a resource.
export type PermissionRequirement =
  { permission: string } | { anyOf: readonly string[] } | { allOf: readonly string[] } | { resource: string; action: string };

export function isAdmin(subject: Pick<PermissionSubject, 'role'>): boolean {
  return subject.role === 'admin';
}

// Example: hasPermission({ role: 'staff', permissions: ['view_clients'] }, 'view_clients') === true
export function hasPermission(subject: PermissionSubject, permission: string): boolean {
  return isAdmin(subject) || subject.permissions.includes(permission);
}

export function hasAnyPermission(subject: PermissionSubject, permissions: readonly string[]): boolean {
  return isAdmin(subject) || permissions.some((permission) => subject.permissions.includes(permission));
}

export function hasAllPermissions(subject: PermissionSubject, permissions: readonly string[]): boolean {
  return isAdmin(subject) || permissions.every((permission) => subject.permissions.includes(permission));
}

// Example: resourcePermission('edit', 'clients') === 'edit_clients'
export function resourcePermission(action: string, resource: string): string {
  return `${action}_${resource}`;
}

// A missing requirement always passes (SPEC §6.2: "A route with no requirement is allowed").
export function meetsRequirement(subject: PermissionSubject, requirement: PermissionRequirement | undefined): boolean {
  if (!requirement) return true;
  if ('permission' in requirement) return hasPermission(subject, requirement.permission);
  if ('anyOf' in requirement) return hasAnyPermission(subject, requirement.anyOf);
  if ('allOf' in requirement) return hasAllPermissions(subject, requirement.allOf);
  return hasPermission(subject, resourcePermission(requirement.action, requirement.resource));
}

// SPEC §6.3: the reduced sidebar is for a group named "basic staff", compared case-insensitively.
export function isBasicStaff(groups: readonly { name: string }[]): boolean {
  return groups.some((group) => group.name.trim().toLowerCase() === 'basic staff');
}

// SPEC §6.4: permissions of anyone in a group whose name contains "basic" are never cached.
export function bypassesPermissionCache(groups: readonly { name: string }[]): boolean {
  return groups.some((group) => group.name.toLowerCase().includes('basic'));
}
