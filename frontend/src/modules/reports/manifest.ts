import { lazy } from 'react';
import { hasPermission } from '@chairside/shared/identity/permissions';
import type { FrontendModule } from '../../shell/module-manifest';
import { reportsRoot } from './reports-queries';

export const reportsModule: FrontendModule = {
  name: 'reports',
  screens: [
    {
      path: '/reports',
      screen: 'reports',
      guard: { permission: 'view_reports' },
      page: lazy(() => import('./reports-page').then((module) => ({ default: module.ReportsPage }))),
      sidebar: { slot: '/reports', label: 'Reports', shows: (subject) => hasPermission(subject, 'view_reports') },
    },
  ],
  // The reporting read models folded a sale, a refund, a booking or a gift card's use: every open report reads again.
  topicKeys: { reports: [reportsRoot] },
};
