import { lazy } from 'react';
import { commandHooks, type FrontendModule } from '../../shell/module-manifest';
import type * as commands from './hooks/use-resource-commands';

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
  commands: commandHooks<typeof commands>('hooks/use-resource-commands.ts', ['useResourceCommands']),
  topicKeys: { rooms: [['rooms']], devices: [['devices']] },
};
