import { z } from 'zod';
import type { ChangePasswordInput, ColorPreferences, UpdateProfileInput } from '@chairside/shared/identity/identity-dto';
import { entityPath, useCommand } from '../../../commands/use-command';
import { useSession } from '../../../session/use-session';
import { colorPreferenceQueries } from '../../../theme/color-preference-queries';

export type BusinessSettingsForm = { businessName: string; businessLogo: string };

// PUT /api/business-settings; SPEC §7.2: the settings are read again afterwards.
export function useUpdateBusinessSettings() {
  return useCommand({
    request: (input: BusinessSettingsForm) => ({
      path: '/api/business-settings',
      method: 'PUT',
      body: { businessName: input.businessName.trim(), businessLogo: input.businessLogo.trim() || null },
    }),
    topics: ['business-settings'],
  });
}

// PUT /api/users/{id}; the header, sidebar footer and avatar read the session user, so it is read again too.
export function useUpdateProfile(userId: string) {
  const { refreshUser } = useSession();
  return useCommand({
    request: (input: UpdateProfileInput) => ({ path: entityPath('/api/users', userId), method: 'PUT', body: input }),
    topics: ['users'],
    onSuccess: () => refreshUser(),
  });
}

// PUT /api/users/{id}/color-preferences. The theme applies whatever the color-preferences query holds, so
// the saved value is written there first and the new theme shows at once; the read-back confirms it.
export function useSaveColorPreferences(userId: string) {
  return useCommand({
    request: (preferences: ColorPreferences) => ({
      path: entityPath('/api/users', userId, 'color-preferences'),
      method: 'PUT',
      body: preferences,
    }),
    topics: ['users'],
    onSuccess: (_reply, preferences, queryClient) => queryClient.setQueryData(colorPreferenceQueries.forUser(userId).queryKey, preferences),
  });
}

// POST /api/users/{id}/password: nothing cached depends on the password, so no topic is read again.
export function useChangePassword(userId: string) {
  return useCommand({
    request: (input: ChangePasswordInput) => ({ path: entityPath('/api/users', userId, 'password'), method: 'POST', body: input }),
    reply: z.object({ message: z.string() }),
    topics: [],
  });
}
