// The help topics of SPEC §2.4, in that order, then the topics of screens built since that the list lacks
// (services: /services exists, see docs/decisions.md). `available` marks the screens that exist in this version.

export const helpTopicSlugs = [
  'appointments',
  'clients',
  'pos',
  'products',
  'staff',
  'locations',
  'reports',
  'marketing',
  'automations',
  'forms',
  'documents',
  'payroll',
  'permissions',
  'time-clock',
  'settings',
  'ai-messaging',
  'gift-certificates',
  'devices',
  'classes',
  'rooms',
  'phone',
  'note-templates',
  'schedule',
  'staff-schedule',
  'memberships',
  'services',
] as const;

export type HelpTopicSlug = (typeof helpTopicSlugs)[number];

export type HelpTopic = {
  readonly slug: HelpTopicSlug;
  readonly title: string;
  readonly summary: string;
  readonly available: boolean;
};

export const helpTopics: readonly HelpTopic[] = [
  {
    slug: 'appointments',
    title: 'Appointments',
    summary: 'Book, move, check in and complete appointments on the calendar.',
    available: true,
  },
  {
    slug: 'clients',
    title: 'Clients',
    summary: 'Find clients, keep their profiles, notes and consent, import them from CSV, merge duplicates and handle privacy requests.',
    available: true,
  },
  {
    slug: 'pos',
    title: 'Point of Sale',
    summary: 'Check clients out, take card, cash and gift card payments, and refund.',
    available: true,
  },
  {
    slug: 'products',
    title: 'Products',
    summary: 'Retail products and supplies, stock per location and purchase orders.',
    available: false,
  },
  { slug: 'staff', title: 'Staff', summary: 'Team member profiles, the services they perform, their locations and pay.', available: true },
  {
    slug: 'locations',
    title: 'Locations',
    summary: 'Add and rename locations, choose the default and deactivate the ones you close.',
    available: true,
  },
  {
    slug: 'reports',
    title: 'Reports',
    summary: 'Sales, appointments, clients, staff and gift-card figures by day, with charts and CSV export.',
    available: true,
  },
  {
    slug: 'marketing',
    title: 'Marketing',
    summary: 'E-mail and SMS campaigns to client segments, with a template editor.',
    available: false,
  },
  {
    slug: 'automations',
    title: 'Automations',
    summary: 'Reminders, follow-ups and birthday messages sent automatically.',
    available: false,
  },
  { slug: 'forms', title: 'Forms', summary: 'Intake and consent forms that clients fill in and sign online.', available: false },
  { slug: 'documents', title: 'Documents', summary: 'Waivers, price lists and aftercare sheets shared by link.', available: false },
  { slug: 'payroll', title: 'Payroll', summary: 'Pay periods with hours, commission and tips for each team member.', available: true },
  {
    slug: 'permissions',
    title: 'Permissions',
    summary: 'Decide who can see and do what, with permission groups and direct permissions.',
    available: true,
  },
  { slug: 'time-clock', title: 'Time Clock', summary: 'Clock in and out, take breaks and review timesheets.', available: true },
  { slug: 'settings', title: 'Settings', summary: 'Your profile, password and colors, and the business name and logo.', available: true },
  {
    slug: 'ai-messaging',
    title: 'AI Messaging',
    summary: 'Two-way SMS conversations with suggested replies you approve.',
    available: false,
  },
  {
    slug: 'gift-certificates',
    title: 'Gift Certificates & Cards',
    summary: 'Sell, look up, redeem and reload gift certificates and cards.',
    available: true,
  },
  { slug: 'devices', title: 'Devices', summary: 'Equipment that services need, with how many units each location has.', available: true },
  {
    slug: 'classes',
    title: 'Classes',
    summary: 'Group sessions with a capacity, an instructor, a room and a weekly timetable.',
    available: true,
  },
  { slug: 'rooms', title: 'Rooms', summary: 'Treatment rooms and stations, their capacity and the services they host.', available: true },
  { slug: 'phone', title: 'Phone', summary: 'Call log, incoming call pop-ups with the client, and click to call.', available: false },
  {
    slug: 'note-templates',
    title: 'Note Templates',
    summary: 'Reusable note texts with placeholders for client and appointment notes.',
    available: true,
  },
  { slug: 'schedule', title: 'Schedule', summary: 'The team week at a glance: who works where and when.', available: true },
  {
    slug: 'staff-schedule',
    title: 'Staff Schedules',
    summary: "One team member's working hours, breaks, exceptions and time off.",
    available: true,
  },
  {
    slug: 'memberships',
    title: 'Memberships',
    summary: 'Recurring plans with included services, credits and member discounts.',
    available: false,
  },
  {
    slug: 'services',
    title: 'Services',
    summary: 'The service catalogue: categories, times, prices, who performs each service and what it needs.',
    available: true,
  },
];

export function findHelpTopic(slug: string): HelpTopic | undefined {
  return helpTopics.find((topic) => topic.slug === slug);
}

// The Help Centre groups its cards as the sidebar groups the screens (SPEC §2.8), in the sidebar's order,
// so a reader finds a topic where they already know its screen to be.
export const helpTopicGroups: readonly { readonly area: string; readonly slugs: readonly HelpTopicSlug[] }[] = [
  { area: 'Appointments', slugs: ['appointments'] },
  { area: 'Clients', slugs: ['clients', 'forms', 'documents', 'note-templates', 'memberships'] },
  { area: 'Staff', slugs: ['staff', 'schedule', 'staff-schedule', 'time-clock'] },
  { area: 'Services', slugs: ['services', 'classes', 'devices', 'rooms'] },
  { area: 'Retail', slugs: ['pos', 'gift-certificates', 'products'] },
  { area: 'Insights', slugs: ['reports', 'payroll'] },
  { area: 'Business', slugs: ['locations', 'settings', 'permissions'] },
  { area: 'SMS & Email', slugs: ['automations', 'marketing', 'ai-messaging'] },
  { area: 'Phone', slugs: ['phone'] },
];
