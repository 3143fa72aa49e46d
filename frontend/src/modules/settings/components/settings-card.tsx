import type { ReactNode } from 'react';
import { Card } from '@blueprintjs/core';

type SettingsCardProps = { id: string; title: string; description?: ReactNode; children: ReactNode };

// One titled section of the settings page; the heading names the region for assistive technology.
export function SettingsCard({ id, title, description, children }: SettingsCardProps) {
  return (
    <Card className="settings-card" role="region" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="settings-card-title">
        {title}
      </h2>
      {description ? <p className="settings-card-description">{description}</p> : null}
      {children}
    </Card>
  );
}
