import type { PermissionRequirement } from '@chairside/shared/identity/permissions';
import { APPOINTMENT_PERMISSIONS, BUSINESS_SETTINGS_PERMISSIONS } from '@chairside/shared/identity/permissions';

// SPEC §2.4: the routes of a signed-in non-client user. Screens built in this version name their page;
// every other screen is a placeholder that says honestly what it will do and links to its help article.

export type BuiltScreen = 'dashboard' | 'locations' | 'permissions' | 'settings' | 'help-index' | 'help-article' | 'services' | 'classes' | 'rooms' | 'devices' | 'staff' | 'team-schedule' | 'staff-schedules' | 'staff-schedule' | 'appointments' | 'appointments-mobile';

export type PlannedScreen = {
  title: string;
  // What the screen will let people do (from MODULES.md).
  purpose: string;
  helpTopic: string | null;
};

export type StaffRoute = { path: string; guard?: PermissionRequirement } & ({ screen: BuiltScreen } | { planned: PlannedScreen });

const appointmentsGuard: PermissionRequirement = { anyOf: APPOINTMENT_PERMISSIONS };

export const staffRoutes: readonly StaffRoute[] = [
  { path: '/', screen: 'dashboard' },
  { path: '/dashboard', screen: 'dashboard' },
  { path: '/appointments', guard: appointmentsGuard, screen: 'appointments' },
  { path: '/appointments-mobile', guard: appointmentsGuard, screen: 'appointments-mobile' },
  {
    path: '/booking-test',
    planned: { title: 'Client Booking', purpose: 'The online booking flow, used by staff to book on behalf of a client: service, staff, date and a live time slot.', helpTopic: 'appointments' },
  },
  {
    path: '/booking-design',
    guard: { anyOf: BUSINESS_SETTINGS_PERMISSIONS },
    planned: {
      title: 'Booking Design',
      purpose: 'Design the public booking page: colors, logo, text, which services and staff are offered online, slot interval and hold length, with a live preview.',
      helpTopic: 'settings',
    },
  },
  { path: '/services', screen: 'services' },
  {
    path: '/clients',
    planned: { title: 'Client Profiles', purpose: 'Search clients by name, phone or e-mail and open a profile with visits, spend, memberships, forms and notes.', helpTopic: 'clients' },
  },
  {
    path: '/clients/:clientId',
    planned: { title: 'Client Profiles', purpose: 'One client’s profile: contact details, upcoming and past visits, lifetime spend, memberships, forms and notes.', helpTopic: 'clients' },
  },
  {
    path: '/clients-import',
    planned: { title: 'Client Import', purpose: 'Import clients from a CSV file: map columns, check every row in a dry run, then import with a progress bar.', helpTopic: 'clients' },
  },
  // SPEC §2.4 shows no route guard here: the screens themselves narrow what a person sees (/schedule and
  // /staff-schedule/:id work with view_schedules or view_own_schedule), and the server refuses the rest.
  { path: '/staff', screen: 'staff' },
  { path: '/schedule', screen: 'team-schedule' },
  { path: '/staff-schedule', screen: 'staff-schedules' },
  { path: '/staff-schedule/:id', screen: 'staff-schedule' },
  { path: '/time-clock', planned: { title: 'Time Clock', purpose: 'Clock in and out, take breaks, and review timesheets with overtime per pay period.', helpTopic: 'time-clock' } },
  {
    path: '/pos',
    planned: { title: 'POS', purpose: 'Check clients out: services, products and gift cards, discounts, tips, and card, cash or gift card payments.', helpTopic: 'pos' },
  },
  { path: '/products', planned: { title: 'Products', purpose: 'Retail products with price, cost and stock per location, stock adjustments and purchase orders.', helpTopic: 'products' } },
  { path: '/supplies', planned: { title: 'Supplies', purpose: 'Back-bar supplies with stock per location, adjustments with reasons and low-stock alerts.', helpTopic: 'products' } },
  {
    path: '/gift-certificates',
    planned: { title: 'Gift Certificates & Cards', purpose: 'Sell gift certificates and cards with a code, look up balances, reload them and see their history.', helpTopic: 'gift-certificates' },
  },
  { path: '/rooms', screen: 'rooms' },
  { path: '/devices', screen: 'devices' },
  { path: '/classes', screen: 'classes' },
  {
    path: '/memberships',
    planned: { title: 'Memberships', purpose: 'Membership plans with billing intervals and included services; subscribe clients, pause, resume or cancel.', helpTopic: 'memberships' },
  },
  {
    path: '/reports',
    planned: { title: 'Reports', purpose: 'Sales, appointments, clients, staff and inventory figures by date range and location, with CSV export.', helpTopic: 'reports' },
  },
  { path: '/payroll', planned: { title: 'Payroll', purpose: 'Pay periods with each staff member’s hours, commission and tips; finalised runs never change.', helpTopic: 'payroll' } },
  {
    path: '/marketing',
    planned: { title: 'Marketing', purpose: 'E-mail and SMS campaigns to client segments, with an e-mail template editor and live preview.', helpTopic: 'marketing' },
  },
  {
    path: '/automations',
    planned: { title: 'Automations', purpose: 'Reminders, follow-ups and birthday messages sent automatically by SMS or e-mail, each send logged.', helpTopic: 'automations' },
  },
  {
    path: '/ai-messaging',
    planned: { title: 'AI Messaging', purpose: 'Two-way SMS conversations with clients, with suggested replies that staff approve before sending.', helpTopic: 'ai-messaging' },
  },
  {
    path: '/note-templates',
    planned: { title: 'Note Templates', purpose: 'Reusable note templates with placeholders that insert into client and appointment notes.', helpTopic: 'note-templates' },
  },
  { path: '/phone', planned: { title: 'Phone', purpose: 'A call log and a live popup for inbound calls with the matching client and quick actions.', helpTopic: 'phone' } },
  {
    path: '/forms',
    planned: { title: 'Forms', purpose: 'Build intake and consent forms with a signature field; clients fill them in online.', helpTopic: 'forms' },
  },
  {
    path: '/documents',
    planned: { title: 'Documents', purpose: 'Write or upload waivers, price lists and aftercare sheets, shared by link, and see who opened them.', helpTopic: 'documents' },
  },
  { path: '/locations', screen: 'locations' },
  { path: '/permissions', screen: 'permissions' },
  { path: '/settings', screen: 'settings' },
  { path: '/email-test', planned: { title: 'E-mail Test', purpose: 'Send any e-mail template to an address and see the delivery result.', helpTopic: null } },
  { path: '/help', screen: 'help-index' },
  { path: '/help/:topic', screen: 'help-article' },
];
