import type { ReactNode } from 'react';
import type { ClientProfile } from '@chairside/shared/clients/client-dto';

// The profile's sections below its header: Visits, Spend & cards, Notes (given as children) and Timeline.
export function ProfileSections({ children }: { client: ClientProfile; children: ReactNode }) {
  return <div className="clients-sections">{children}</div>;
}
