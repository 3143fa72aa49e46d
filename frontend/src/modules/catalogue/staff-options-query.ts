import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { staffMemberSchema } from '@chairside/shared/team/staff-dto';
import { apiRequest } from '../../api/api-client';

// The people a catalogue form can pick: who performs a service, who teaches a class.
export type StaffOption = { id: string; firstName: string; lastName: string; title: string; locationIds: string[]; isActive: boolean };

// Inactive people too: a service or class may still name someone who has left.
async function readStaffOptions(): Promise<StaffOption[]> {
  const staff = await apiRequest('/api/staff?includeInactive=true', { schema: z.array(staffMemberSchema) });
  return staff.map(({ id, firstName, lastName, title, locationIds, isActive }) => ({ id, firstName, lastName, title, locationIds, isActive }));
}

// Under ['staff'], so the 'staff' topic refreshes it; the own segment keeps it apart from the Staff screen's list.
export const staffOptionsQuery = () => queryOptions({ queryKey: ['staff', 'catalogue-options'], queryFn: readStaffOptions });

export function worksAt(person: StaffOption, locationId: string): boolean {
  return person.locationIds.includes(locationId);
}
