import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import { apiRequest } from '../../api/api-client';
import { locationQueries } from '../../business/location-queries';

// Each location command answers once the location list read model shows it, so reading the list
// again right after is enough to show the change.
function useLocationMutation<TInput>(request: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationQueries.list().queryKey }),
  });
}

const path = (id: string, action?: string) => `/api/locations/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

export function useCreateLocation() {
  return useLocationMutation((input: { name: string; isDefault: boolean }) =>
    apiRequest('/api/locations', { method: 'POST', body: { name: input.name.trim(), isDefault: input.isDefault }, schema: commandReplySchema }),
  );
}

export function useRenameLocation() {
  return useLocationMutation((input: { id: string; name: string }) =>
    apiRequest(path(input.id), { method: 'PUT', body: { name: input.name.trim() }, schema: commandReplySchema }),
  );
}

export type LocationAction = 'default' | 'activate' | 'deactivate';

export function useLocationAction() {
  return useLocationMutation((input: { id: string; action: LocationAction }) =>
    apiRequest(path(input.id, input.action), { method: 'POST', schema: commandReplySchema }),
  );
}
