import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import type { ScheduleExceptionInput, ScheduleInput, TimeOffInput } from '@chairside/shared/team/schedule-dto';
import { apiRequest } from '../../api/api-client';

// Schedule commands of one staff member; each answers once the read models show it.
function useScheduleMutation<TInput>(request: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['staff-schedule'] }), queryClient.invalidateQueries({ queryKey: ['staff-schedules'] })]);
    },
  });
}

const base = (staffId: string) => `/api/staff/${encodeURIComponent(staffId)}`;

export function useSaveSchedule(staffId: string) {
  return useScheduleMutation((input: { scheduleId: string | null; schedule: ScheduleInput }) =>
    input.scheduleId
      ? apiRequest(`${base(staffId)}/schedules/${encodeURIComponent(input.scheduleId)}`, { method: 'PUT', body: input.schedule, schema: commandReplySchema })
      : apiRequest(`${base(staffId)}/schedules`, { method: 'POST', body: input.schedule, schema: commandReplySchema }),
  );
}

export function useRemoveSchedule(staffId: string) {
  return useScheduleMutation((scheduleId: string) => apiRequest(`${base(staffId)}/schedules/${encodeURIComponent(scheduleId)}`, { method: 'DELETE', schema: commandReplySchema }));
}

export function useSetException(staffId: string) {
  return useScheduleMutation((input: { date: string; exception: ScheduleExceptionInput }) =>
    apiRequest(`${base(staffId)}/exceptions/${encodeURIComponent(input.date)}`, { method: 'PUT', body: input.exception, schema: commandReplySchema }),
  );
}

export function useClearException(staffId: string) {
  return useScheduleMutation((date: string) => apiRequest(`${base(staffId)}/exceptions/${encodeURIComponent(date)}`, { method: 'DELETE', schema: commandReplySchema }));
}

export function useAddTimeOff(staffId: string) {
  return useScheduleMutation((input: TimeOffInput) => apiRequest(`${base(staffId)}/time-off`, { method: 'POST', body: input, schema: commandReplySchema }));
}

export type TimeOffDecision = 'approve' | 'decline' | 'cancel';

export function useDecideTimeOff(staffId: string) {
  return useScheduleMutation((input: { timeOffId: string; decision: TimeOffDecision }) =>
    apiRequest(`${base(staffId)}/time-off/${encodeURIComponent(input.timeOffId)}/${input.decision}`, { method: 'POST', schema: commandReplySchema }),
  );
}
