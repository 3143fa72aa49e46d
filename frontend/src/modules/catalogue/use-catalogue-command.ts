import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { commandReplySchema, type CommandReply } from '@chairside/shared/business/business-dto';
import { apiRequest } from '../../api/api-client';

export type CatalogueRequest = { path: string; method: 'POST' | 'PUT' | 'DELETE'; body?: unknown };

// Every catalogue command answers once the read models show it, so reading the affected lists again
// right after is enough; the live topic does the same for every other session.
export function useCatalogueCommand<TInput>(toRequest: (input: TInput) => CatalogueRequest, invalidates: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation<CommandReply, Error, TInput>({
    mutationFn: (input) => {
      const request = toRequest(input);
      return apiRequest(request.path, { method: request.method, body: request.body, schema: commandReplySchema });
    },
    onSuccess: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}

export const entityPath = (base: string, id: string, action?: string) => `${base}/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
