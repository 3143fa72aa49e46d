import { lazy } from 'react';
import type { FrontendModule } from '../../shell/module-manifest';

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
  // Sessions are expanded from the class timetables.
  topicKeys: { classes: [['classes'], ['class-sessions']] },
};
