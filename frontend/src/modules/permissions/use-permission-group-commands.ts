import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavePermissionGroupInput } from '@chairside/shared/identity/identity-dto';
import { apiRequest } from '../../api/api-client';

// Groups feed member counts, user summaries (group names) and every member's effective permissions,
// so a change re-reads the groups and everything under ['users'].
function useInvalidateAccess() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: ['permission-groups'] }), queryClient.invalidateQueries({ queryKey: ['users'] })]);
}

export function useSavePermissionGroup() {
  const invalidate = useInvalidateAccess();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SavePermissionGroupInput }) =>
      id
        ? apiRequest(`/api/permission-groups/${encodeURIComponent(id)}`, { method: 'PUT', body: input })
        : apiRequest('/api/permission-groups', { method: 'POST', body: input }),
    onSuccess: invalidate,
  });
}

export function useDeletePermissionGroup() {
  const invalidate = useInvalidateAccess();
  return useMutation({
    mutationFn: (id: string) => apiRequest(`/api/permission-groups/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
