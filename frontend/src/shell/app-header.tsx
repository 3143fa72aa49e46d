import { Button, Classes, Icon, Navbar, NavbarGroup } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { helpPathFor } from '../help/help-path';
import { settingsQueries } from '../modules/settings/settings-queries';
import { LocationSelector } from './location-selector';
import { UserMenu } from './user-menu';

type AppHeaderProps = { sidebarOpen: boolean; onToggleSidebar: () => void };

// SPEC §2.6: sticky header — menu toggle, logo (small screens), location selector, Help, user menu.
export function AppHeader({ sidebarOpen, onToggleSidebar }: AppHeaderProps) {
  const business = useQuery(settingsQueries.business());
  const name = business.data?.businessName ?? 'Chairside';
  const logo = business.data?.businessLogo;
  // Help opens the article for the page in view (the Help Centre where there is none).
  const { pathname } = useLocation();
  return (
    <header className="app-header">
      <Navbar className="app-header-bar">
        <NavbarGroup className="app-header-start">
          <Button
            variant="minimal"
            icon={sidebarOpen ? 'menu-closed' : 'menu'}
            aria-label={sidebarOpen ? 'Close menu' : 'Open menu'}
            aria-expanded={sidebarOpen}
            aria-controls="app-sidebar"
            onClick={onToggleSidebar}
          />
          <Link to="/dashboard" className="app-header-logo" aria-label={`${name} dashboard`}>
            {logo ? (
              <img src={logo} alt="" className="app-header-logo-image" />
            ) : (
              <span className="app-header-logo-mark" aria-hidden="true">
                {name.charAt(0)}
              </span>
            )}
          </Link>
          <LocationSelector />
        </NavbarGroup>
        <NavbarGroup className="app-header-end">
          <Link
            to={helpPathFor(pathname)}
            className={`${Classes.BUTTON} ${Classes.MINIMAL} app-header-help`}
            aria-label="Help"
            title="Help for this page"
          >
            <Icon icon="help" aria-hidden="true" />
          </Link>
          <UserMenu />
        </NavbarGroup>
      </Navbar>
    </header>
  );
}
