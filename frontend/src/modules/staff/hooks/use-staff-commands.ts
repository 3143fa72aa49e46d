import type { SetStaffServicesInput } from '@chairside/shared/catalogue/catalogue-dto';
import type { AddStaffAccountInput, CreateStaffInput, StaffProfileInput } from '@chairside/shared/team/staff-dto';
import type { SetPayRateInput } from '@chairside/shared/team/pay-rates';
import { entityPath, useCommand } from '../../../commands/use-command';

// Staff commands change the 'staff' topic: the lists, and the schedules that show names and colors.

export function useCreateStaff() {
  return useCommand({ request: (input: CreateStaffInput) => ({ path: '/api/staff', method: 'POST', body: input }), topics: ['staff'] });
}

// A profile is also the user's name, e-mail and picture.
export function useUpdateStaff() {
  return useCommand({
    request: (input: { id: string; profile: StaffProfileInput }) => ({
      path: entityPath('/api/staff', input.id),
      method: 'PUT',
      body: input.profile,
    }),
    topics: ['staff', 'users'],
  });
}

// The new account shows on the staff list and among the users (Permissions screen).
export function useAddStaffAccount() {
  return useCommand({
    request: (input: { id: string; account: AddStaffAccountInput }) => ({
      path: entityPath('/api/staff', input.id, 'account'),
      method: 'POST',
      body: input.account,
    }),
    topics: ['staff', 'users'],
  });
}

// "New rate from <date>": the history and the pay shown on the list; payroll previews read it too.
export function useSetPayRate() {
  return useCommand({
    request: (input: { id: string; rate: SetPayRateInput }) => ({
      path: entityPath('/api/staff', input.id, 'pay-rates'),
      method: 'POST',
      body: input.rate,
    }),
    topics: ['staff'],
  });
}

export function useSetStaffActive() {
  return useCommand({
    request: (input: { id: string; active: boolean }) => ({
      path: entityPath('/api/staff', input.id, input.active ? 'activate' : 'deactivate'),
      method: 'POST',
    }),
    topics: ['staff'],
  });
}

// Who performs a service shows on the services too.
export function useSetStaffServices() {
  return useCommand({
    request: (input: { id: string; services: SetStaffServicesInput['services'] }) => ({
      path: entityPath('/api/staff', input.id, 'services'),
      method: 'PUT',
      body: { services: input.services },
    }),
    topics: ['staff', 'services'],
  });
}
