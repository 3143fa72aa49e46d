import { lazy } from 'react';
import type { FrontendModule } from '../../shell/module-manifest';

export const resourcesModule: FrontendModule = {
  name: 'resources',
  screens: [
    {
      path: '/rooms',
      screen: 'rooms',
      page: lazy(() => import('./rooms-page').then((module) => ({ default: module.RoomsPage }))),
      sidebar: { slot: '/rooms', label: 'Rooms' },
    },
    {
      path: '/devices',
      screen: 'devices',
      page: lazy(() => import('./devices-page').then((module) => ({ default: module.DevicesPage }))),
      sidebar: { slot: '/devices', label: 'Devices' },
    },
  ],
  topicKeys: { rooms: [['rooms']], devices: [['devices']] },
};
