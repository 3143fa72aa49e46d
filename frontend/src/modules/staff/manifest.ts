import { lazy } from 'react';
import { hasPermission } from '@chairside/shared/identity/permissions';
import { commandHooks, type FrontendModule } from '../../shell/module-manifest';
import type * as commands from './hooks/use-staff-commands';

export const staffModule: FrontendModule = {
  name: 'staff',
  screens: [
    {
      path: '/staff',
      screen: 'staff',
      page: lazy(() => import('./staff-page').then((module) => ({ default: module.StaffPage }))),
      sidebar: { slot: '/staff', label: 'Staff', basicStaff: (subject) => hasPermission(subject, 'view_staff') },
    },
  ],
  commands: commandHooks<typeof commands>('hooks/use-staff-commands.ts', [
    'useCreateStaff',
    'useUpdateStaff',
    'useAddStaffAccount',
    'useSetPayRate',
    'useSetStaffActive',
    'useSetStaffServices',
  ]),
  // Names and colors of the team also show on the schedule screens.
  topicKeys: { staff: [['staff'], ['staff-schedules']] },
};
