import { queryOptions } from '@tanstack/react-query';
import { BUSINESS_SETTINGS_FRESHNESS_MS } from '@chairside/shared/constants';
import { businessSettingsSchema, type BusinessSettings } from '@chairside/shared/business/business-dto';

async function fetchBusinessSettings(): Promise<BusinessSettings> {
  const response = await fetch('/api/business-settings', { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error('Failed to fetch business settings');
  return businessSettingsSchema.parse(await response.json());
}

export const businessQueries = {
  settings: () => queryOptions({ queryKey: ['business-settings'], queryFn: fetchBusinessSettings, staleTime: BUSINESS_SETTINGS_FRESHNESS_MS }),
};
