import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { appointmentDetailsSchema, appointmentListSchema, appointmentsTodaySchema, waitlistEntrySchema } from '@chairside/shared/appointments/appointment-dto';
import { clientSummarySchema } from '@chairside/shared/clients/client-dto';
import { apiRequest } from '../../api/api-client';
import { withQuery } from '../../api/with-query';

// Reads of the calendar. The first key segment is what a live topic invalidates
// (frontend/src/live/topic-keys.ts): 'appointments' → ['appointments'], ['appointment'],
// ['appointments-today']; 'waitlist' → ['waitlist']; 'clients' → ['clients'] (the clients the
// booking dialog finds; a minimal clients module lives here until the clients screens come).

export type AppointmentRange = { locationId: string; from: string; to: string; staffId?: string };

export const appointmentQueries = {
  // One date or a range (both local dates, included); cancelled ones come too (the list view shows them).
  range: ({ locationId, from, to, staffId }: AppointmentRange) =>
    queryOptions({
      queryKey: ['appointments', locationId, from, to, staffId ?? null],
      queryFn: () => apiRequest(withQuery('/api/appointments', from === to ? { locationId, date: from, staffId } : { locationId, from, to, staffId }), { schema: appointmentListSchema }),
    }),
  details: (id: string) =>
    queryOptions({ queryKey: ['appointment', id], queryFn: () => apiRequest(`/api/appointments/${encodeURIComponent(id)}`, { schema: appointmentDetailsSchema }) }),
  today: (locationId: string) =>
    queryOptions({
      queryKey: ['appointments-today', locationId],
      queryFn: () => apiRequest(withQuery('/api/dashboard/appointments-today', { locationId }), { schema: appointmentsTodaySchema }),
    }),
};

export const waitlistQueries = {
  list: (locationId: string) =>
    queryOptions({ queryKey: ['waitlist', locationId], queryFn: () => apiRequest(withQuery('/api/waitlist', { locationId }), { schema: z.array(waitlistEntrySchema) }) }),
};

export const clientQueries = {
  search: (search: string) =>
    queryOptions({
      queryKey: ['clients', 'search', search],
      queryFn: ({ signal }) => apiRequest(withQuery('/api/clients', { search, limit: '8' }), { schema: z.array(clientSummarySchema), signal }),
      // Typing a name refines the last answer; keep showing it meanwhile.
      placeholderData: (previous) => previous,
    }),
};
