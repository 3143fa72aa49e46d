import './auth-pages.css';
import { useState, type ReactNode } from 'react';
import { Card, Classes, Elevation, H1 } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { settingsQueries } from '../modules/settings/settings-queries';

// The frame every sign-in and recovery page shares: the business's logo and name above the page title,
// so a visitor recognises whose back office this is before typing a password.
export function AuthCard(props: { title: string; lede?: ReactNode; children: ReactNode; links?: ReactNode }) {
  return (
    <main className="auth-page">
      <Card elevation={Elevation.TWO} className="auth-card">
        <BusinessBrand />
        <H1 className="auth-title">{props.title}</H1>
        {props.lede && <p className={`auth-lede ${Classes.TEXT_MUTED}`}>{props.lede}</p>}
        {props.children}
        {props.links && (
          <nav className="auth-links" aria-label="Other sign-in options">
            {props.links}
          </nav>
        )}
      </Card>
    </main>
  );
}

function BusinessBrand() {
  const settings = useQuery(settingsQueries.business());
  const [brokenLogo, setBrokenLogo] = useState<string | null>(null);

  if (settings.isPending) {
    return (
      <div className="auth-brand" aria-hidden="true">
        <span className={`auth-logo ${Classes.SKELETON}`} />
        <p className={`auth-business-name ${Classes.SKELETON}`}>Loading business</p>
      </div>
    );
  }
  // Without the settings the pages still work; the product name stands in for the business.
  const name = settings.data?.businessName || 'Chairside';
  const logo = settings.data?.businessLogo;
  return (
    <div className="auth-brand">
      {logo && logo !== brokenLogo ? (
        <img className="auth-logo" src={logo} alt={`${name} logo`} onError={() => setBrokenLogo(logo)} />
      ) : (
        <span className="auth-logo auth-logo-monogram" aria-hidden="true">
          {name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <p className="auth-business-name">{name}</p>
    </div>
  );
}
