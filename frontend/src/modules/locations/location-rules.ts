import type { Location } from '@chairside/shared/business/business-dto';
import type { RowActionWords } from '../../commands/use-row-command';
import type { LocationAction } from './hooks/use-location-commands';

// The rules the server enforces (exactly one default; the default stays active; only an active
// location can become the default), in the words shown beside a refusal.
export const locationRules = [
  'One location is always the default: it is preselected for everyone who has not chosen another.',
  'The default location cannot be deactivated. Make another location the default first.',
  'An inactive location cannot become the default. Activate it first.',
] as const;

export function refusalTitle(location: Location, action: LocationAction): string {
  if (action === 'default') return `Could not make ${location.name} the default`;
  return `Could not ${action} ${location.name}`;
}

// A plain explanation for the refusals a person can run into, or null when the server's reason says it all.
export function refusalHint(location: Location, action: LocationAction): string | null {
  if (action === 'deactivate' && location.isDefault)
    return `${location.name} is the default location. Make another location the default first, then deactivate ${location.name}.`;
  if (action === 'default' && !location.isActive) return `${location.name} is inactive. Activate it first, then make it the default.`;
  return null;
}

export function successMessage(location: Location, action: LocationAction): string {
  switch (action) {
    case 'default':
      return `${location.name} is now the default location`;
    case 'activate':
      return `${location.name} is active again`;
    case 'deactivate':
      return `${location.name} has been deactivated`;
  }
}

// What the locations list says about an action: the toast, and a refusal's title and hint.
export const locationActionWords: RowActionWords<Location, LocationAction> = {
  done: successMessage,
  refused: (location, action) => ({ title: refusalTitle(location, action), hint: refusalHint(location, action) }),
};
