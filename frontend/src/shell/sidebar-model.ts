import { isBasicStaff } from '@chairside/shared/identity/permissions';
import { backOfficeRoutes } from './back-office-routes';
import type { SidebarItem, SidebarSubject } from './module-manifest';
import { sidebarLayout, type SidebarGroupId, type SidebarLayoutGroup } from './sidebar-layout';

// SPEC §2.8 and §6.3: what the sidebar holds, in order, for a given user, and which group the current path opens.
// The order is sidebar-layout.ts's; the items are the screens' (module manifests and planned placeholders).

export type { SidebarGroupId, SidebarSubject };
export type SidebarLink = { kind: 'link'; label: string; path: string };
export type SidebarGroup = { kind: 'group'; id: SidebarGroupId; label: string; items: SidebarLink[] };
export type SidebarEntry = SidebarLink | SidebarGroup;

const itemsBySlot: ReadonlyMap<string, SidebarItem> = new Map(
  backOfficeRoutes.flatMap((route) => (route.sidebar ? [[route.sidebar.slot, route.sidebar] as const] : [])),
);

// Every slot's link that `visible` lets through; a group shows when `groupVisible` lets it and it has items.
function sidebarFor(visible: (item: SidebarItem) => boolean, groupVisible: (group: SidebarLayoutGroup) => boolean): SidebarEntry[] {
  const linkIn = (slot: string): SidebarLink[] => {
    const item = itemsBySlot.get(slot);
    return item && visible(item) ? [{ kind: 'link', label: item.label, path: slot }] : [];
  };
  return sidebarLayout.flatMap((entry): SidebarEntry[] => {
    if (typeof entry === 'string') return linkIn(entry);
    const items = entry.slots.flatMap(linkIn);
    return groupVisible(entry) && items.length > 0 ? [{ kind: 'group', id: entry.group, label: entry.label, items }] : [];
  });
}

const fullSidebar = (subject: SidebarSubject) =>
  sidebarFor(
    (item) => item.shows?.(subject) ?? true,
    () => true,
  );

// SPEC §6.3: an item or group shows to "basic staff" only under its own rule.
const basicStaffSidebar = (subject: SidebarSubject) =>
  sidebarFor(
    (item) => item.basicStaff?.(subject) ?? false,
    (group) => group.basicStaff?.(subject) ?? false,
  );

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
