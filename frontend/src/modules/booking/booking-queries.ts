import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import {
  MANAGE_TOKEN_HEADER,
  managedVisitSchema,
  myAppointmentsSchema,
  myHoldsSchema,
  publicDaysSchema,
  publicBookingInfoSchema,
  publicSlotsSchema,
} from '@chairside/shared/booking/booking-dto';
import { clientSummarySchema } from '@chairside/shared/clients/client-dto';
import { appointmentListSchema } from '@chairside/shared/appointments/appointment-dto';
import { apiRequest } from '../../api/api-client';
import { withQuery } from '../../api/with-query';

// The reads of the booking page. Keys start with ['public-booking', ...]: the `booking-slots` topic (the
// `public-booking:<locationId>` room) makes every ['public-booking', 'slots', ...] stale, `booking-design`
// the info (frontend/src/live/topic-keys.ts).
export type SlotsRequest = { locationId: string; serviceIds: readonly string[]; staffId: string | null; date: string };

export const bookingQueries = {
  info: () =>
    queryOptions({
      queryKey: ['public-booking', 'info'],
      queryFn: ({ signal }) => apiRequest('/api/public/booking', { schema: publicBookingInfoSchema, signal }),
    }),
  slots: ({ locationId, serviceIds, staffId, date }: SlotsRequest) =>
    queryOptions({
      queryKey: ['public-booking', 'slots', locationId, serviceIds.join(','), staffId ?? 'any', date],
      queryFn: ({ signal }) =>
        apiRequest(withQuery('/api/public/booking/slots', { locationId, serviceIds: serviceIds.join(','), staffId, date }), {
          schema: publicSlotsSchema,
          signal,
        }),
    }),
  // The visitor's live holds, as the server counts them (their cookie, and themselves signed in).
  myHolds: () =>
    queryOptions({
      queryKey: ['public-booking', 'my-holds'],
      queryFn: ({ signal }) => apiRequest('/api/public/booking/holds', { schema: myHoldsSchema, signal }),
    }),
  // The date strip's days (free, full or closed): under the slots key, so the same live notices refresh them.
  days: ({ locationId, serviceIds, staffId, from, count }: Omit<SlotsRequest, 'date'> & { from: string; count: number }) =>
    queryOptions({
      queryKey: ['public-booking', 'slots', 'days', locationId, serviceIds.join(','), staffId ?? 'any', from, count],
      queryFn: ({ signal }) =>
        apiRequest(
          withQuery('/api/public/booking/days', { locationId, serviceIds: serviceIds.join(','), staffId, from, count: String(count) }),
          { schema: publicDaysSchema, signal },
        ),
      placeholderData: (previous) => previous,
    }),
  // A signed-in client's own appointments (refreshed by the commands that change them).
  mine: () =>
    queryOptions({
      queryKey: ['public-booking', 'my-appointments'],
      queryFn: ({ signal }) => apiRequest('/api/public/booking/my-appointments', { schema: myAppointmentsSchema, signal }),
    }),
  // A visit opened by its manage link (the token goes in a header, never the address).
  managed: (token: string) =>
    queryOptions({
      queryKey: ['public-booking', 'managed', token],
      queryFn: ({ signal }) =>
        apiRequest('/api/public/booking/manage', { schema: managedVisitSchema, headers: { [MANAGE_TOKEN_HEADER]: token }, signal }),
      retry: false,
    }),
  // /booking-test: the desk's client lookup, as the calendar's booking dialog does it.
  clients: (search: string) =>
    queryOptions({
      queryKey: ['clients', 'booking-search', search],
      queryFn: ({ signal }) =>
        apiRequest(withQuery('/api/clients', { search, limit: '8' }), { schema: z.array(clientSummarySchema), signal }),
      placeholderData: (previous) => previous,
    }),
  // /booking-test: a staff hold's expiry, read from the day's calendar (holds come with it).
  dayHolds: (locationId: string, date: string) =>
    queryOptions({
      queryKey: ['appointments', 'booking-holds', locationId, date],
      queryFn: ({ signal }) => apiRequest(withQuery('/api/appointments', { locationId, date }), { schema: appointmentListSchema, signal }),
    }),
};

export const myAppointmentsKey = bookingQueries.mine().queryKey;
export const myHoldsKey = bookingQueries.myHolds().queryKey;
export const managedVisitKey = ['public-booking', 'managed'] as const;
