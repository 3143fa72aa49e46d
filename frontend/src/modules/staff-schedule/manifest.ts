import { lazy } from 'react';
import { hasAnyPermission } from '@chairside/shared/identity/permissions';
import { commandHooks, type FrontendModule } from '../../shell/module-manifest';
import type * as commands from './hooks/use-working-hours-commands';

// SPEC §2.4 shows no route guard here: the screens themselves narrow what a person sees (/schedule and
// /staff-schedule/:id work with view_schedules or view_own_schedule), and the server refuses the rest.
export const staffScheduleModule: FrontendModule = {
  name: 'staff-schedule',
  screens: [
    {
      path: '/schedule',
      screen: 'team-schedule',
      page: lazy(() => import('./team-schedule-page').then((module) => ({ default: module.TeamSchedulePage }))),
      sidebar: {
        slot: '/schedule',
        label: 'Schedule',
        basicStaff: (subject) => hasAnyPermission(subject, ['view_schedules', 'view_own_schedule']),
      },
    },
    {
      path: '/staff-schedule',
      screen: 'staff-schedules',
      page: lazy(() => import('./staff-schedule-list-page').then((module) => ({ default: module.StaffScheduleListPage }))),
    },
    {
      path: '/staff-schedule/:id',
      screen: 'staff-schedule',
      page: lazy(() => import('./staff-schedule-page').then((module) => ({ default: module.StaffSchedulePage }))),
    },
  ],
  commands: commandHooks<typeof commands>('hooks/use-working-hours-commands.ts', [
    'useSaveWeeklySchedule',
    'useRemoveWeeklySchedule',
    'useSetException',
    'useClearException',
    'useAddTimeOff',
    'useDecideTimeOff',
  ]),
  // ['staff-schedule'] is the root of every per-person key ['staff-schedule', id].
  topicKeys: { 'staff-schedules': [['staff-schedules'], ['staff-schedule']] },
};
