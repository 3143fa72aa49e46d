import { hasPermission } from '@chairside/shared/identity/permissions';
import type { SidebarSubject } from './module-manifest';

// SPEC §2.8: the sidebar's slots, in order. A screen fills a slot by naming it (its manifest's `sidebar`);
// a slot nobody fills shows nothing. Groups carry the SPEC §6.3 rule that shows them to "basic staff".
export type SidebarGroupId = 'clients' | 'staff' | 'services' | 'retail' | 'insights' | 'business' | 'sms-email';

export type SidebarLayoutGroup = {
  group: SidebarGroupId;
  label: string;
  slots: readonly string[];
  basicStaff?: (subject: SidebarSubject) => boolean;
};

const can = (permission: string) => (subject: SidebarSubject) => hasPermission(subject, permission);

export const sidebarLayout = [
  '/dashboard',
  '/appointments',
  {
    group: 'clients',
    label: 'Clients',
    slots: ['/clients', '/forms', '/documents', '/note-templates', '/booking-test', '/memberships'],
    basicStaff: can('view_clients'),
  },
  '/supplies',
  {
    group: 'staff',
    label: 'Staff',
    slots: ['/staff', '/schedule', '/time-clock'],
    basicStaff: (subject) => can('view_staff')(subject) || can('view_time_clock')(subject),
  },
  { group: 'services', label: 'Services', slots: ['/services', '/classes', '/devices', '/rooms'], basicStaff: can('view_services') },
  { group: 'retail', label: 'Retail', slots: ['/pos', '/gift-certificates', '/products'] },
  { group: 'insights', label: 'Insights', slots: ['/reports', '/payroll'] },
  { group: 'business', label: 'Business', slots: ['/locations', '/settings', '/booking-design', '/permissions', '/audit'] },
  { group: 'sms-email', label: 'SMS & Email', slots: ['/automations', '/marketing', '/ai-messaging'] },
  '/phone',
] as const satisfies readonly (string | SidebarLayoutGroup)[];

type Layout = (typeof sidebarLayout)[number];
export type SidebarSlot = Extract<Layout, string> | Extract<Layout, { slots: readonly string[] }>['slots'][number];
