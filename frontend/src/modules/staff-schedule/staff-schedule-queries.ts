import { queryOptions } from '@tanstack/react-query';
import { staffScheduleSchema, teamScheduleSchema } from '@chairside/shared/team/schedule-dto';
import { apiRequest } from '../../api/api-client';
import { withQuery } from '../../api/with-query';

// Reads of the schedule screens; the calendar reads the team's hours too. The 'staff-schedules' topic
// refreshes ['staff-schedules'] and every ['staff-schedule', id]; 'staff' refreshes the team's names and colors.
export const scheduleQueries = {
  team: (locationId: string, from: string, to: string) =>
    queryOptions({
      queryKey: ['staff-schedules', locationId, from, to],
      queryFn: () => apiRequest(withQuery('/api/staff-schedules', { locationId, from, to }), { schema: teamScheduleSchema }),
    }),
  forStaff: (id: string) =>
    queryOptions({
      queryKey: ['staff-schedule', id],
      queryFn: () => apiRequest(`/api/staff/${encodeURIComponent(id)}/schedule`, { schema: staffScheduleSchema }),
    }),
};
