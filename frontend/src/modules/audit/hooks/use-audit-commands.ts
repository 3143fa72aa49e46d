import { projectionRebuildReplySchema } from '@chairside/shared/system/projection-status';
import { entityPath, useCommand } from '../../../commands/use-command';

// Rebuilds a read model into fresh tables while the current ones serve (administrators only: the route is
// /system's). The audit topic refreshes the read models' list, which then follows the progress by itself.
export const useRebuildReadModel = () =>
  useCommand({
    request: (name: string) => ({ path: entityPath('/api/system/projections', name, 'rebuild'), method: 'POST' }),
    reply: projectionRebuildReplySchema,
    topics: ['audit'],
  });
