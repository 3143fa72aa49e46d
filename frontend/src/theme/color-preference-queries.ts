import { queryOptions } from '@tanstack/react-query';
import { colorPreferencesSchema, type ColorPreferences } from '@chairside/shared/identity/identity-dto';
import { DEFAULT_COLORS } from '@chairside/shared/constants';
import { apiRequest } from '../api/api-client';

export const defaultColorPreferences: ColorPreferences = { ...DEFAULT_COLORS, savedBrandColors: [], savedTextColors: [] };

async function fetchColorPreferences(userId: string): Promise<ColorPreferences> {
  const body = await apiRequest(`/api/users/${encodeURIComponent(userId)}/color-preferences`);
  // SPEC §8: an empty reply means the defaults.
  if (body === null || body === undefined || (typeof body === 'object' && Object.keys(body).length === 0)) return defaultColorPreferences;
  return colorPreferencesSchema.parse(body);
}

export const colorPreferenceQueries = {
  forUser: (userId: string) =>
    queryOptions({ queryKey: ['users', userId, 'color-preferences'], queryFn: () => fetchColorPreferences(userId) }),
};
