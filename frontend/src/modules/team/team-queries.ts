import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { serviceSchema } from '@chairside/shared/catalogue/catalogue-dto';
import { staffScheduleSchema, teamScheduleSchema } from '@chairside/shared/team/schedule-dto';
import { staffMemberSchema } from '@chairside/shared/team/staff-dto';
import { apiRequest } from '../../api/api-client';

// Reads of the team screens. Live topics invalidate them by prefix: 'staff' → ['staff'];
// 'staff-schedules' → ['staff-schedules'] and ['staff-schedule'] (frontend/src/live/topic-keys.ts).

export type StaffListFilter = { locationId: string | null; includeInactive: boolean };

function query(path: string, params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams(Object.entries(params).filter((entry): entry is [string, string] => Boolean(entry[1])));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

export const staffQueries = {
  list: (filter: StaffListFilter) =>
    queryOptions({
      queryKey: ['staff', 'list', filter],
      queryFn: () => apiRequest(query('/api/staff', { locationId: filter.locationId, includeInactive: filter.includeInactive ? 'true' : null }), { schema: z.array(staffMemberSchema) }),
    }),
  member: (id: string) =>
    queryOptions({ queryKey: ['staff', 'member', id], queryFn: () => apiRequest(`/api/staff/${encodeURIComponent(id)}`, { schema: staffMemberSchema }) }),
};

export const scheduleQueries = {
  team: (locationId: string, from: string, to: string) =>
    queryOptions({
      queryKey: ['staff-schedules', locationId, from, to],
      queryFn: () => apiRequest(query('/api/staff-schedules', { locationId, from, to }), { schema: teamScheduleSchema }),
    }),
  forStaff: (id: string) =>
    queryOptions({ queryKey: ['staff-schedule', id], queryFn: () => apiRequest(`/api/staff/${encodeURIComponent(id)}/schedule`, { schema: staffScheduleSchema }) }),
};

// The services a staff member can be given (the "Services performed" editor); live through topic 'services'.
export const activeServicesQuery = () =>
  queryOptions({ queryKey: ['services', { includeArchived: false }], queryFn: () => apiRequest('/api/services', { schema: z.array(serviceSchema) }) });
