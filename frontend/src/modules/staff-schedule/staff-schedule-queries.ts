import { queryOptions } from '@tanstack/react-query';
import { staffWorkingHoursSchema, teamWorkingHoursSchema } from '@chairside/shared/team/working-hours-dto';
import { apiRequest } from '../../api/api-client';
import { withQuery } from '../../api/with-query';

// Reads of the schedule screens; the calendar reads the team's hours too. The 'staff-schedules' topic
// refreshes ['staff-schedules'] and every ['staff-schedule', id]; 'staff' refreshes the team's names and colors.
export const workingHoursQueries = {
  team: (locationId: string, from: string, to: string) =>
    queryOptions({
      queryKey: ['staff-schedules', locationId, from, to],
      queryFn: () => apiRequest(withQuery('/api/staff-schedules', { locationId, from, to }), { schema: teamWorkingHoursSchema }),
    }),
  forStaff: (id: string) =>
    queryOptions({
      queryKey: ['staff-schedule', id],
      queryFn: () => apiRequest(`/api/staff/${encodeURIComponent(id)}/schedule`, { schema: staffWorkingHoursSchema }),
    }),
};
