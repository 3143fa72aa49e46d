import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  bookAppointmentReplySchema,
  type AppointmentList,
  type BookAppointmentInput,
  type CancelAppointmentInput,
  type RescheduleAppointmentInput,
  type SetAppointmentStatusInput,
  type UpdateAppointmentInput,
  type WaitlistEntryInput,
} from '@chairside/shared/appointments/appointment-dto';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import type { ClientInput } from '@chairside/shared/clients/client-dto';
import { apiRequest } from '../../api/api-client';
import { applyReschedule } from './calendar-moves';

// The calendar's commands. Each answers once the read models show the change, so reading the affected
// keys again right after is enough; the live topics do the same for every other open session.

const path = (id: string, action?: string) => `/api/appointments/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;

function refreshAppointments(queryClient: QueryClient, id?: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['appointments'] }),
    queryClient.invalidateQueries({ queryKey: id ? ['appointment', id] : ['appointment'] }),
    queryClient.invalidateQueries({ queryKey: ['appointments-today'] }),
  ]);
}

export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookAppointmentInput) => apiRequest('/api/appointments', { method: 'POST', body: input, schema: bookAppointmentReplySchema }),
    onSuccess: () => refreshAppointments(queryClient),
  });
}

export type RescheduleVariables = { id: string; input: RescheduleAppointmentInput; staffName: string | null };

// Moves show at once where they were dropped; a refusal puts every calendar back as it was.
export function useRescheduleAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: RescheduleVariables) => apiRequest(path(id, 'reschedule'), { method: 'POST', body: input, schema: commandReplySchema }),
    onMutate: async ({ id, input, staffName }: RescheduleVariables) => {
      await queryClient.cancelQueries({ queryKey: ['appointments'] });
      const before = queryClient.getQueriesData<AppointmentList>({ queryKey: ['appointments'] });
      queryClient.setQueriesData<AppointmentList>({ queryKey: ['appointments'] }, (list) =>
        list ? { ...list, appointments: list.appointments.map((appointment) => (appointment.id === id ? applyReschedule(appointment, input, staffName) : appointment)) } : list,
      );
      return { before };
    },
    onError: (_error, _variables, context) => {
      for (const [queryKey, data] of context?.before ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSettled: (_reply, _error, { id }) => refreshAppointments(queryClient, id),
  });
}

export function useUpdateAppointment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAppointmentInput) => apiRequest(path(id), { method: 'PUT', body: input, schema: commandReplySchema }),
    onSuccess: () => refreshAppointments(queryClient, id),
  });
}

export function useSetAppointmentStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetAppointmentStatusInput) => apiRequest(path(id, 'status'), { method: 'POST', body: input, schema: commandReplySchema }),
    onSuccess: () => refreshAppointments(queryClient, id),
  });
}

export function useCancelAppointment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CancelAppointmentInput) => apiRequest(path(id, 'cancel'), { method: 'POST', body: input, schema: commandReplySchema }),
    onSuccess: () => Promise.all([refreshAppointments(queryClient, id), queryClient.invalidateQueries({ queryKey: ['waitlist'] })]),
  });
}

export function useCreateClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClientInput) => apiRequest('/api/clients', { method: 'POST', body: input, schema: commandReplySchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['clients'] }),
  });
}

export function useAddToWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WaitlistEntryInput) => apiRequest('/api/waitlist', { method: 'POST', body: input, schema: commandReplySchema }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['waitlist'] }), queryClient.invalidateQueries({ queryKey: ['appointments-today'] })]),
  });
}

export function useRemoveFromWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    // With the appointment that took the entry's place, when it was booked from an offer.
    mutationFn: ({ entryId, appointmentId = null }: { entryId: string; appointmentId?: string | null }) =>
      apiRequest(`/api/waitlist/${encodeURIComponent(entryId)}/remove`, { method: 'POST', body: { appointmentId }, schema: commandReplySchema }),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['waitlist'] }), queryClient.invalidateQueries({ queryKey: ['appointments-today'] })]),
  });
}
