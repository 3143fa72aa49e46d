import { hasPermission, type PermissionRequirement } from '@chairside/shared/identity/permissions';
import type { HelpTopicSlug } from '../help/help-topics';
import { LazyDashboardPage, LazyHelpArticlePage, LazyHelpIndexPage } from './lazy-pages';
import type { ModuleScreen, SidebarItem } from './module-manifest';
import { frontendModules } from './modules';

// SPEC §2.4: the routes of the back office, for a signed-in non-client user: the shell's own screens, every
// module's screens (its manifest), and a placeholder for each screen not built yet, which says honestly what
// it will do and links to its help article.

export type PlannedScreen = {
  title: string;
  // What the screen will let people do (from MODULES.md).
  purpose: string;
  helpTopic: HelpTopicSlug | null;
};

export type BuiltRoute = ModuleScreen;
export type PlannedRoute = { path: string; guard?: PermissionRequirement; planned: PlannedScreen; sidebar?: SidebarItem };
export type BackOfficeRoute = BuiltRoute | PlannedRoute;

const shellScreens: readonly ModuleScreen[] = [
  { path: '/', screen: 'dashboard', page: LazyDashboardPage },
  {
    path: '/dashboard',
    screen: 'dashboard',
    page: LazyDashboardPage,
    sidebar: { slot: '/dashboard', label: 'Dashboard', basicStaff: (subject) => hasPermission(subject, 'view_dashboard') },
  },
  { path: '/help', screen: 'help-index', page: LazyHelpIndexPage },
  { path: '/help/:topic', screen: 'help-article', page: LazyHelpArticlePage },
];

// A screen not built yet: its title, its help article, what it will let people do and, when SPEC §2.8
// lists it, its sidebar item (labelled with its title, in the slot of its path).
const planned = (
  path: string,
  title: string,
  helpTopic: HelpTopicSlug | null,
  purpose: string,
  sidebar?: Pick<SidebarItem, 'basicStaff'>,
): PlannedRoute => ({
  path,
  planned: { title, purpose, helpTopic },
  ...(sidebar ? { sidebar: { slot: path as SidebarItem['slot'], label: title, ...sidebar } } : {}),
});

const can = (permission: string) => ({ basicStaff: (subject: Parameters<typeof hasPermission>[0]) => hasPermission(subject, permission) });
const inSidebar = {};

// Until its module exists; a module's screen at the same path replaces its placeholder.
const plannedScreens: readonly PlannedRoute[] = [
  planned(
    '/clients-import',
    'Client Import',
    'clients',
    'Import clients from a CSV file: map columns, check every row in a dry run, then import with a progress bar.',
  ),
  planned(
    '/time-clock',
    'Time Clock',
    'time-clock',
    'Clock in and out, take breaks, and review timesheets with overtime per pay period.',
    can('view_time_clock'),
  ),
  planned(
    '/pos',
    'POS',
    'pos',
    'Check clients out: services, products and gift cards, discounts, tips, and card, cash or gift card payments.',
    inSidebar,
  ),
  planned(
    '/products',
    'Products',
    'products',
    'Retail products with price, cost and stock per location, stock adjustments and purchase orders.',
    inSidebar,
  ),
  planned(
    '/supplies',
    'Supplies',
    'products',
    'Back-bar supplies with stock per location, adjustments with reasons and low-stock alerts.',
    inSidebar,
  ),
  planned(
    '/gift-certificates',
    'Gift Certificates & Cards',
    'gift-certificates',
    'Sell gift certificates and cards with a code, look up balances, reload them and see their history.',
    inSidebar,
  ),
  planned(
    '/memberships',
    'Memberships',
    'memberships',
    'Membership plans with billing intervals and included services; subscribe clients, pause, resume or cancel.',
    inSidebar,
  ),
  planned(
    '/reports',
    'Reports',
    'reports',
    'Sales, appointments, clients, staff and inventory figures by date range and location, with CSV export.',
    inSidebar,
  ),
  planned(
    '/payroll',
    'Payroll',
    'payroll',
    'Pay periods with each staff member’s hours, commission and tips; finalised runs never change.',
    inSidebar,
  ),
  planned(
    '/marketing',
    'Marketing',
    'marketing',
    'E-mail and SMS campaigns to client segments, with an e-mail template editor and live preview.',
    inSidebar,
  ),
  planned(
    '/automations',
    'Automations',
    'automations',
    'Reminders, follow-ups and birthday messages sent automatically by SMS or e-mail, each send logged.',
    inSidebar,
  ),
  planned(
    '/ai-messaging',
    'AI Messaging',
    'ai-messaging',
    'Two-way SMS conversations with clients, with suggested replies that staff approve before sending.',
    inSidebar,
  ),
  planned(
    '/note-templates',
    'Note Templates',
    'note-templates',
    'Reusable note templates with placeholders that insert into client and appointment notes.',
    inSidebar,
  ),
  planned(
    '/phone',
    'Phone',
    'phone',
    'A call log and a live popup for inbound calls with the matching client and quick actions.',
    can('view_phone'),
  ),
  planned('/forms', 'Forms', 'forms', 'Build intake and consent forms with a signature field; clients fill them in online.', inSidebar),
  planned(
    '/documents',
    'Documents',
    'documents',
    'Write or upload waivers, price lists and aftercare sheets, shared by link, and see who opened them.',
    inSidebar,
  ),
  planned('/email-test', 'E-mail Test', null, 'Send any e-mail template to an address and see the delivery result.'),
];

const moduleScreens = frontendModules.flatMap((module) => module.screens);
const builtPaths = new Set(moduleScreens.map((screen) => screen.path));

export const backOfficeRoutes: readonly BackOfficeRoute[] = [
  ...shellScreens,
  ...moduleScreens,
  ...plannedScreens.filter((route) => !builtPaths.has(route.path)),
];
