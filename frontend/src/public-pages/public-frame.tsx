import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { settingsQueries } from '../modules/settings/settings-queries';

// The frame of the public pages (SPEC §2.1): the business's name and logo, no sidebar, no header.
export function PublicFrame({ children }: { children: ReactNode }) {
  const business = useQuery(settingsQueries.business());
  const name = business.data?.businessName;
  const logo = business.data?.businessLogo;
  return (
    <div className="public-page">
      <header className="public-page-brand">
        {logo ? <img src={logo} alt={name ? `${name} logo` : 'Business logo'} className="public-page-logo" /> : null}
        <span className="public-page-business">{name ?? '\u00a0'}</span>
      </header>
      <main className="public-page-main">{children}</main>
    </div>
  );
}
