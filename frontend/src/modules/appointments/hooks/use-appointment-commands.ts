import {
  bookAppointmentReplySchema,
  type AppointmentList,
  type BookAppointmentInput,
  type CancelAppointmentInput,
  type RescheduleAppointmentInput,
  type RevertAppointmentStatusInput,
  type SetAppointmentStatusInput,
  type UpdateAppointmentInput,
  type WaitlistEntryInput,
} from '@chairside/shared/appointments/appointment-dto';
import type { ClientInput } from '@chairside/shared/clients/client-dto';
import { entityPath, useCommand } from '../../../commands/use-command';
import { applyReschedule } from '../calendar-moves';

// The calendar's commands. The 'appointments' topic refreshes the calendar, every open appointment, free
// time and the dashboard's counts; 'waitlist' the waitlist and the dashboard's offers.

const appointments = '/api/appointments';

export function useBookAppointment() {
  return useCommand({
    request: (input: BookAppointmentInput) => ({ path: appointments, method: 'POST', body: input }),
    reply: bookAppointmentReplySchema,
    topics: ['appointments'],
  });
}

export type RescheduleVariables = { id: string; input: RescheduleAppointmentInput; staffName: string | null };

// Moves show at once where they were dropped; a refusal puts every calendar back as it was.
export function useRescheduleAppointment() {
  return useCommand({
    request: ({ id, input }: RescheduleVariables) => ({ path: entityPath(appointments, id, 'reschedule'), method: 'POST', body: input }),
    topics: ['appointments'],
    refreshOn: 'settled',
    optimistic: async ({ id, input, staffName }, queryClient) => {
      await queryClient.cancelQueries({ queryKey: ['appointments'] });
      const before = queryClient.getQueriesData<AppointmentList>({ queryKey: ['appointments'] });
      queryClient.setQueriesData<AppointmentList>({ queryKey: ['appointments'] }, (list) =>
        list
          ? {
              ...list,
              appointments: list.appointments.map((appointment) =>
                appointment.id === id ? applyReschedule(appointment, input, staffName) : appointment,
              ),
            }
          : list,
      );
      return () => {
        for (const [queryKey, data] of before) queryClient.setQueryData(queryKey, data);
      };
    },
  });
}

export function useUpdateAppointment(id: string) {
  return useCommand({
    request: (input: UpdateAppointmentInput) => ({ path: entityPath(appointments, id), method: 'PUT', body: input }),
    topics: ['appointments'],
  });
}

// A status, with a manager's reason when it overrides a rule (checking in on another day).
export function useSetAppointmentStatus(id: string) {
  return useCommand({
    request: (input: SetAppointmentStatusInput) => ({ path: entityPath(appointments, id, 'status'), method: 'POST', body: input }),
    topics: ['appointments'],
  });
}

// Undoes the last status change (by its author or a manager), with an optional reason for the history.
export function useRevertStatus(id: string) {
  return useCommand({
    request: (input: RevertAppointmentStatusInput) => ({
      path: entityPath(appointments, id, 'status/revert'),
      method: 'POST',
      body: input,
    }),
    topics: ['appointments'],
  });
}

// A cancelled slot may be offered to a waiting client.
export function useCancelAppointment(id: string) {
  return useCommand({
    request: (input: CancelAppointmentInput) => ({ path: entityPath(appointments, id, 'cancel'), method: 'POST', body: input }),
    topics: ['appointments', 'waitlist'],
  });
}

export function useCreateClient() {
  return useCommand({ request: (input: ClientInput) => ({ path: '/api/clients', method: 'POST', body: input }), topics: ['clients'] });
}

export function useAddToWaitlist() {
  return useCommand({
    request: (input: WaitlistEntryInput) => ({ path: '/api/waitlist', method: 'POST', body: input }),
    topics: ['waitlist'],
  });
}

export function useRemoveFromWaitlist() {
  return useCommand({
    // With the appointment that took the entry's place, when it was booked from an offer.
    request: ({ entryId, appointmentId = null }: { entryId: string; appointmentId?: string | null }) => ({
      path: entityPath('/api/waitlist', entryId, 'remove'),
      method: 'POST',
      body: { appointmentId },
    }),
    topics: ['waitlist'],
  });
}
