import type { PermissionRequirement } from '@chairside/shared/identity/permissions';
import { APPOINTMENT_PERMISSIONS, BUSINESS_SETTINGS_PERMISSIONS } from '@chairside/shared/identity/permissions';

// SPEC §2.4: the routes of the back office, for a signed-in non-client user. Screens built in this version name their page;
// every other screen is a placeholder that says honestly what it will do and links to its help article.

export type BuiltScreen =
  | 'dashboard'
  | 'locations'
  | 'permissions'
  | 'settings'
  | 'help-index'
  | 'help-article'
  | 'services'
  | 'classes'
  | 'rooms'
  | 'devices'
  | 'staff'
  | 'team-schedule'
  | 'staff-schedules'
  | 'staff-schedule'
  | 'appointments'
  | 'appointments-mobile'
  | 'booking-design'
  | 'booking-test';

export type PlannedScreen = {
  title: string;
  // What the screen will let people do (from MODULES.md).
  purpose: string;
  helpTopic: string | null;
};

export type BackOfficeRoute = { path: string; guard?: PermissionRequirement } & ({ screen: BuiltScreen } | { planned: PlannedScreen });

const appointmentsGuard: PermissionRequirement = { anyOf: APPOINTMENT_PERMISSIONS };

// A screen not built yet: its title, its help article and what it will let people do.
const planned = (path: string, title: string, helpTopic: string | null, purpose: string): BackOfficeRoute => ({
  path,
  planned: { title, purpose, helpTopic },
});

export const backOfficeRoutes: readonly BackOfficeRoute[] = [
  { path: '/', screen: 'dashboard' },
  { path: '/dashboard', screen: 'dashboard' },
  { path: '/appointments', guard: appointmentsGuard, screen: 'appointments' },
  { path: '/appointments-mobile', guard: appointmentsGuard, screen: 'appointments-mobile' },
  // Client Booking: the online booking flow, used by staff to book on behalf of a client.
  { path: '/booking-test', guard: appointmentsGuard, screen: 'booking-test' },
  { path: '/booking-design', guard: { anyOf: BUSINESS_SETTINGS_PERMISSIONS }, screen: 'booking-design' },
  { path: '/services', screen: 'services' },
  planned(
    '/clients',
    'Client Profiles',
    'clients',
    'Search clients by name, phone or e-mail and open a profile with visits, spend, memberships, forms and notes.',
  ),
  planned(
    '/clients/:clientId',
    'Client Profiles',
    'clients',
    'One client’s profile: contact details, upcoming and past visits, lifetime spend, memberships, forms and notes.',
  ),
  planned(
    '/clients-import',
    'Client Import',
    'clients',
    'Import clients from a CSV file: map columns, check every row in a dry run, then import with a progress bar.',
  ),
  // SPEC §2.4 shows no route guard here: the screens themselves narrow what a person sees (/schedule and
  // /staff-schedule/:id work with view_schedules or view_own_schedule), and the server refuses the rest.
  { path: '/staff', screen: 'staff' },
  { path: '/schedule', screen: 'team-schedule' },
  { path: '/staff-schedule', screen: 'staff-schedules' },
  { path: '/staff-schedule/:id', screen: 'staff-schedule' },
  planned('/time-clock', 'Time Clock', 'time-clock', 'Clock in and out, take breaks, and review timesheets with overtime per pay period.'),
  planned(
    '/pos',
    'POS',
    'pos',
    'Check clients out: services, products and gift cards, discounts, tips, and card, cash or gift card payments.',
  ),
  planned(
    '/products',
    'Products',
    'products',
    'Retail products with price, cost and stock per location, stock adjustments and purchase orders.',
  ),
  planned('/supplies', 'Supplies', 'products', 'Back-bar supplies with stock per location, adjustments with reasons and low-stock alerts.'),
  planned(
    '/gift-certificates',
    'Gift Certificates & Cards',
    'gift-certificates',
    'Sell gift certificates and cards with a code, look up balances, reload them and see their history.',
  ),
  { path: '/rooms', screen: 'rooms' },
  { path: '/devices', screen: 'devices' },
  { path: '/classes', screen: 'classes' },
  planned(
    '/memberships',
    'Memberships',
    'memberships',
    'Membership plans with billing intervals and included services; subscribe clients, pause, resume or cancel.',
  ),
  planned(
    '/reports',
    'Reports',
    'reports',
    'Sales, appointments, clients, staff and inventory figures by date range and location, with CSV export.',
  ),
  planned(
    '/payroll',
    'Payroll',
    'payroll',
    'Pay periods with each staff member’s hours, commission and tips; finalised runs never change.',
  ),
  planned(
    '/marketing',
    'Marketing',
    'marketing',
    'E-mail and SMS campaigns to client segments, with an e-mail template editor and live preview.',
  ),
  planned(
    '/automations',
    'Automations',
    'automations',
    'Reminders, follow-ups and birthday messages sent automatically by SMS or e-mail, each send logged.',
  ),
  planned(
    '/ai-messaging',
    'AI Messaging',
    'ai-messaging',
    'Two-way SMS conversations with clients, with suggested replies that staff approve before sending.',
  ),
  planned(
    '/note-templates',
    'Note Templates',
    'note-templates',
    'Reusable note templates with placeholders that insert into client and appointment notes.',
  ),
  planned('/phone', 'Phone', 'phone', 'A call log and a live popup for inbound calls with the matching client and quick actions.'),
  planned('/forms', 'Forms', 'forms', 'Build intake and consent forms with a signature field; clients fill them in online.'),
  planned(
    '/documents',
    'Documents',
    'documents',
    'Write or upload waivers, price lists and aftercare sheets, shared by link, and see who opened them.',
  ),
  { path: '/locations', screen: 'locations' },
  { path: '/permissions', screen: 'permissions' },
  { path: '/settings', screen: 'settings' },
  planned('/email-test', 'E-mail Test', null, 'Send any e-mail template to an address and see the delivery result.'),
  { path: '/help', screen: 'help-index' },
  { path: '/help/:topic', screen: 'help-article' },
];
