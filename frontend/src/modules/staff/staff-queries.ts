import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { staffMemberSchema } from '@chairside/shared/team/staff-dto';
import { payHistorySchema } from '@chairside/shared/team/pay-rates';
import { apiRequest } from '../../api/api-client';
import { withQuery } from '../../api/with-query';

// Reads of the team. Every key is under ['staff'], so the 'staff' topic refreshes them all.

export type StaffListFilter = { locationId: string | null; includeInactive: boolean };

// The people a catalogue form can pick: who performs a service, who teaches a class.
export type StaffOption = { id: string; firstName: string; lastName: string; title: string; locationIds: string[]; isActive: boolean };

// Inactive people too: a service or class may still name someone who has left.
async function readStaffOptions(): Promise<StaffOption[]> {
  const staff = await apiRequest('/api/staff?includeInactive=true', { schema: z.array(staffMemberSchema) });
  return staff.map(({ id, firstName, lastName, title, locationIds, isActive }) => ({
    id,
    firstName,
    lastName,
    title,
    locationIds,
    isActive,
  }));
}

export const staffQueries = {
  list: (filter: StaffListFilter) =>
    queryOptions({
      queryKey: ['staff', 'list', filter],
      queryFn: () =>
        apiRequest(withQuery('/api/staff', { locationId: filter.locationId, includeInactive: filter.includeInactive }), {
          schema: z.array(staffMemberSchema),
        }),
    }),
  member: (id: string) =>
    queryOptions({
      queryKey: ['staff', 'member', id],
      queryFn: () => apiRequest(`/api/staff/${encodeURIComponent(id)}`, { schema: staffMemberSchema }),
    }),
  payHistory: (id: string) =>
    queryOptions({
      queryKey: ['staff', 'pay-rates', id],
      queryFn: () => apiRequest(`/api/staff/${encodeURIComponent(id)}/pay-rates`, { schema: payHistorySchema }),
    }),
  // Its own segment keeps it apart from the Staff screen's list.
  options: () => queryOptions({ queryKey: ['staff', 'catalogue-options'], queryFn: readStaffOptions }),
};

export function worksAt(person: StaffOption, locationId: string): boolean {
  return person.locationIds.includes(locationId);
}
