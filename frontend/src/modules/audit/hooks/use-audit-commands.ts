import { useMutation } from '@tanstack/react-query';
import { integrityStartedSchema } from '@chairside/shared/audit/integrity-dto';
import { useCommand, type CommandRequest } from '../../../commands/use-command';
import { integrityQueries } from '../integrity-queries';

// Placeholder until the first command lands; every hook of the audit module's commands is exported here.
export const useAuditNoop = () => useMutation({ mutationFn: async () => undefined });

// Starts the integrity check (or joins the one running) and shows it running at once: the panel polls while
// the status it holds says "running".
export const useRunIntegrityCheck = () =>
  useCommand({
    request: (): CommandRequest => ({ path: '/api/audit/integrity', method: 'POST' }),
    reply: integrityStartedSchema,
    topics: [],
    onSuccess: ({ id }, _input, queryClient) =>
      queryClient.setQueryData(integrityQueries.status().queryKey, (status) => ({
        check: {
          id,
          state: 'running' as const,
          phase: 'streams' as const,
          done: 0,
          total: 0,
          startedAt: new Date().toISOString(),
          error: null,
          report: null,
          // The check joined may be further along: the next poll tells.
          ...(status?.check?.id === id ? status.check : {}),
        },
      })),
  });
