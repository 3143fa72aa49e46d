import { lazy } from 'react';
import { hasPermission } from '@chairside/shared/identity/permissions';
import type { FrontendModule } from '../../shell/module-manifest';

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
  // Categories, services and who performs them.
  topicKeys: { services: [['services'], ['service-categories']] },
};
