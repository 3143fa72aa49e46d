import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import type { UpdateProfileInput } from '@chairside/shared/identity/identity-dto';
import { apiRequest } from '../../api/api-client';
import { useSession } from '../../session/use-session';

// PUT /api/users/{id}; the header, sidebar footer and avatar read the session user, so it is fetched again.
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  const { refreshUser } = useSession();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) =>
      apiRequest(`/api/users/${encodeURIComponent(userId)}`, { method: 'PUT', body: input, schema: commandReplySchema }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['users'] }), refreshUser()]);
    },
  });
}
