import { queryOptions } from '@tanstack/react-query';
import { projectionStatusReplySchema, type ProjectionStatus } from '@chairside/shared/system/projection-status';
import { apiRequest } from '../../api/api-client';
import { auditRoot } from './audit-queries';

// While something moves (a rebuild, a model catching up) the figures are read every 2 s, else every 10 s:
// the audit topic only says that events were appended, not how far each read model has folded them.
export const MOVING_REFRESH_MS = 2000;
export const QUIET_REFRESH_MS = 10_000;

export const isMoving = (statuses: readonly ProjectionStatus[] | undefined) =>
  statuses?.some((status) => status.rebuild !== null || status.eventsBehind > 0) ?? false;

export const readModelQueries = {
  list: () =>
    queryOptions({
      queryKey: [...auditRoot, 'read-models'],
      queryFn: async () => (await apiRequest('/api/audit/read-models', { schema: projectionStatusReplySchema })).projections,
      refetchInterval: (query) => (isMoving(query.state.data) ? MOVING_REFRESH_MS : QUIET_REFRESH_MS),
    }),
};
