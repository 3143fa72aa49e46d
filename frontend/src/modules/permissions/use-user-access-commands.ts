import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';

export type UserAccessChange = { userId: string; groupIds?: string[]; permissions?: string[] };

// PUT /api/users/{id}/groups and /api/users/{id}/direct-permissions, only for what changed.
export function useSaveUserAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ userId, groupIds, permissions }: UserAccessChange) => {
      const base = `/api/users/${encodeURIComponent(userId)}`;
      if (groupIds) await apiRequest(`${base}/groups`, { method: 'PUT', body: { groupIds } });
      if (permissions) await apiRequest(`${base}/direct-permissions`, { method: 'PUT', body: { permissions } });
    },
    // Even a half-done save (groups stored, direct permissions refused) must show what the server now holds.
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['users'] }), queryClient.invalidateQueries({ queryKey: ['permission-groups'] })]),
  });
}
