import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  clientListItemSchema,
  clientProfileSchema,
  clientSpendSummarySchema,
  clientTimelineEntrySchema,
  clientVisitsSchema,
} from '@chairside/shared/clients/client-dto';
import { apiRequest } from '../../api/api-client';
import { withQuery } from '../../api/with-query';

export type ClientListStatus = 'active' | 'all';
// The list shows this many; typing more narrows it down.
export const CLIENT_LIST_LIMIT = 50;

// Reads of the client book; the 'clients' topic refreshes everything under ['clients'].
export const clientQueries = {
  list: (search: string, status: ClientListStatus) =>
    queryOptions({
      queryKey: ['clients', 'list', { search, status }],
      queryFn: ({ signal }) =>
        apiRequest(withQuery('/api/clients', { search, status, limit: String(CLIENT_LIST_LIMIT) }), {
          schema: z.array(clientListItemSchema),
          signal,
        }),
      placeholderData: (previous) => previous,
    }),
  profile: (clientId: string) =>
    queryOptions({
      queryKey: ['clients', 'profile', clientId],
      queryFn: ({ signal }) => apiRequest(`/api/clients/${encodeURIComponent(clientId)}`, { schema: clientProfileSchema, signal }),
    }),
  // Also refreshed by the 'appointments' topic (manifest.ts).
  visits: (clientId: string) =>
    queryOptions({
      queryKey: ['clients', 'visits', clientId],
      queryFn: ({ signal }) => apiRequest(`/api/clients/${encodeURIComponent(clientId)}/visits`, { schema: clientVisitsSchema, signal }),
    }),
  // Also refreshed by the 'sales', 'gift-cards' and 'appointments' topics.
  summary: (clientId: string) =>
    queryOptions({
      queryKey: ['clients', 'summary', clientId],
      queryFn: ({ signal }) =>
        apiRequest(`/api/clients/${encodeURIComponent(clientId)}/summary`, { schema: clientSpendSummarySchema, signal }),
    }),
  timeline: (clientId: string) =>
    queryOptions({
      queryKey: ['clients', 'timeline', clientId],
      queryFn: ({ signal }) =>
        apiRequest(`/api/clients/${encodeURIComponent(clientId)}/timeline`, { schema: z.array(clientTimelineEntrySchema), signal }),
    }),
};
