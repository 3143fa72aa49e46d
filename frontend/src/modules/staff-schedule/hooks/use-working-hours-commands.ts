import type { ScheduleExceptionInput, WeeklyScheduleInput, TimeOffInput } from '@chairside/shared/team/working-hours-dto';
import { entityPath, saveRequest, useCommand, useDeleteCommand } from '../../../commands/use-command';

// One staff member's working-hours commands; each changes the 'staff-schedules' topic (the person's
// schedule page, the team weeks and the calendar's shading).

const base = (staffId: string, part: string) => `/api/staff/${encodeURIComponent(staffId)}/${part}`;

export function useSaveWeeklySchedule(staffId: string) {
  return useCommand({
    request: ({ scheduleId, schedule }: { scheduleId: string | null; schedule: WeeklyScheduleInput }) =>
      saveRequest(base(staffId, 'schedules'), scheduleId, schedule),
    topics: ['staff-schedules'],
  });
}

export function useRemoveWeeklySchedule(staffId: string) {
  return useDeleteCommand(base(staffId, 'schedules'), ['staff-schedules']);
}

export function useSetException(staffId: string) {
  return useCommand({
    request: ({ date, exception }: { date: string; exception: ScheduleExceptionInput }) => ({
      path: entityPath(base(staffId, 'exceptions'), date),
      method: 'PUT',
      body: exception,
    }),
    topics: ['staff-schedules'],
  });
}

export function useClearException(staffId: string) {
  return useDeleteCommand(base(staffId, 'exceptions'), ['staff-schedules']);
}

export function useAddTimeOff(staffId: string) {
  return useCommand({
    request: (input: TimeOffInput) => ({ path: base(staffId, 'time-off'), method: 'POST', body: input }),
    topics: ['staff-schedules'],
  });
}

export type TimeOffDecision = 'approve' | 'decline' | 'cancel';

export function useDecideTimeOff(staffId: string) {
  return useCommand({
    request: ({ timeOffId, decision }: { timeOffId: string; decision: TimeOffDecision }) => ({
      path: entityPath(base(staffId, 'time-off'), timeOffId, decision),
      method: 'POST',
    }),
    topics: ['staff-schedules'],
  });
}
