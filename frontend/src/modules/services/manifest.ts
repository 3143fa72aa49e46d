import { lazy } from 'react';
import { hasPermission } from '@chairside/shared/identity/permissions';
import { commandHooks, type FrontendModule } from '../../shell/module-manifest';
import type * as commands from './hooks/use-service-commands';

export const servicesModule: FrontendModule = {
  name: 'services',
  screens: [
    {
      path: '/services',
      screen: 'services',
      page: lazy(() => import('./services-page').then((module) => ({ default: module.ServicesPage }))),
      sidebar: { slot: '/services', label: 'Services', basicStaff: (subject) => hasPermission(subject, 'view_services') },
    },
  ],
  commands: commandHooks<typeof commands>('hooks/use-service-commands.ts', [
    'useSaveCategory',
    'useDeleteCategory',
    'useSaveService',
    'useSetServiceStaff',
    'useSetServiceLocations',
    'useServiceAction',
    'useDeleteService',
  ]),
  // Categories, services and who performs them.
  topicKeys: { services: [['services'], ['service-categories']] },
};
