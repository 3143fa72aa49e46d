import {
  APPOINTMENT_PERMISSIONS,
  BUSINESS_SETTINGS_PERMISSIONS,
  hasAnyPermission,
  hasPermission,
  isBasicStaff,
  type PermissionSubject,
} from '@chairside/shared/identity/permissions';

// SPEC §2.8 and §6.3: what the sidebar holds, in order, for a given user, and which group the current path opens.

export type SidebarLink = { kind: 'link'; label: string; path: string };
export type SidebarGroupId = 'clients' | 'staff' | 'services' | 'retail' | 'insights' | 'business' | 'sms-email';
export type SidebarGroup = { kind: 'group'; id: SidebarGroupId; label: string; items: SidebarLink[] };
export type SidebarEntry = SidebarLink | SidebarGroup;

export type SidebarSubject = PermissionSubject & { groups: readonly { name: string }[] };

const link = (label: string, path: string): SidebarLink => ({ kind: 'link', label, path });
const group = (id: SidebarGroupId, label: string, items: (SidebarLink | false)[]): SidebarGroup => ({
  kind: 'group',
  id,
  label,
  items: items.filter((item): item is SidebarLink => item !== false),
});

function fullSidebar(subject: SidebarSubject): SidebarEntry[] {
  return [
    link('Dashboard', '/dashboard'),
    link('Appointments', '/appointments'),
    group('clients', 'Clients', [
      link('Client Profiles', '/clients'),
      link('Forms', '/forms'),
      link('Documents', '/documents'),
      link('Note Templates', '/note-templates'),
      link('Client Booking', '/booking-test'),
      link('Memberships', '/memberships'),
    ]),
    link('Supplies', '/supplies'),
    group('staff', 'Staff', [link('Staff', '/staff'), link('Schedule', '/schedule'), link('Time Clock', '/time-clock')]),
    group('services', 'Services', [
      link('Services', '/services'),
      link('Classes', '/classes'),
      link('Devices', '/devices'),
      link('Rooms', '/rooms'),
    ]),
    group('retail', 'Retail', [
      link('POS', '/pos'),
      link('Gift Certificates & Cards', '/gift-certificates'),
      link('Products', '/products'),
    ]),
    group('insights', 'Insights', [link('Reports', '/reports'), link('Payroll', '/payroll')]),
    group('business', 'Business', [
      link('Locations', '/locations'),
      link('Settings', '/settings'),
      hasAnyPermission(subject, BUSINESS_SETTINGS_PERMISSIONS) && link('Booking Design', '/booking-design'),
      subject.role === 'admin' && link('Permissions', '/permissions'),
    ]),
    group('sms-email', 'SMS & Email', [
      link('Automations', '/automations'),
      link('Marketing', '/marketing'),
      link('AI Messaging', '/ai-messaging'),
    ]),
    link('Phone', '/phone'),
  ];
}

function basicStaffSidebar(subject: SidebarSubject): SidebarEntry[] {
  const can = (permission: string) => hasPermission(subject, permission);
  const entries: (SidebarEntry | false)[] = [
    can('view_dashboard') && link('Dashboard', '/dashboard'),
    hasAnyPermission(subject, APPOINTMENT_PERMISSIONS) && link('Appointments', '/appointments'),
    can('view_clients') && group('clients', 'Clients', [link('Client Profiles', '/clients')]),
    (can('view_staff') || can('view_time_clock')) &&
      group('staff', 'Staff', [
        can('view_staff') && link('Staff', '/staff'),
        hasAnyPermission(subject, ['view_schedules', 'view_own_schedule']) && link('Schedule', '/schedule'),
        can('view_time_clock') && link('Time Clock', '/time-clock'),
      ]),
    can('view_services') && group('services', 'Services', [link('Services', '/services')]),
    can('view_phone') && link('Phone', '/phone'),
  ];
  return entries.filter((entry): entry is SidebarEntry => entry !== false);
}

export function buildSidebar(subject: SidebarSubject): SidebarEntry[] {
  return isBasicStaff(subject.groups) ? basicStaffSidebar(subject) : fullSidebar(subject);
}

function isOnPage(pathname: string, path: string): boolean {
  return pathname === path || pathname.startsWith(`${path}/`);
}

// The item for the current path is highlighted; / is the dashboard.
export function isActiveLink(pathname: string, path: string): boolean {
  if (path === '/dashboard' && pathname === '/') return true;
  return isOnPage(pathname, path);
}

// Groups opened by the current path: a group's own pages, plus /staff-schedule… for Staff (SPEC §2.8).
export function autoExpandedGroup(pathname: string): SidebarGroupId | null {
  if (pathname === '/schedule' || pathname.startsWith('/staff-schedule')) return 'staff';
  if (pathname === '/booking-test') return 'clients';
  if (['/locations', '/settings', '/permissions'].includes(pathname)) return 'business';
  for (const entry of fullSidebar({ role: 'admin', permissions: [], groups: [] })) {
    if (entry.kind === 'group' && entry.items.some((item) => isOnPage(pathname, item.path))) return entry.id;
  }
  return null;
}

// SPEC §2.8: labels are shown in title case, and the misspelling "isights" becomes "insights".
export function formatSidebarLabel(label: string): string {
  const corrected = label.replace(/isights/gi, (match) => (match[0] === 'I' ? 'Insights' : 'insights'));
  return corrected.replace(/(^|\s)(\p{Ll})/gu, (_match, boundary: string, letter: string) => `${boundary}${letter.toUpperCase()}`);
}

// SPEC §2.8: a link to /booking leaves the app for a full page load.
export function needsFullPageNavigation(path: string): boolean {
  return path === '/booking' || path.startsWith('/booking?') || path.startsWith('/booking#');
}
