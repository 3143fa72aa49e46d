import type { ReactNode } from 'react';
import { Callout, Card, H2, Icon, Intent, type IconName } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { displayName } from '@chairside/shared/format/name-format';
import { formatDate } from '@chairside/shared/format/date-format';
import { DEFAULT_LOCATION_TIME_ZONE } from '@chairside/shared/business/business-dto';
import { APPOINTMENT_PERMISSIONS } from '@chairside/shared/identity/permissions';
import { settingsQueries } from '../modules/settings/settings-queries';
import { ActivityCard } from '../modules/activity';
import { AppointmentsTodayCard, NextAppointmentsCard, WaitlistCard } from '../modules/appointments';
import { SalesTodayCard } from '../modules/pos';
import { OnTheClockCard } from '../modules/time-clock';
import { usePermissions } from '../access/use-permissions';
import { useSession } from '../session/use-session';
import { PageFrame } from '../shell/page-frame';
import { useSelectedLocation } from '../shell/selected-location';
import { needsFullPageNavigation } from '../shell/sidebar-model';

type Shortcut = { path: string; title: string; text: string; icon: IconName; show: boolean };

export function DashboardPage() {
  const { user } = useSession();
  const { isAdmin, canAny } = usePermissions();
  const business = useQuery(settingsQueries.business());
  const { location, loading: locationsLoading } = useSelectedLocation();

  const shortcuts: Shortcut[] = [
    {
      path: '/appointments',
      title: 'Appointments',
      text: 'The live calendar: book, move, check in and check out.',
      icon: 'calendar',
      show: canAny(APPOINTMENT_PERMISSIONS),
    },
    {
      path: '/settings',
      title: 'Profile & Settings',
      text: 'Your profile, password and colors; the business name and logo.',
      icon: 'cog',
      show: true,
    },
    {
      path: '/locations',
      title: 'Locations',
      text: 'Add and rename locations, choose the default, close the ones you no longer use.',
      icon: 'map-marker',
      show: true,
    },
    { path: '/permissions', title: 'Permissions', text: 'Permission groups, and who belongs to which.', icon: 'key', show: isAdmin },
    { path: '/help', title: 'Help Centre', text: 'One article for every part of Chairside, searchable.', icon: 'help', show: true },
    {
      path: '/booking',
      title: 'Online booking page',
      text: 'The public page your clients will book from.',
      icon: 'globe-network',
      show: true,
    },
  ];

  return (
    <PageFrame
      title="Dashboard"
      description={<span>Today is {formatDate(new Date(), location?.timeZone ?? DEFAULT_LOCATION_TIME_ZONE)}.</span>}
    >
      <Card className="welcome-card">
        <h2 className="welcome-title">Welcome, {user ? displayName(user) : 'there'}</h2>
        <dl className="welcome-facts">
          <div>
            <dt>Business</dt>
            <dd>{business.data?.businessName ?? (business.isError ? business.error.message : 'Loading...')}</dd>
          </div>
          <div>
            <dt>Location</dt>
            <dd>{location?.name ?? (locationsLoading ? 'Loading...' : 'No location selected')}</dd>
          </div>
        </dl>
      </Card>
      <AppointmentsTodayCard />
      <SalesTodayCard />
      <OnTheClockCard />
      <NextAppointmentsCard />
      <WaitlistCard />
      <ActivityCard />

      <h2 className="dashboard-section-title">Ready to use</h2>
      <ul className="shortcut-grid" aria-label="Screens you can use today">
        {shortcuts
          .filter((shortcut) => shortcut.show)
          .map((shortcut) => (
            <li key={shortcut.path}>
              <ShortcutLink path={shortcut.path}>
                <Icon icon={shortcut.icon} size={20} className="shortcut-icon" aria-hidden="true" />
                <span className="shortcut-title">{shortcut.title}</span>
                <span className="shortcut-text">{shortcut.text}</span>
              </ShortcutLink>
            </li>
          ))}
      </ul>

      {/* The title as a child: Blueprint's `title` is always an h5, which would skip levels after the h2s above. */}
      <Callout intent={Intent.NONE} icon="info-sign" className="dashboard-note">
        <H2 className="callout-title">More of today’s figures are on their way</H2>
        Low-stock alerts will appear here once products are sold.
      </Callout>
    </PageFrame>
  );
}

function ShortcutLink({ path, children }: { path: string; children: ReactNode }) {
  // /booking is a page of its own outside the back office: load it fully (SPEC §2.8).
  if (needsFullPageNavigation(path))
    return (
      <a className="shortcut" href={path}>
        {children}
      </a>
    );
  return (
    <Link className="shortcut" to={path}>
      {children}
    </Link>
  );
}
