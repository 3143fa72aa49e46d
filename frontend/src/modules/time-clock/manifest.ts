import { lazy } from 'react';
import { hasAnyPermission } from '@chairside/shared/identity/permissions';
import { commandHooks, type FrontendModule } from '../../shell/module-manifest';
import type * as commands from './hooks/use-time-clock-commands';
import { timeClockRoot } from './time-clock-queries';

const usesTimeClock = (subject: Parameters<typeof hasAnyPermission>[0]) =>
  hasAnyPermission(subject, ['view_time_clock', 'edit_time_clock']);

export const timeClockModule: FrontendModule = {
  name: 'time-clock',
  screens: [
    {
      path: '/time-clock',
      screen: 'time-clock',
      guard: { anyOf: ['view_time_clock', 'edit_time_clock'] },
      page: lazy(() => import('./time-clock-page').then((module) => ({ default: module.TimeClockPage }))),
      sidebar: { slot: '/time-clock', label: 'Time Clock', basicStaff: usesTimeClock },
    },
  ],
  commands: commandHooks<typeof commands>('hooks/use-time-clock-commands.ts', [
    'useClockIn',
    'useClockAction',
    'useEditTimeEntry',
    'useAddTimeEntry',
  ]),
  // Someone clocked in or out, a break, an edit or a missed clock-out: the board, your clock, the timesheets.
  topicKeys: { 'time-clock': [timeClockRoot] },
};
