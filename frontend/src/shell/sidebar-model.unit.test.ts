import { describe, expect, it } from 'vitest';
import { BASIC_STAFF_PERMISSIONS, FRONT_DESK_PERMISSIONS } from '@chairside/shared/identity/permissions';
import {
  autoExpandedGroup,
  buildSidebar,
  formatSidebarLabel,
  isActiveLink,
  needsFullPageNavigation,
  type SidebarEntry,
} from './sidebar-model';

// A readable outline of the sidebar: "Label" for a link, "Group: Item, Item" for a group.
function outline(entries: SidebarEntry[]): string[] {
  return entries.map((entry) =>
    entry.kind === 'link' ? entry.label : `${entry.label}: ${entry.items.map((item) => item.label).join(', ')}`,
  );
}

const admin = { role: 'admin', permissions: [], groups: [] };
const frontDesk = { role: 'staff', permissions: [...FRONT_DESK_PERMISSIONS], groups: [{ name: 'Front Desk' }] };
const basic = { role: 'staff', permissions: [...BASIC_STAFF_PERMISSIONS], groups: [{ name: 'Basic Staff' }] };

describe('the sidebar (SPEC §2.8)', () => {
  it('shows an admin every item, in order, including Booking Design, Permissions and Audit', () => {
    expect(outline(buildSidebar(admin))).toEqual([
      'Dashboard',
      'Appointments',
      'Clients: Client Profiles, Forms, Documents, Note Templates, Client Booking, Memberships',
      'Supplies',
      'Staff: Staff, Schedule, Time Clock',
      'Services: Services, Classes, Devices, Rooms',
      'Retail: POS, Gift Certificates & Cards, Products',
      'Insights: Reports, Payroll',
      'Business: Locations, Settings, Booking Design, Permissions, Audit',
      'SMS & Email: Automations, Marketing, AI Messaging',
      'Phone',
    ]);
  });

  it('links every item to its path', () => {
    const paths = buildSidebar(admin).flatMap((entry) => (entry.kind === 'link' ? [entry.path] : entry.items.map((item) => item.path)));
    expect(paths).toEqual([
      '/dashboard',
      '/appointments',
      '/clients',
      '/forms',
      '/documents',
      '/note-templates',
      '/booking-test',
      '/memberships',
      '/supplies',
      '/staff',
      '/schedule',
      '/time-clock',
      '/services',
      '/classes',
      '/devices',
      '/rooms',
      '/pos',
      '/gift-certificates',
      '/products',
      '/reports',
      '/payroll',
      '/locations',
      '/settings',
      '/booking-design',
      '/permissions',
      '/audit',
      '/automations',
      '/marketing',
      '/ai-messaging',
      '/phone',
    ]);
  });

  it('hides Booking Design from staff without a business settings permission, and Permissions from every non-admin', () => {
    const business = buildSidebar(frontDesk).find((entry) => entry.kind === 'group' && entry.id === 'business');
    expect(business && outline([business])).toEqual(['Business: Locations, Settings']);
    expect(outline(buildSidebar(frontDesk))).toHaveLength(10);
  });

  it('shows Booking Design to staff with view_business_settings or edit_business_settings, never Permissions', () => {
    for (const permission of ['view_business_settings', 'edit_business_settings']) {
      const entries = buildSidebar({ role: 'staff', permissions: [permission], groups: [] });
      expect(outline(entries)).toContain('Business: Locations, Settings, Booking Design');
    }
  });

  it('treats any role other than admin as staff', () => {
    const manager = buildSidebar({ role: 'manager', permissions: ['edit_business_settings'], groups: [] });
    expect(outline(manager)).toContain('Business: Locations, Settings, Booking Design');
  });
});

describe('the basic staff sidebar (SPEC §6.3)', () => {
  it('shows the seeded Basic Staff group only what its permissions open', () => {
    expect(outline(buildSidebar(basic))).toEqual(['Dashboard', 'Appointments', 'Clients: Client Profiles', 'Staff: Schedule, Time Clock']);
  });

  it('matches the group name case-insensitively', () => {
    expect(outline(buildSidebar({ ...basic, groups: [{ name: 'BASIC STAFF' }] }))).toHaveLength(4);
    expect(outline(buildSidebar({ ...basic, groups: [{ name: 'basic staff' }] }))).toHaveLength(4);
  });

  it('needs the exact name "basic staff": other groups get the full sidebar', () => {
    expect(outline(buildSidebar({ ...basic, groups: [{ name: 'Basic Staffing' }] }))).toHaveLength(10);
  });

  it('shows nothing without permissions', () => {
    expect(buildSidebar({ role: 'staff', permissions: [], groups: [{ name: 'Basic Staff' }] })).toEqual([]);
  });

  it('shows every entry the permissions allow, in the sidebar order, and never the hidden groups', () => {
    const everything = [
      'view_dashboard',
      'view_appointments',
      'view_clients',
      'view_staff',
      'view_schedules',
      'view_time_clock',
      'view_services',
      'view_phone',
      'view_pos',
      'view_reports',
    ];
    expect(outline(buildSidebar({ role: 'staff', permissions: everything, groups: [{ name: 'Basic Staff' }] }))).toEqual([
      'Dashboard',
      'Appointments',
      'Clients: Client Profiles',
      'Staff: Staff, Schedule, Time Clock',
      'Services: Services',
      'Phone',
    ]);
  });

  it('opens Appointments with any one of the six appointment permissions', () => {
    for (const permission of [
      'view_calendar',
      'edit_calendar',
      'view_appointments',
      'create_appointments',
      'edit_appointments',
      'update_appointments',
    ]) {
      expect(outline(buildSidebar({ role: 'staff', permissions: [permission], groups: [{ name: 'Basic Staff' }] }))).toEqual([
        'Appointments',
      ]);
    }
  });

  it('shows the Staff group for view_staff or view_time_clock, and Schedule for view_schedules or view_own_schedule', () => {
    const staffOnly = buildSidebar({ role: 'staff', permissions: ['view_staff'], groups: [{ name: 'Basic Staff' }] });
    expect(outline(staffOnly)).toEqual(['Staff: Staff']);
    const scheduleOnly = buildSidebar({ role: 'staff', permissions: ['view_own_schedule'], groups: [{ name: 'Basic Staff' }] });
    expect(outline(scheduleOnly)).toEqual([]);
    const clockAndSchedules = buildSidebar({
      role: 'staff',
      permissions: ['view_time_clock', 'view_schedules'],
      groups: [{ name: 'Basic Staff' }],
    });
    expect(outline(clockAndSchedules)).toEqual(['Staff: Schedule, Time Clock']);
  });
});

describe('group auto-expansion (SPEC §2.8)', () => {
  it.each([
    ['/clients', 'clients'],
    ['/clients/42', 'clients'],
    ['/forms', 'clients'],
    ['/memberships', 'clients'],
    ['/booking-test', 'clients'],
    ['/staff', 'staff'],
    ['/schedule', 'staff'],
    ['/time-clock', 'staff'],
    ['/staff-schedule', 'staff'],
    ['/staff-schedule/7', 'staff'],
    ['/services', 'services'],
    ['/rooms', 'services'],
    ['/pos', 'retail'],
    ['/gift-certificates', 'retail'],
    ['/reports', 'insights'],
    ['/payroll', 'insights'],
    ['/locations', 'business'],
    ['/settings', 'business'],
    ['/permissions', 'business'],
    ['/booking-design', 'business'],
    ['/audit', 'business'],
    ['/automations', 'sms-email'],
    ['/ai-messaging', 'sms-email'],
  ])('%s opens the %s group', (path, group) => {
    expect(autoExpandedGroup(path)).toBe(group);
  });

  it.each(['/', '/dashboard', '/appointments', '/supplies', '/phone', '/help', '/booking', '/staffing', '/clients-import'])(
    '%s opens no group',
    (path) => {
      expect(autoExpandedGroup(path)).toBeNull();
    },
  );
});

describe('the current item', () => {
  it('is the item whose path is the current path or a parent of it', () => {
    expect(isActiveLink('/clients', '/clients')).toBe(true);
    expect(isActiveLink('/clients/42', '/clients')).toBe(true);
    expect(isActiveLink('/clients-import', '/clients')).toBe(false);
    expect(isActiveLink('/staff-schedule', '/staff')).toBe(false);
    expect(isActiveLink('/appointments-mobile', '/appointments')).toBe(false);
  });

  it('is the Dashboard at /', () => {
    expect(isActiveLink('/', '/dashboard')).toBe(true);
    expect(isActiveLink('/', '/clients')).toBe(false);
  });
});

describe('labels (SPEC §2.8)', () => {
  it('are shown in title case without touching letters already capital', () => {
    expect(formatSidebarLabel('client profiles')).toBe('Client Profiles');
    expect(formatSidebarLabel('gift certificates & cards')).toBe('Gift Certificates & Cards');
    expect(formatSidebarLabel('SMS & Email')).toBe('SMS & Email');
    expect(formatSidebarLabel('AI messaging')).toBe('AI Messaging');
    expect(formatSidebarLabel('POS')).toBe('POS');
  });

  it('correct the misspelling "isights" to "insights"', () => {
    expect(formatSidebarLabel('isights')).toBe('Insights');
    expect(formatSidebarLabel('Isights')).toBe('Insights');
    expect(formatSidebarLabel('sales isights')).toBe('Sales Insights');
    expect(formatSidebarLabel('Insights')).toBe('Insights');
  });

  it('are already in title case for every item', () => {
    for (const entry of buildSidebar(admin)) {
      const labels = entry.kind === 'link' ? [entry.label] : [entry.label, ...entry.items.map((item) => item.label)];
      for (const label of labels) expect(formatSidebarLabel(label)).toBe(label);
    }
  });
});

describe('full page navigation (SPEC §2.8)', () => {
  it('is forced for /booking only', () => {
    expect(needsFullPageNavigation('/booking')).toBe(true);
    expect(needsFullPageNavigation('/booking?service=1')).toBe(true);
    expect(needsFullPageNavigation('/booking-test')).toBe(false);
    expect(needsFullPageNavigation('/booking-design')).toBe(false);
    expect(needsFullPageNavigation('/dashboard')).toBe(false);
  });
});
