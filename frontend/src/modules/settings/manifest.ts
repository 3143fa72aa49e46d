import { lazy } from 'react';
import type { FrontendModule } from '../../shell/module-manifest';

export const settingsModule: FrontendModule = {
  name: 'settings',
  screens: [
    {
      path: '/settings',
      screen: 'settings',
      page: lazy(() => import('./settings-page').then((module) => ({ default: module.SettingsPage }))),
      sidebar: { slot: '/settings', label: 'Settings' },
    },
  ],
  topicKeys: { 'business-settings': [['business-settings']] },
};
