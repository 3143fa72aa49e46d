import { integrityStartedSchema } from '@chairside/shared/audit/integrity-dto';
import { projectionRebuildReplySchema } from '@chairside/shared/system/projection-status';
import { queueBoardLinkSchema } from '@chairside/shared/system/queue-board';
import { entityPath, useCommand, type CommandRequest } from '../../../commands/use-command';
import { integrityQueries } from '../integrity-queries';

// Rebuilds a read model into fresh tables while the current ones serve (administrators only: the route is
// /system's). The audit topic refreshes the read models' list, which then follows the progress by itself.
export const useRebuildReadModel = () =>
  useCommand({
    request: (name: string) => ({ path: entityPath('/api/system/projections', name, 'rebuild'), method: 'POST' }),
    reply: projectionRebuildReplySchema,
    topics: ['audit'],
  });

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

// Asks for a one-time link into the queue board (administrators only): the board's pages cannot send the app's
// token, so the link signs the tab that opens it in with a cookie of the board's own. Nothing changes.
export const useOpenQueueBoard = () =>
  useCommand({
    request: (): CommandRequest => ({ path: '/api/system/queues/link', method: 'POST' }),
    reply: queueBoardLinkSchema,
    topics: [],
  });
