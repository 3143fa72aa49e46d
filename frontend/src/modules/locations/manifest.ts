import { lazy } from 'react';
import type { FrontendModule } from '../../shell/module-manifest';

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
  topicKeys: { locations: [['locations']] },
};
