import { lazy } from 'react';
import { commandHooks, type FrontendModule } from '../../shell/module-manifest';
import type * as commands from './hooks/use-class-commands';

export const classesModule: FrontendModule = {
  name: 'classes',
  screens: [
    {
      path: '/classes',
      screen: 'classes',
      page: lazy(() => import('./classes-page').then((module) => ({ default: module.ClassesPage }))),
      sidebar: { slot: '/classes', label: 'Classes' },
    },
  ],
  commands: commandHooks<typeof commands>('hooks/use-class-commands.ts', ['useSaveClass', 'useClassAction']),
  // Sessions are expanded from the class timetables.
  topicKeys: { classes: [['classes'], ['class-sessions']] },
};
