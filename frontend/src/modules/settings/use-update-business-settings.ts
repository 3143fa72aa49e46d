import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import { apiRequest } from '../../api/api-client';
import { businessQueries } from '../../business/business-queries';

export type BusinessSettingsForm = { businessName: string; businessLogo: string };

// PUT /api/business-settings; SPEC §7.2: the settings are read again afterwards.
export function useUpdateBusinessSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BusinessSettingsForm) =>
      apiRequest('/api/business-settings', {
        method: 'PUT',
        body: { businessName: input.businessName.trim(), businessLogo: input.businessLogo.trim() || null },
        schema: commandReplySchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: businessQueries.settings().queryKey }),
  });
}
