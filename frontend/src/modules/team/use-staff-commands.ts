import { useMutation, useQueryClient } from '@tanstack/react-query';
import { commandReplySchema } from '@chairside/shared/business/business-dto';
import type { SetStaffServicesInput } from '@chairside/shared/catalogue/catalogue-dto';
import type { CreateStaffInput, StaffProfileInput } from '@chairside/shared/team/staff-dto';
import { apiRequest } from '../../api/api-client';

// Staff commands answer once the read models show the change, so reading again right after shows it.
function useStaffMutation<TInput>(request: (input: TInput) => Promise<unknown>, alsoStale: readonly (readonly unknown[])[] = []) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      await Promise.all([['staff'], ['staff-schedules'], ...alsoStale].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

const staffPath = (id: string, rest = '') => `/api/staff/${encodeURIComponent(id)}${rest}`;

export function useCreateStaff() {
  return useStaffMutation((input: CreateStaffInput) => apiRequest('/api/staff', { method: 'POST', body: input, schema: commandReplySchema }));
}

export function useUpdateStaff() {
  return useStaffMutation((input: { id: string; profile: StaffProfileInput }) => apiRequest(staffPath(input.id), { method: 'PUT', body: input.profile, schema: commandReplySchema }), [['users']]);
}

export function useSetStaffActive() {
  return useStaffMutation((input: { id: string; active: boolean }) =>
    apiRequest(staffPath(input.id, input.active ? '/activate' : '/deactivate'), { method: 'POST', schema: commandReplySchema }),
  );
}

export function useSetStaffServices() {
  return useStaffMutation((input: { id: string; services: SetStaffServicesInput['services'] }) =>
    apiRequest(staffPath(input.id, '/services'), { method: 'PUT', body: { services: input.services }, schema: commandReplySchema }), [['services']],
  );
}
