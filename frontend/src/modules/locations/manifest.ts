import { lazy } from 'react';
import { commandHooks, type FrontendModule } from '../../shell/module-manifest';
import type * as commands from './hooks/use-location-commands';

export const locationsModule: FrontendModule = {
  name: 'locations',
  screens: [
    {
      path: '/locations',
      screen: 'locations',
      page: lazy(() => import('./locations-page').then((module) => ({ default: module.LocationsPage }))),
      sidebar: { slot: '/locations', label: 'Locations' },
    },
  ],
  commands: commandHooks<typeof commands>('hooks/use-location-commands.ts', [
    'useCreateLocation',
    'useRenameLocation',
    'useLocationAction',
    'useLocationDetails',
  ]),
  topicKeys: { locations: [['locations']] },
};
