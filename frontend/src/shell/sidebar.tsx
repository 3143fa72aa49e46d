import { useState } from 'react';
import { Collapse, Icon, type IconName } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { settingsQueries } from '../modules/settings/settings-queries';
import type { User } from '@chairside/shared/identity/identity-dto';
import { usePermissions } from '../access/use-permissions';
import {
  autoExpandedGroup,
  buildSidebar,
  formatSidebarLabel,
  isActiveLink,
  needsFullPageNavigation,
  type SidebarGroup,
  type SidebarGroupId,
  type SidebarLink,
} from './sidebar-model';
import { isMobileViewport } from './sidebar-state';

const icons: Record<string, IconName> = {
  '/dashboard': 'dashboard',
  '/appointments': 'calendar',
  '/supplies': 'box',
  '/phone': 'phone',
  clients: 'people',
  staff: 'id-number',
  services: 'clipboard',
  retail: 'shop',
  insights: 'chart',
  business: 'office',
  'sms-email': 'envelope',
};

type SidebarProps = { open: boolean; user: User; onNavigate: () => void; onClose: () => void };

export function Sidebar({ open, user, onNavigate, onClose }: SidebarProps) {
  const { pathname } = useLocation();
  const { isAdmin, permissions, groups, loading } = usePermissions();
  const business = useQuery(settingsQueries.business());
  const businessName = business.data?.businessName ?? 'Chairside';
  const entries = buildSidebar({ role: isAdmin ? 'admin' : user.role, permissions, groups });

  // Groups the user opened or closed; the current path's group opens each time the path enters it.
  const [openGroups, setOpenGroups] = useState<ReadonlySet<SidebarGroupId>>(() => new Set(withAuto([], pathname)));
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    const auto = autoExpandedGroup(pathname);
    if (auto && !openGroups.has(auto)) setOpenGroups(new Set([...openGroups, auto]));
  }
  const toggleGroup = (id: SidebarGroupId) => {
    const next = new Set(openGroups);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpenGroups(next);
  };

  const choose = () => {
    if (isMobileViewport()) onNavigate();
  };

  return (
    <>
      {/* The dark overlay behind the open sidebar on phones; tapping it closes the sidebar (SPEC §2.8). */}
      <div className={open ? 'sidebar-overlay sidebar-overlay-visible' : 'sidebar-overlay'} onClick={onClose} aria-hidden="true" />
      <aside id="app-sidebar" className={open ? 'sidebar sidebar-open' : 'sidebar'} aria-label="Sidebar">
        <div className="sidebar-brand">
          {business.data?.businessLogo ? (
            <img src={business.data.businessLogo} alt="" className="app-header-logo-image" />
          ) : (
            <span className="app-header-logo-mark" aria-hidden="true">
              {businessName.charAt(0)}
            </span>
          )}
          <span className="sidebar-brand-name">{businessName}</span>
        </div>
        <nav aria-label="Main navigation" className="sidebar-nav" aria-busy={loading}>
          <ul className="sidebar-list">
            {entries.map((entry) =>
              entry.kind === 'link' ? (
                <li key={entry.path}>
                  <SidebarItem item={entry} pathname={pathname} icon={icons[entry.path]} onChoose={choose} />
                </li>
              ) : (
                <li key={entry.id}>
                  <SidebarGroupItem
                    group={entry}
                    pathname={pathname}
                    open={openGroups.has(entry.id)}
                    onToggle={() => toggleGroup(entry.id)}
                    onChoose={choose}
                  />
                </li>
              ),
            )}
          </ul>
        </nav>
        <footer className="sidebar-footer">
          <span className="sidebar-footer-caption">Signed in as</span>
          <span className="sidebar-footer-name">
            {user.firstName} {user.lastName}
          </span>
          <span className="sidebar-footer-email">{user.email}</span>
        </footer>
      </aside>
    </>
  );
}

function withAuto(ids: SidebarGroupId[], pathname: string): SidebarGroupId[] {
  const auto = autoExpandedGroup(pathname);
  return auto ? [...ids, auto] : ids;
}

type SidebarItemProps = { item: SidebarLink; pathname: string; icon?: IconName; nested?: boolean; onChoose: () => void };

function SidebarItem({ item, pathname, icon, nested = false, onChoose }: SidebarItemProps) {
  const active = isActiveLink(pathname, item.path);
  const className = ['sidebar-link', nested ? 'sidebar-link-nested' : '', active ? 'sidebar-link-active' : ''].filter(Boolean).join(' ');
  const content = (
    <>
      {icon ? <Icon icon={icon} className="sidebar-icon" aria-hidden="true" /> : null}
      <span>{formatSidebarLabel(item.label)}</span>
    </>
  );
  if (needsFullPageNavigation(item.path))
    return (
      <a className={className} href={item.path} aria-current={active ? 'page' : undefined} onClick={onChoose}>
        {content}
      </a>
    );
  return (
    <Link className={className} to={item.path} aria-current={active ? 'page' : undefined} onClick={onChoose}>
      {content}
    </Link>
  );
}

type SidebarGroupItemProps = { group: SidebarGroup; pathname: string; open: boolean; onToggle: () => void; onChoose: () => void };

function SidebarGroupItem({ group, pathname, open, onToggle, onChoose }: SidebarGroupItemProps) {
  const listId = `sidebar-group-${group.id}`;
  const containsActive = group.items.some((item) => isActiveLink(pathname, item.path));
  return (
    <>
      <button
        type="button"
        className={containsActive ? 'sidebar-group-button sidebar-group-button-current' : 'sidebar-group-button'}
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
      >
        <Icon icon={icons[group.id] ?? 'folder-close'} className="sidebar-icon" aria-hidden="true" />
        <span className="sidebar-group-label">{formatSidebarLabel(group.label)}</span>
        <Icon icon="chevron-right" className={open ? 'sidebar-chevron sidebar-chevron-open' : 'sidebar-chevron'} aria-hidden="true" />
      </button>
      <Collapse isOpen={open} keepChildrenMounted={false}>
        <ul id={listId} className="sidebar-sublist" aria-label={formatSidebarLabel(group.label)}>
          {group.items.map((item) => (
            <li key={item.path}>
              <SidebarItem item={item} pathname={pathname} nested onChoose={onChoose} />
            </li>
          ))}
        </ul>
      </Collapse>
    </>
  );
}
