import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import type { ColorPreferences } from '@chairside/shared/identity/identity-dto';
import { apiRequest } from '../../api/api-client';
import { colorPreferenceQueries } from '../../theme/color-preference-queries';

// PUT /api/users/{id}/color-preferences. The theme applies whatever the color-preferences query holds,
// so writing the saved value there first makes the new theme show at once; the read-back confirms it.
export function useSaveColorPreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: ColorPreferences) =>
      apiRequest(`/api/users/${encodeURIComponent(userId)}/color-preferences`, { method: 'PUT', body: preferences, schema: commandReplySchema }),
    onSuccess: async (_reply, preferences) => {
      const { queryKey } = colorPreferenceQueries.forUser(userId);
      queryClient.setQueryData(queryKey, preferences);
      await queryClient.invalidateQueries({ queryKey });
    },
  });
}
