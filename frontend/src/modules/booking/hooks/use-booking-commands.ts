import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  HOLD_TOKEN_HEADER,
  MANAGE_TOKEN_HEADER,
  publicBookingReplySchema,
  publicHoldReplySchema,
  type PublicBookingReply,
  type PublicClientInput,
  type PublicHoldInput,
  type PublicHoldReply,
} from '@chairside/shared/booking/booking-dto';
import { bookAppointmentReplySchema } from '@chairside/shared/appointments/appointment-dto';
import { addMinutes } from '@chairside/shared/format/durations';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import type { ClientInput } from '@chairside/shared/clients/client-dto';
import { apiRequest } from '../../../api/api-client';
import { refreshTopics } from '../../../live/topic-keys';
import { loginReplySchema } from '@chairside/shared/identity/identity-dto';
import { bookingQueries, managedVisitKey, myAppointmentsKey, myHoldsKey } from '../booking-queries';
import { forgetHolds } from '../booking-held';

// The booking page's commands. They go through apiRequest directly (useCommand sends no headers, and the
// public hold endpoints need the hold token; the visitor is the cookie the server issues); after each, the
// topics it changed are read again as useCommand does: `booking-slots` (and the client's own lists, which no
// topic covers). A hold that ends (released, booked, used to move) is forgotten by the tab (booking-held.ts).

// The public hold's body, and what the page needs besides: the day shown and how long a staff hold lasts.
export type HoldRequest = PublicHoldInput & { date: string; holdMinutes: number };

// A hold this page placed: public ones carry their token, a staff hold (/booking-test) none.
export type PlacedHold = Omit<PublicHoldReply, 'holdToken'> & {
  holdToken: string | null;
  locationId: string;
  serviceIds: string[];
  date: string;
};

// What the confirmation card shows: the public booking's reply with its summary laid flat.
export type Confirmation = Pick<PublicBookingReply, 'appointmentId' | 'startsAt' | 'endsAt'> &
  PublicBookingReply['summary'] & { manageToken?: string | null };

const encode = encodeURIComponent;

export function useBookingCommands(mode: 'public' | 'staff') {
  const queryClient = useQueryClient();
  const afterSlotsChange = async () => {
    await refreshTopics(queryClient, mode === 'staff' ? ['booking-slots', 'appointments'] : ['booking-slots']);
    if (mode === 'public') await queryClient.invalidateQueries({ queryKey: myHoldsKey });
  };
  const ended = (placed: PlacedHold) => forgetHolds([placed.holdId]);

  const hold = useMutation({
    mutationFn: async (request: HoldRequest): Promise<PlacedHold> => {
      const { locationId, serviceIds, staffId, startsAt, date } = request;
      if (mode === 'public') {
        const reply = await apiRequest('/api/public/booking/holds', {
          method: 'POST',
          body: { locationId, serviceIds, staffId, startsAt },
          schema: publicHoldReplySchema,
        });
        return { ...reply, locationId, serviceIds, date };
      }
      // Staff book on the client's behalf with the staff hold (no token): the slot says who is free.
      if (!staffId) throw new Error('Choose a time with a staff member');
      const placedAt = Date.now();
      const reply = await apiRequest('/api/appointment-holds', {
        method: 'POST',
        body: { locationId, startsAt, items: serviceIds.map((serviceId) => ({ serviceId, staffId })) },
        schema: commandReplySchema,
      });
      const day = await queryClient.fetchQuery({ ...bookingQueries.dayHolds(locationId, date), staleTime: 0 }).catch(() => null);
      const expiresAt =
        day?.holds.find((held) => held.id === reply.id)?.expiresAt ?? new Date(addMinutes(placedAt, request.holdMinutes)).toISOString();
      return { holdId: reply.id, holdToken: null, expiresAt, startsAt, staffId, locationId, serviceIds, date };
    },
    onSuccess: afterSlotsChange,
  });

  const release = useMutation({
    mutationFn: async (placed: PlacedHold) => {
      if (placed.holdToken)
        await apiRequest(`/api/public/booking/holds/${encode(placed.holdId)}`, {
          method: 'DELETE',
          headers: { [HOLD_TOKEN_HEADER]: placed.holdToken },
        });
      else await apiRequest(`/api/appointment-holds/${encode(placed.holdId)}`, { method: 'DELETE' });
    },
    // Refused or not, the page lets go of it (a hold already ended, or not this visitor's, is not theirs to keep).
    onSettled: async (_reply, _error, placed) => {
      ended(placed);
      await afterSlotsChange();
    },
  });

  const book = useMutation({
    mutationFn: ({ placed, client, notes }: { placed: PlacedHold; client: PublicClientInput | null; notes: string }) =>
      apiRequest('/api/public/booking/bookings', {
        method: 'POST',
        body: { holdId: placed.holdId, holdToken: placed.holdToken, client, notes },
        schema: publicBookingReplySchema,
      }),
    onSuccess: async (_reply, { placed }) => {
      ended(placed);
      await afterSlotsChange();
      await queryClient.invalidateQueries({ queryKey: myAppointmentsKey });
    },
  });

  // /booking-test: the staff API books the held slot for an existing client or one typed in.
  const bookForClient = useMutation({
    mutationFn: ({
      placed,
      clientId,
      newClient,
      notes,
    }: {
      placed: PlacedHold;
      clientId: string | null;
      newClient: ClientInput | null;
      notes: string;
    }) =>
      apiRequest('/api/appointments', {
        method: 'POST',
        body: {
          locationId: placed.locationId,
          clientId,
          newClient,
          startsAt: placed.startsAt,
          items: placed.serviceIds.map((serviceId) => ({ serviceId, staffId: placed.staffId })),
          notes,
          holdId: placed.holdId,
        },
        schema: bookAppointmentReplySchema,
      }),
    onSuccess: async () => {
      await afterSlotsChange();
      await refreshTopics(queryClient, ['clients']);
    },
  });

  const cancelMine = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest(`/api/public/booking/my-appointments/${encode(id)}/cancel`, { method: 'POST', body: { reason } }),
    onSettled: async () => {
      await afterSlotsChange();
      await queryClient.invalidateQueries({ queryKey: myAppointmentsKey });
    },
  });

  const rescheduleMine = useMutation({
    mutationFn: ({ id, placed }: { id: string; placed: PlacedHold }) =>
      apiRequest(`/api/public/booking/my-appointments/${encode(id)}/reschedule`, {
        method: 'POST',
        body: { holdId: placed.holdId, holdToken: placed.holdToken },
      }),
    onSuccess: (_reply, { placed }) => ended(placed),
    onSettled: async () => {
      await afterSlotsChange();
      await queryClient.invalidateQueries({ queryKey: myAppointmentsKey });
    },
  });

  // A visit opened by its manage link: the same changes, with the link's token instead of a sign-in.
  const afterManagedChange = async () => {
    await afterSlotsChange();
    await queryClient.invalidateQueries({ queryKey: managedVisitKey });
  };
  const cancelManaged = useMutation({
    mutationFn: ({ token, reason }: { token: string; reason: string }) =>
      apiRequest('/api/public/booking/manage/cancel', { method: 'POST', body: { reason }, headers: { [MANAGE_TOKEN_HEADER]: token } }),
    onSettled: afterManagedChange,
  });
  const rescheduleManaged = useMutation({
    mutationFn: ({ token, placed }: { token: string; placed: PlacedHold }) =>
      apiRequest('/api/public/booking/manage/reschedule', {
        method: 'POST',
        body: { holdId: placed.holdId, holdToken: placed.holdToken },
        headers: { [MANAGE_TOKEN_HEADER]: token },
      }),
    onSuccess: (_reply, { placed }) => ended(placed),
    onSettled: afterManagedChange,
  });
  // The reply is a sign-in's: the page signs the new client in with it.
  const createAccount = useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      apiRequest('/api/public/booking/manage/account', {
        method: 'POST',
        body: { password },
        headers: { [MANAGE_TOKEN_HEADER]: token },
        schema: loginReplySchema,
      }),
  });

  return { hold, release, book, bookForClient, cancelMine, rescheduleMine, cancelManaged, rescheduleManaged, createAccount };
}
