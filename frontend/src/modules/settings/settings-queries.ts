import { queryOptions } from '@tanstack/react-query';
import { businessSettingsSchema } from '@chairside/shared/business/business-dto';
import { BUSINESS_SETTINGS_FRESHNESS_MS } from '@chairside/shared/constants';
import { ApiError, apiRequest } from '../../api/api-client';

// Reads of the settings screen. The business settings also show in the header, the sidebar, the dashboard
// and on the pages before sign-in; the 'business-settings' topic refreshes them. Color preferences live
// with the theme (frontend/src/theme/color-preference-queries.ts), which applies them on every page.

// SPEC §8 names these failures; the server's own reason is kept as the cause.
export const BUSINESS_SETTINGS_READ_FAILED = 'Failed to fetch business settings';
export const BUSINESS_SETTINGS_UPDATE_FAILED = 'Failed to update business settings';

async function readBusinessSettings() {
  try {
    // Through the one API client like every call (SPEC §7.1): JSON, the bearer token when signed in, credentials.
    return await apiRequest('/api/business-settings', { schema: businessSettingsSchema });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw error;
    throw new Error(BUSINESS_SETTINGS_READ_FAILED, { cause: error });
  }
}

export const settingsQueries = {
  business: () =>
    queryOptions({ queryKey: ['business-settings'], queryFn: readBusinessSettings, staleTime: BUSINESS_SETTINGS_FRESHNESS_MS }),
};
