import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { auditEntitySchema, auditEventPageSchema, type AuditFilter } from '@chairside/shared/audit/audit-dto';
import { apiRequest } from '../../api/api-client';
import { withQuery } from '../../api/with-query';

// The query keys of the audit screen: every read of it starts with this root, and the 'audit' topic (new
// events in the history) makes them stale.
export const auditRoot = ['audit'] as const;

export const auditQueries = {
  // The history, newest first, a page at a time (each page continues below the last one's bottom).
  events: (filter: AuditFilter) =>
    infiniteQueryOptions({
      queryKey: [...auditRoot, 'events', filter],
      queryFn: ({ pageParam, signal }) =>
        apiRequest(withQuery('/api/audit/events', { ...filter, before: pageParam }), { schema: auditEventPageSchema, signal }),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (page) => page.next ?? undefined,
    }),
  eventTypes: () =>
    queryOptions({
      queryKey: [...auditRoot, 'event-types'],
      queryFn: () => apiRequest('/api/audit/event-types', { schema: z.object({ types: z.array(z.string()) }) }),
      staleTime: 60_000,
    }),
  // One record's timeline and its state as of a moment (now when null).
  entity: (id: string, at: string | null) =>
    queryOptions({
      queryKey: [...auditRoot, 'entity', id, at],
      queryFn: () => apiRequest(withQuery(`/api/audit/entities/${encodeURIComponent(id)}`, { at }), { schema: auditEntitySchema }),
      placeholderData: keepPreviousData,
    }),
};
